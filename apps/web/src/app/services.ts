import { createLocaleStore } from '../i18n';
import { loadEverscaleBackend, WalletController } from '../shared/chain';
import { config } from '../shared/config';
import { createQueryClient, type AppServices } from './Providers';

export function createServices(): AppServices {
  return {
    queryClient: createQueryClient(),
    localeStore: createLocaleStore(),
    wallet: new WalletController({
      loadBackend: () => loadEverscaleBackend(config.walletInitTimeoutMs),
      minVersion: config.minWalletVersion,
    }),
  };
}
