import type { FastifyInstance } from 'fastify';
import {
  tokenRootRoute,
  type RouteDef,
  type TokenList,
  type TokenRootInfo,
  type UpgradableTokensManifest,
} from '@tycho/api';
import { TokenRootAbiJson } from '@tycho/abi';
import { logoKey, logoSvg, logoURI, upgradableTokens, type Devnet } from '@tycho/devnet';
import { registerRoute } from '../http/routes';
import { NotFoundError } from '../http/errors';

/** Token metadata the devnet knows (its internal `tokenMetadata()`), when the devnet handle offers it. */
interface TokenSource {
  tokenMetadata?: () => {
    address: string;
    name: string;
    symbol: string;
    decimals: number;
    logoURI?: string;
    scam?: boolean;
  }[];
}

/** What the token endpoints read beyond the devnet; the devnet's own exports are used when they exist. */
export interface TokenFiles {
  /** The upgradable-token manifest (v4 -> v5 roots), when the devnet provides one. */
  manifest?: () => UpgradableTokensManifest;
  /** SVG of a token logo by symbol, when the devnet provides one. */
  logo?: (symbol: string) => string | undefined;
  /** Paths of the token list and the manifest (defaults `/tokens.json` and `/upgradable-tokens.json`). */
  tokenListPath?: string;
  upgradableTokensPath?: string;
}

const SAFE_SYMBOL = /^[A-Za-z0-9._-]{1,32}$/;

function call(devnet: Devnet, root: string, method: string): string | undefined {
  const result = devnet.runLocal(root, TokenRootAbiJson, method, {});
  if (result.code !== 0 || !result.output) return undefined;
  return String((result.output as Record<string, unknown>).value0);
}

export function tokenRootInfo(devnet: Devnet, address: string, v4Roots: Set<string>): TokenRootInfo | undefined {
  const root = address.toLowerCase();
  const name = call(devnet, root, 'name');
  if (name === undefined) return undefined;
  const symbol = call(devnet, root, 'symbol') ?? '';
  return {
    address: root,
    name,
    symbol,
    decimals: Number(call(devnet, root, 'decimals') ?? 0),
    owner: call(devnet, root, 'rootOwner') ?? `0:${'0'.repeat(64)}`,
    totalSupply: call(devnet, root, 'totalSupply') ?? '0',
    standard: v4Roots.has(root) ? 'tip3' : 'tip3.1',
  };
}

export function buildTokenList(devnet: Devnet & TokenSource, baseUrl: string): TokenList {
  const tokens = (devnet.tokenMetadata?.() ?? []).map((t) => ({
    address: t.address,
    name: t.name,
    symbol: t.symbol,
    decimals: t.decimals,
    logoURI: `${baseUrl}${t.logoURI ?? logoURI(t.symbol)}`,
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
  devnet: Devnet,
  files: TokenFiles,
  registry: RouteDef[],
): void {
  const source = devnet as Devnet & { tokenMetadata?: Parameters<typeof upgradableTokens>[0]['tokenMetadata'] };
  const manifest = (): UpgradableTokensManifest =>
    files.manifest?.() ??
    (source.tokenMetadata
      ? { tokens: upgradableTokens(source as Parameters<typeof upgradableTokens>[0]) }
      : { tokens: [] });
  registerRoute(
    app,
    tokenRootRoute,
    ({ params }) => {
      const v4 = new Set(manifest().tokens.map((t) => t.rootV4.toLowerCase()));
      const info = tokenRootInfo(devnet, params.address, v4);
      if (!info) throw new NotFoundError(`no token root has the address ${params.address}`);
      return info;
    },
    registry,
  );
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
  app.get(files.tokenListPath ?? '/tokens.json', async (request) =>
    buildTokenList(devnet as Devnet & TokenSource, origin(request)),
  );
  app.get(files.upgradableTokensPath ?? '/upgradable-tokens.json', async (request) => ({
    tokens: manifest().tokens.map((t) => ({
      ...t,
      logoURI: t.logoURI.startsWith('/') ? `${origin(request)}${t.logoURI}` : t.logoURI,
    })),
  }));
  app.get<{ Params: { file: string } }>('/logos/:file', async (request, reply) => {
    const match = /^(.+)\.svg$/.exec(request.params.file);
    const symbol = match ? decodeURIComponent(match[1]) : '';
    if (!SAFE_SYMBOL.test(symbol)) throw new NotFoundError(`no logo named ${request.params.file}`);
    const svg = files.logo?.(symbol) ?? logoSvg(logoKey(symbol));
    if (!svg) throw new NotFoundError(`no logo named ${request.params.file}`);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });
}
