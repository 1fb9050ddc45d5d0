/**
 * The builder's API: `POST /api/tokens/v1/root_contract/search` lists the token roots the token factory created
 * (builder tokens) whose current owner is the given address. Owners change with `transferOwnership`, so the owner
 * is read from each root when asked, never remembered.
 */
import type { FastifyInstance } from 'fastify';
import { type RouteDef, type TokenRootInfo, tokenRootsSearchRoute } from '@tycho/api';
import type { Devnet } from '@tycho/devnet';
import { tokenRootInfo } from '../dex/tokens';
import { registerRoute } from '../http/routes';
import { FactoryRoots } from './roots';

export function registerBuilderApi(app: FastifyInstance, devnet: Devnet, registry: RouteDef[]): void {
  const factory = devnet.addresses().tokenFactory;
  const roots = factory ? new FactoryRoots(devnet, factory) : undefined;
  const noV4 = new Set<string>();
  registerRoute(
    app,
    tokenRootsSearchRoute,
    async ({ body }) => {
      const owner = body.ownerAddress.toLowerCase();
      const owned: TokenRootInfo[] = [];
      for (const root of roots ? await roots.list() : []) {
        const info = tokenRootInfo(devnet, root, noV4);
        if (info?.owner === owner) owned.push(info);
      }
      return { tokens: owned.slice(body.offset, body.offset + body.limit), totalCount: owned.length };
    },
    registry,
  );
}
