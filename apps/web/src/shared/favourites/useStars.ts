import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useWalletController } from '../chain';
import { notify } from '../ui/toasts/notify';
import type { PerWalletStore } from './perWalletStore';
import { starPress } from './starPress';
import { useFavourites } from './useFavourites';

/**
 * The stars of a per-wallet list (favourite pools, the tokens watchlist) for everyone: `press` toggles the entry
 * for a connected wallet; a visitor is asked to connect (a notice and the wallet's permission dialog) and the entry
 * is added to the wallet that connects.
 */
export function useStars<E>(store: PerWalletStore<E>) {
  const favs = useFavourites(store);
  const controller = useWalletController();
  const intl = useIntl();
  const { wallet, walletStatus, toggle } = favs;
  const press = useCallback(
    (entry: E) => {
      switch (starPress(walletStatus, wallet)) {
        case 'toggle':
          return toggle(entry);
        case 'install':
          return notify(intl.formatMessage({ id: 'favourites.install' }), 'warning');
        case 'update':
          return notify(intl.formatMessage({ id: 'favourites.update' }), 'warning');
        case 'wait':
          return;
        case 'connect':
          notify(intl.formatMessage({ id: 'favourites.connect' }), 'info');
          controller
            .connect()
            .then(() => {
              const state = controller.getState();
              if (state.status === 'connected' && state.account) store.add(state.account.address, entry);
            })
            .catch((error: unknown) => console.warn('Wallet connect from a star', error));
      }
    },
    [walletStatus, wallet, toggle, intl, controller, store],
  );
  return { ...favs, press };
}
