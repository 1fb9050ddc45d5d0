/**
 * The local network behind the server's interfaces. The devnet implements the chain reader, the transaction stream
 * and the address book itself (`Devnet` of @tycho/devnet); its seeded token list, logos and upgradable-token
 * manifest become the token catalogue here. This module, `main.ts` (creating the devnet), `api-role.ts` and
 * `follow.ts` (its read-only replica, role `api`) and the dev-only routes and dev wallet wired in `app.ts` are the
 * server's only users of @tycho/devnet.
 */
import { logoKey, logoSvg, logoURI, upgradableTokens, type DevnetReader } from '@tycho/devnet';
import type { TokenCatalog } from '../chain/tokens';

export function devnetTokenCatalog(devnet: Pick<DevnetReader, 'addresses' | 'tokenMetadata'>): TokenCatalog {
  return {
    tokenMetadata: () => devnet.tokenMetadata().map((t) => ({ ...t, logoURI: t.logoURI ?? logoURI(t.symbol) })),
    upgradableTokens: () => upgradableTokens(devnet),
    logo: (symbol) => logoSvg(logoKey(symbol)),
  };
}
