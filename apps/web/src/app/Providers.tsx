import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider, type LocaleStore } from '../i18n';
import { WalletProvider, type WalletController } from '../shared/chain';
import { ToastHost } from '../shared/ui/toasts/ToastHost';

export interface AppServices {
  queryClient: QueryClient;
  localeStore: LocaleStore;
  wallet: WalletController;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/** Everything the screens share: server-state cache, language, wallet, toasts. */
export function Providers({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <I18nProvider store={services.localeStore}>
        <WalletProvider controller={services.wallet}>
          {children}
          <ToastHost />
        </WalletProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
