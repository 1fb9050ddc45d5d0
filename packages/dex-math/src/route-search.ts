/**
 * The route search the DEX API answers with (spec 4.3, 7, 8, 9). The minimum TVL is a preference, not a filter: a
 * route through pools that all hold at least `minTvl` wins when one exists; otherwise any pool that can fill the
 * order is used and the answer is flagged `lowLiquidity` (the app warns, and its price-impact guard still applies).
 * When nothing can fill the order, the answer says why: no pools connect the tokens within the depth
 * (`noRoute`, "route does not exist"), or pools connect them but none can fill this amount (`notEnoughLiquidity`).
 */
import { findBestRoute, MAX_ROUTE_DEPTH } from './route';
import type { RouteIndex } from './route-index';
import type { Route, RouteQuery } from './route-types';

/** Why a search found no route. */
export type NoRouteReason = 'noRoute' | 'notEnoughLiquidity';

export type RouteSearchResult =
  | { route: Route; lowLiquidity: boolean; noRouteReason: null }
  | { route: undefined; lowLiquidity: false; noRouteReason: NoRouteReason };

/** Whether any step of `route` runs in a pool whose TVL is below `minTvl`. */
export function passesLowTvlPool(index: RouteIndex, route: Route, minTvl: number): boolean {
  return route.steps.some((step) => {
    const pool = index.pools.find((p) => p.pool.address === step.poolAddress);
    return pool !== undefined && pool.pool.tvl < minTvl;
  });
}

/**
 * Whether the pools connect the spent token to the received one in at most `deep` steps (amounts ignored), with
 * intermediate tokens limited to the whitelist when one is given.
 */
export function routeExists(index: RouteIndex, query: RouteQuery): boolean {
  const from = index.tokenIds.get(query.fromCurrencyAddress);
  const to = index.tokenIds.get(query.toCurrencyAddress);
  if (from === undefined || to === undefined || from === to) return false;
  const depth = Math.max(1, Math.min(MAX_ROUTE_DEPTH, Math.floor(query.deep ?? MAX_ROUTE_DEPTH)));
  const allowed = query.whiteListCurrencies ? new Set(query.whiteListCurrencies) : undefined;
  const seen = new Set([from]);
  let frontier = [from];
  for (let step = 0; step < depth && frontier.length > 0; step++) {
    const next: number[] = [];
    for (const token of frontier) {
      for (const edge of index.out[token]!) {
        if (edge.to === to) return true;
        if (seen.has(edge.to)) continue;
        seen.add(edge.to);
        if (!allowed || allowed.has(index.tokens[edge.to]!)) next.push(edge.to);
      }
    }
    frontier = next;
  }
  return false;
}

/** The best route, preferring pools at or above `query.minTvl`, or the reason there is none. */
export function searchRoute(index: RouteIndex, query: RouteQuery): RouteSearchResult {
  const minTvl = query.minTvl;
  const preferring = minTvl !== undefined && Number.isFinite(minTvl);
  if (preferring) {
    const deep = findBestRoute(index, query);
    if (deep) return { route: deep, lowLiquidity: false, noRouteReason: null };
  }
  const any = findBestRoute(index, { ...query, minTvl: undefined });
  if (any) {
    return { route: any, lowLiquidity: preferring && passesLowTvlPool(index, any, minTvl), noRouteReason: null };
  }
  return {
    route: undefined,
    lowLiquidity: false,
    noRouteReason: routeExists(index, query) ? 'notEnoughLiquidity' : 'noRoute',
  };
}
