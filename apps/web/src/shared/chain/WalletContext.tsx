import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { WalletController } from './walletController';
import type { WalletState } from './walletState';

const WalletContext = createContext<WalletController | null>(null);

export function WalletProvider({ controller, children }: { controller: WalletController; children: ReactNode }) {
  return <WalletContext.Provider value={controller}>{children}</WalletContext.Provider>;
}

export function useWalletController(): WalletController {
  const controller = useContext(WalletContext);
  if (!controller) throw new Error('useWalletController must be used inside WalletProvider');
  return controller;
}

/** Current wallet state; re-renders on every change. */
export function useWallet(): WalletState {
  const controller = useWalletController();
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}
