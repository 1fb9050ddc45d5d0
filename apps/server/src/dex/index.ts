import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@tycho/api';
import type { Db } from '@tycho/db';
import type { TokenCatalog } from '../chain/tokens';
import type { AnswerCache } from '../http/answer-cache';
import { registerCurrencyRoutes } from './currencies';
import { DexKeep } from './keep';
import { registerPairRoutes } from './pairs';
import { PoolCache } from './pool-cache';
import { registerPoolRoutes } from './pools';
import { registerSwapRoutes } from './swap';
import type { SwapChain } from './swap-payload';
import { registerTokenRoutes, type TokenFiles } from './tokens';
import { registerTransactionRoutes } from './transactions';

export { PoolCache } from './pool-cache';

export interface DexApiDeps {
  db: Db;
  /** Getters and well-known addresses of the network (swap payloads, token roots). */
  chain: SwapChain;
  tokens: TokenCatalog;
  /** Shared with the indexer, which invalidates it after writing pools. */
  poolCache?: PoolCache;
  files?: TokenFiles;
  /** Keeps the lists' and charts' answers between the indexer's batches (issue 41). */
  answers?: AnswerCache;
}

/**
 * Registers the DEX API (`/api/v2`), the token root API and the token list files. The limit-order API
 * (`/api/limit/v1`) is registered by `../limit`.
 */
export function registerDexApi(app: FastifyInstance, deps: DexApiDeps, registry: RouteDef[]): PoolCache {
  const cache = deps.poolCache ?? new PoolCache(deps.db);
  registerSwapRoutes(app, deps.db, deps.chain, cache, registry);
  // graphs carry quiet buckets up to the chain clock
  const now = () => deps.chain.now();
  const keep = new DexKeep(deps.answers, now);
  registerPairRoutes(app, deps.db, cache, now, keep, registry);
  registerPoolRoutes(app, deps.db, cache, now, keep, registry);
  registerCurrencyRoutes(app, deps.db, now, keep, registry);
  registerTransactionRoutes(app, deps.db, keep, registry);
  registerTokenRoutes(app, deps.chain, deps.tokens, deps.files ?? {}, registry);
  return cache;
}
