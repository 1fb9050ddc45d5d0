import type { FastifyInstance } from 'fastify';
import { tokenRootRoute, type RouteDef, type TokenList, type TokenRootInfo } from '@tycho/api';
import { TokenRootAbi, TokenWalletAbi, ZERO_ADDRESS } from '@tycho/abi';
import { callGetter, type ChainReader } from '../chain/reader';
import type { TokenCatalog } from '../chain/tokens';
import { tokenWalletOf } from '../chain/wallet-of';
import { registerRoute } from '../http/routes';
import { NotFoundError } from '../http/errors';

/** Where the token list and the manifest are served (defaults `/tokens.json` and `/upgradable-tokens.json`). */
export interface TokenFiles {
  tokenListPath?: string;
  upgradableTokensPath?: string;
}

const SAFE_SYMBOL = /^[A-Za-z0-9._-]{1,32}$/;

/** The token root's own answers (name, symbol, decimals, owner, supply); undefined when it is not a token root. */
export function tokenRootInfo(chain: ChainReader, address: string, v4Roots: Set<string>): TokenRootInfo | undefined {
  const root = address.toLowerCase();
  const read = (method: 'name' | 'symbol' | 'decimals' | 'rootOwner' | 'totalSupply') =>
    callGetter(chain, root, TokenRootAbi, method, { answerId: 0 })?.value0;
  const name = read('name');
  const decimals = read('decimals');
  if (name === undefined || decimals === undefined) return undefined;
  return {
    address: root,
    name,
    symbol: read('symbol') ?? '',
    decimals: Number(decimals),
    owner: read('rootOwner') ?? ZERO_ADDRESS,
    totalSupply: read('totalSupply') ?? '0',
    standard: v4Roots.has(root) ? 'tip3' : 'tip3.1',
  };
}

/**
 * The circulating supply of a root: its total supply less what the root owner's own wallet holds (minted and kept
 * by the issuer, not in circulation). A root without an owner, or an owner without a wallet, circulates it all.
 */
export function circulatingSupply(chain: ChainReader, info: TokenRootInfo): string {
  const total = BigInt(info.totalSupply);
  if (info.owner === ZERO_ADDRESS) return total.toString();
  const wallet = tokenWalletOf(chain, info.address, info.owner);
  const held = wallet ? callGetter(chain, wallet, TokenWalletAbi, 'balance', { answerId: 0 }) : undefined;
  const kept = held ? BigInt(held.value0) : 0n;
  return (total > kept ? total - kept : 0n).toString();
}

/** Absolute logo URL of a token list entry (paths are on this server). */
const absolute = (uri: string, baseUrl: string) => (uri.startsWith('/') ? `${baseUrl}${uri}` : uri);

export function buildTokenList(catalog: TokenCatalog, baseUrl: string): TokenList {
  const tokens = catalog.tokenMetadata().map((t) => ({
    address: t.address,
    name: t.name,
    symbol: t.symbol,
    decimals: t.decimals,
    logoURI: absolute(t.logoURI ?? '', baseUrl),
    vendor: 'tycho-devnet',
    verified: !t.scam,
  }));
  return {
    name: 'Tycho DEX local network',
    timestamp: new Date(0).toISOString(),
    version: { major: 1, minor: 0, patch: tokens.length },
    tokens,
  };
}

export function registerTokenRoutes(
  app: FastifyInstance,
  chain: ChainReader,
  catalog: TokenCatalog,
  files: TokenFiles,
  registry: RouteDef[],
): void {
  registerRoute(
    app,
    tokenRootRoute,
    ({ params }) => {
      const v4 = new Set(catalog.upgradableTokens().map((t) => t.rootV4.toLowerCase()));
      const info = tokenRootInfo(chain, params.address, v4);
      if (!info) throw new NotFoundError(`no token root has the address ${params.address}`);
      return { ...info, circulatingSupply: circulatingSupply(chain, info) };
    },
    registry,
  );
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
  app.get(files.tokenListPath ?? '/tokens.json', async (request) => buildTokenList(catalog, origin(request)));
  app.get(files.upgradableTokensPath ?? '/upgradable-tokens.json', async (request) => ({
    tokens: catalog.upgradableTokens().map((t) => ({ ...t, logoURI: absolute(t.logoURI, origin(request)) })),
  }));
  app.get<{ Params: { file: string } }>('/logos/:file', async (request, reply) => {
    const match = /^(.+)\.svg$/.exec(request.params.file);
    const symbol = match ? decodeURIComponent(match[1]) : '';
    if (!SAFE_SYMBOL.test(symbol)) throw new NotFoundError(`no logo named ${request.params.file}`);
    const svg = catalog.logo(symbol);
    if (!svg) throw new NotFoundError(`no logo named ${request.params.file}`);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });
}
