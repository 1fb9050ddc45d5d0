/**
 * Best-route search over an index of pools (spec 7 cross_swap_route, spec 9 depth 3).
 *
 * Exhaustive depth-first search over simple paths of at most `deep` (<= 3) steps, never using a
 * pool twice. Exact input walks forwards from the spent token keeping the largest output; exact
 * output walks backwards from the received token keeping the smallest input (ties: fewer steps).
 * A pass from the goal first marks which tokens can reach it in the steps left, with an upper
 * bound of the rate along the way (every curve is concave, so output <= input * marginal rate *
 * (1 - fee)); the search enters only tokens that can still reach the goal and skips any edge whose
 * bound cannot beat the best route found so far. Filters: pools under minTvl are skipped; with a
 * whitelist, intermediate tokens must be on it. The API's search (`route-search.ts`) uses minTvl as a preference.
 */
import { edgeIn, edgeOut } from './route-edges';
import { buildRoute } from './route-build';
import type { RouteEdge, RouteIndex } from './route-index';
import type { Route, RouteQuery } from './route-types';

/** The most steps a route may have (spec 9). */
export const MAX_ROUTE_DEPTH = 3;
/** The minimum pool TVL the spec configures by default (USD): routes through deeper pools are preferred. */
export const DEFAULT_ROUTE_MIN_TVL = 50_000;

/** Relative slack on the float bounds (they are computed at floor(D) and in doubles). */
const SLACK = 1e-6;

interface SearchState {
  index: RouteIndex;
  forward: boolean;
  goal: number;
  depth: number;
  minTvl: number;
  epoch: number;
  whitelist: boolean;
  pathEdges: RouteEdge[];
  pathTokens: number[];
  best: bigint;
  bestNum: number;
  bestEdges: RouteEdge[] | undefined;
}

function poolAllowed(s: SearchState, pool: number): boolean {
  return s.index.pools[pool]!.pool.tvl >= s.minTvl;
}

function tokenAllowed(s: SearchState, token: number): boolean {
  return !s.whitelist || s.index.scratch.allowStamp[token] === s.epoch;
}

/**
 * For k = 0 .. depth-1, marks the tokens that can reach the goal in at most k steps, with the best
 * product of edge rate bounds along the way (towards the goal for exact input, from the source
 * for exact output). Relaxed (pools and tokens may repeat), so it bounds every real path.
 */
function markBounds(s: SearchState): void {
  const sc = s.index.scratch;
  const rev = s.forward ? s.index.in : s.index.out;
  sc.frontier[0]![0] = s.goal;
  sc.boundStamp[0]![s.goal] = s.epoch;
  sc.bound[0]![s.goal] = 1;
  let prevCount = 1;
  for (let k = 1; k < s.depth; k++) {
    const pf = sc.frontier[k - 1]!;
    const pb = sc.bound[k - 1]!;
    const cf = sc.frontier[k]!;
    const cs = sc.boundStamp[k]!;
    const cb = sc.bound[k]!;
    let count = 0;
    for (let q = 0; q < prevCount; q++) {
      const t = pf[q]!;
      cs[t] = s.epoch;
      cb[t] = pb[t]!;
      cf[count++] = t;
    }
    for (let q = 0; q < prevCount; q++) {
      const v = pf[q]!;
      if (v !== s.goal && !tokenAllowed(s, v)) continue;
      const bv = pb[v]!;
      for (const e of rev[v]!) {
        if (e.rate <= 0 || !poolAllowed(s, e.pool)) continue;
        const u = s.forward ? e.from : e.to;
        if (u === s.goal) continue;
        const val = e.rate * bv;
        if (cs[u] !== s.epoch) {
          cs[u] = s.epoch;
          cb[u] = val;
          cf[count++] = u;
        } else if (val > cb[u]!) cb[u] = val;
      }
    }
    prevCount = count;
  }
}

function usesPool(s: SearchState, pool: number): boolean {
  for (const e of s.pathEdges) if (e.pool === pool) return true;
  return false;
}

function better(s: SearchState, amount: bigint, steps: number): boolean {
  if (!s.bestEdges) return true;
  if (amount === s.best) return steps < s.bestEdges.length;
  return s.forward ? amount > s.best : amount < s.best;
}

/** Whether an edge can still beat the best route found so far (float bound with slack). */
function promising(s: SearchState, amountNum: number, e: RouteEdge, rest: number): boolean {
  if (!s.bestEdges) return true;
  const rate = e.rate * rest;
  return s.forward ? amountNum * rate * (1 + SLACK) >= s.bestNum : (amountNum / rate) * (1 - SLACK) <= s.bestNum;
}

function visit(s: SearchState, token: number, amount: bigint, amountNum: number, goalPass: boolean): void {
  const h = s.pathEdges.length;
  const sc = s.index.scratch;
  const edges = s.forward ? s.index.out[token]! : s.index.in[token]!;
  for (const e of edges) {
    const next = s.forward ? e.to : e.from;
    const isGoal = next === s.goal;
    if (isGoal !== goalPass || e.rate <= 0) continue;
    if (!poolAllowed(s, e.pool) || usesPool(s, e.pool) || s.pathTokens.includes(next)) continue;
    let rest = 1;
    if (!isGoal) {
      const rem = s.depth - h - 1;
      if (rem < 1 || !tokenAllowed(s, next) || sc.boundStamp[rem]![next] !== s.epoch) continue;
      rest = sc.bound[rem]![next]!;
    }
    if (!promising(s, amountNum, e, rest)) continue;
    const p = s.index.pools[e.pool]!;
    const v = s.forward ? edgeOut(p, e, amount) : edgeIn(p, e, amount);
    if (v === undefined || v <= 0n) continue;
    s.pathEdges.push(e);
    if (isGoal) {
      if (better(s, v, h + 1)) {
        s.best = v;
        s.bestNum = Number(v);
        s.bestEdges = s.pathEdges.slice();
      }
    } else {
      s.pathTokens.push(next);
      dfs(s, next, v);
      s.pathTokens.pop();
    }
    s.pathEdges.pop();
  }
}

/** Depth-first search; at each token the edges straight to the goal go first, for an early incumbent. */
function dfs(s: SearchState, token: number, amount: bigint): void {
  const amountNum = Number(amount);
  visit(s, token, amount, amountNum, true);
  if (s.pathEdges.length + 1 < s.depth) visit(s, token, amount, amountNum, false);
}

/**
 * Finds the best route for a query, or `undefined` when no route exists (unknown tokens, same
 * token, no path within the depth, or every path fails: not enough liquidity).
 */
export function findBestRoute(index: RouteIndex, query: RouteQuery): Route | undefined {
  const from = index.tokenIds.get(query.fromCurrencyAddress);
  const to = index.tokenIds.get(query.toCurrencyAddress);
  if (from === undefined || to === undefined || from === to || query.amount <= 0n) return undefined;
  const forward = query.direction === 'expectedexchange';
  const sc = index.scratch;
  sc.epoch = sc.epoch >= 0x3fffffff ? 1 : sc.epoch + 1;
  if (sc.epoch === 1) {
    sc.allowStamp.fill(0);
    for (const st of sc.boundStamp) st.fill(0);
  }
  const s: SearchState = {
    index,
    forward,
    goal: forward ? to : from,
    depth: Math.max(1, Math.min(MAX_ROUTE_DEPTH, Math.floor(query.deep ?? MAX_ROUTE_DEPTH))),
    minTvl: query.minTvl ?? Number.NEGATIVE_INFINITY,
    epoch: sc.epoch,
    whitelist: query.whiteListCurrencies !== undefined,
    pathEdges: [],
    pathTokens: [forward ? from : to],
    best: 0n,
    bestNum: 0,
    bestEdges: undefined,
  };
  if (query.whiteListCurrencies) {
    for (const root of query.whiteListCurrencies) {
      const id = index.tokenIds.get(root);
      if (id !== undefined) sc.allowStamp[id] = s.epoch;
    }
  }
  markBounds(s);
  dfs(s, forward ? from : to, query.amount);
  if (!s.bestEdges) return undefined;
  const edges = forward ? s.bestEdges : s.bestEdges.slice().reverse();
  const input = forward ? query.amount : s.best;
  return buildRoute(index, edges, input, query);
}
