/**
 * The favourite gauges under `favorite_gauges` as `{ [walletAddress]: string[] }`, validated like the tokens
 * watchlist and kept like the favourite farm pools. Its own module (not in the index): only the gauges list loads it.
 */
import { favouriteTokensSpec } from './favourites';
import { browserStorage, createPerWalletStore, type PerWalletSpec } from './perWalletStore';

export const FAVORITE_GAUGES_KEY = 'favorite_gauges';

export const favouriteGaugesSpec: PerWalletSpec<string> = { ...favouriteTokensSpec, key: FAVORITE_GAUGES_KEY };

export const favouriteGauges = createPerWalletStore(favouriteGaugesSpec, browserStorage);
