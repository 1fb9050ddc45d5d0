import { createContext, useContext, type ReactNode } from 'react';
import { useStoreTransition } from '../lib/useStoreTransition';
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

/** Current wallet state; re-renders on every change (as a transition: many components of a page read it). */
export function useWallet(): WalletState {
  const controller = useWalletController();
  return useStoreTransition(controller.subscribe, controller.getState);
}
