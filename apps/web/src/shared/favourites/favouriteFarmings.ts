/**
 * The favourite old farm pools (issue 11) under `favorite_farmings` as `{ [walletAddress]: string[] }`, validated
 * like the tokens watchlist. Its own module (not in the index): only the farming list loads the store.
 */
import { favouriteTokensSpec } from './favourites';
import { browserStorage, createPerWalletStore, type PerWalletSpec } from './perWalletStore';

export const FAVORITE_FARMINGS_KEY = 'favorite_farmings';

export const favouriteFarmingsSpec: PerWalletSpec<string> = { ...favouriteTokensSpec, key: FAVORITE_FARMINGS_KEY };

export const favouriteFarmings = createPerWalletStore(favouriteFarmingsSpec, browserStorage);
