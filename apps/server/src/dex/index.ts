import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@tycho/api';
import type { Db } from '@tycho/db';
import type { TokenCatalog } from '../chain/tokens';
import { registerCurrencyRoutes } from './currencies';
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
  registerPairRoutes(app, deps.db, cache, now, registry);
  registerPoolRoutes(app, deps.db, cache, now, registry);
  registerCurrencyRoutes(app, deps.db, now, registry);
  registerTransactionRoutes(app, deps.db, registry);
  registerTokenRoutes(app, deps.chain, deps.tokens, deps.files ?? {}, registry);
  return cache;
}
