/**
 * The builder's API: `POST /api/tokens/v1/root_contract/search` lists the token roots the token factory created
 * (builder tokens) whose current owner is the given address. Owners change with `transferOwnership`, so the owner
 * is read from each root when asked, never remembered.
 */
import type { FastifyInstance } from 'fastify';
import { type RouteDef, type TokenRootInfo, tokenRootsSearchRoute } from '@tycho/api';
import type { AccountTransactions, ChainReader } from '../chain/reader';
import { tokenRootInfo } from '../dex/tokens';
import { registerRoute } from '../http/routes';
import { FactoryRoots } from './roots';

export interface BuilderApiDeps {
  /** Getters on the roots, and an account's transactions (the factory's, for its `TokenCreated` events). */
  chain: ChainReader & AccountTransactions;
  /** The token factory's address; without one no root is a builder token. */
  factory: string | undefined;
}

export function registerBuilderApi(app: FastifyInstance, deps: BuilderApiDeps, registry: RouteDef[]): void {
  const { chain, factory } = deps;
  const roots = factory ? new FactoryRoots(chain, factory) : undefined;
  const noV4 = new Set<string>();
  registerRoute(
    app,
    tokenRootsSearchRoute,
    async ({ body }) => {
      const owner = body.ownerAddress.toLowerCase();
      const owned: TokenRootInfo[] = [];
      for (const root of roots ? await roots.list() : []) {
        const info = tokenRootInfo(chain, root, noV4);
        if (info?.owner === owner) owned.push(info);
      }
      return { tokens: owned.slice(body.offset, body.offset + body.limit), totalCount: owned.length };
    },
    registry,
  );
}
