/** The shapes of the route search's graph: the pools it quotes through and the moves between tokens. */
import type { RouteActionType, RoutePool } from './route-types';
import type { StableInvariant } from './stableswap-invariant';
import type { StablePoolState } from './stableswap';

/** A pool ready for quoting. */
export interface IndexedPool {
  pool: RoutePool;
  /** Set for 'stable' and 'stablepool'. */
  stable?: StablePoolState;
  inv?: StableInvariant;
}

/** One move through a pool. `i`/`j` are token positions in the pool (-1 for the LP token). */
export interface RouteEdge {
  pool: number;
  action: RouteActionType;
  from: number;
  to: number;
  i: number;
  j: number;
  /** Upper bound of output per unit of input (marginal rate times 1 - fee), for pruning. */
  rate: number;
}
