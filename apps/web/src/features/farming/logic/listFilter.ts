/** The farm pools list's filter (spec 2 "Farming screens": list with filter and favourites) as the API's body. */
import type { FarmPoolsQuery } from '../api/farmingApi';

export type FarmStateFilter = 'all' | 'active' | 'awaiting';

export interface FarmListFilter {
  state: FarmStateFilter;
  /** Only pools the connected user has LP in. */
  mine: boolean;
  /** Leave out pools whose reward balance is low. */
  hideLowBalance: boolean;
}

export const initialFarmFilter: FarmListFilter = { state: 'all', mine: false, hideLowBalance: false };

/** The API body of a filter for a viewer (undefined: visitor) and their favourite pools. */
export function farmPoolsBody(
  filter: FarmListFilter,
  userAddress: string | undefined,
  favorites: readonly string[],
): FarmPoolsQuery {
  return {
    userAddress: userAddress ?? null,
    isActive: filter.state === 'active' ? true : null,
    isAwaitingStart: filter.state === 'awaiting' ? true : null,
    isWithMyFarming: filter.mine && userAddress ? true : null,
    isLowBalance: filter.hideLowBalance ? false : null,
    favoritePoolAddresses: favorites.length ? [...favorites] : null,
    limit: 100,
    offset: 0,
  };
}
