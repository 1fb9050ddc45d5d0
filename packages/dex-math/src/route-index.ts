/**
 * The adjacency index the route search walks: tokens numbered once, every usable move (a swap
 * between two tokens of a pool, a one-coin deposit token -> LP, a one-coin withdrawal LP -> token)
 * stored as an edge in both an outgoing and an incoming list, and each stable pool's invariant
 * solved once. Build it whenever the pools change; queries then only read it (plus reusable
 * scratch buffers, so an index must not be queried concurrently from several threads).
 */
import { edgeRateBound } from './route-edges';
import type { RoutePool } from './route-types';
import { stableInvariant } from './stableswap-invariant';
import type { IndexedPool, RouteEdge } from './route-graph';
import type { StablePoolState } from './stableswap';

export type { IndexedPool, RouteEdge } from './route-graph';

/**
 * Per-query scratch, reused: `bound[k][t]` is the best rate bound from token t to the goal in at
 * most k steps (valid where `boundStamp[k][t]` equals the query's epoch).
 */
export interface RouteScratch {
  epoch: number;
  allowStamp: Int32Array;
  boundStamp: Int32Array[];
  bound: Float64Array[];
  frontier: Int32Array[];
}

/** The prepared graph plus scratch space for queries. */
export interface RouteIndex {
  tokens: string[];
  tokenIds: Map<string, number>;
  pools: IndexedPool[];
  /** Edges leaving each token. */
  out: RouteEdge[][];
  /** Edges entering each token. */
  in: RouteEdge[][];
  /** Scratch: per-token stamps and distances, reused by every query. */
  scratch: RouteScratch;
}

function isUsable(p: RoutePool): boolean {
  const n = p.tokens.length;
  if (n < 2 || p.reserves.length !== n || p.decimals.length !== n) return false;
  if (p.reserves.some((r) => r <= 0n)) return false;
  if (p.fee.denominator <= 0n || p.fee.poolNumerator + p.fee.beneficiaryNumerator >= p.fee.denominator) return false;
  if (p.kind === 'common') return n === 2;
  return p.amp !== undefined && p.amp.precision > 0n && p.amp.value >= p.amp.precision;
}

/** Builds the route index of a set of pools (unusable pools, e.g. empty ones, are left out). */
export function createRouteIndex(pools: readonly RoutePool[]): RouteIndex {
  const tokens: string[] = [];
  const tokenIds = new Map<string, number>();
  const idOf = (root: string): number => {
    let id = tokenIds.get(root);
    if (id === undefined) {
      id = tokens.length;
      tokens.push(root);
      tokenIds.set(root, id);
    }
    return id;
  };
  const indexed: IndexedPool[] = [];
  const edges: RouteEdge[] = [];
  for (const pool of pools) {
    if (!isUsable(pool)) continue;
    const ip: IndexedPool = { pool };
    if (pool.kind !== 'common') {
      const stable: StablePoolState = {
        balances: pool.reserves,
        decimals: pool.decimals,
        amp: pool.amp!,
        fee: pool.fee,
        lpSupply: pool.lpSupply,
      };
      if (pool.lpDecimals !== undefined) stable.lpDecimals = pool.lpDecimals;
      const inv = stableInvariant(pool.reserves, pool.decimals, pool.amp!);
      if (inv.d === 0n) continue;
      ip.stable = stable;
      ip.inv = inv;
    }
    const p = indexed.length;
    indexed.push(ip);
    const ids = pool.tokens.map(idOf);
    for (let i = 0; i < ids.length; i++) {
      for (let j = 0; j < ids.length; j++) {
        if (i !== j && ids[i] !== ids[j])
          edges.push({ pool: p, action: 'exchange', from: ids[i]!, to: ids[j]!, i, j, rate: 0 });
      }
    }
    if (pool.kind === 'stablepool' && pool.lpSupply > 0n && pool.lpRoot) {
      const lp = idOf(pool.lpRoot);
      for (let i = 0; i < ids.length; i++) {
        edges.push({ pool: p, action: 'deposit', from: ids[i]!, to: lp, i, j: -1, rate: 0 });
        edges.push({ pool: p, action: 'withdraw', from: lp, to: ids[i]!, i: -1, j: i, rate: 0 });
      }
    }
  }
  const out: RouteEdge[][] = tokens.map(() => []);
  const inn: RouteEdge[][] = tokens.map(() => []);
  for (const e of edges) {
    e.rate = edgeRateBound(indexed[e.pool]!, e);
    out[e.from]!.push(e);
    inn[e.to]!.push(e);
  }
  const t = tokens.length;
  return {
    tokens,
    tokenIds,
    pools: indexed,
    out,
    in: inn,
    scratch: {
      epoch: 0,
      allowStamp: new Int32Array(t),
      boundStamp: [0, 1, 2].map(() => new Int32Array(t)),
      bound: [0, 1, 2].map(() => new Float64Array(t)),
      frontier: [0, 1, 2].map(() => new Int32Array(t)),
    },
  };
}
