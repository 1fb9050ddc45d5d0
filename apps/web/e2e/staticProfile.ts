import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { applyProfile } from '../../server/src/profile/apply';
import { readProfile, type Profile } from '../../server/src/profile/profile';

/**
 * The built app written with another network's profile (`npm run profile -- apply`) and served by a plain static file
 * server, for the profile specs (issue 44).
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** A profile of "another network" whose services are the server at `apiBase` and whose roots are `addresses`'. */
export function otherNetworkProfile(apiBase: string, addresses: Record<string, string | undefined>): Profile {
  const api = (path: string) => `${apiBase}${path}`;
  const a = addresses;
  return {
    ...readProfile('profiles/example-public.json'),
    name: 'Other network',
    coin: { symbol: 'TYCHO', decimals: 9, wrappedSymbol: 'WTYCHO' },
    api: {
      dex: api('/api/v2'),
      tokens: api('/api/tokens/v1'),
      farming: api('/api/farming/v1'),
      gauges: api('/api/gauges/v1'),
      dao: api('/api/qube-dao/v1'),
      governance: api('/api/governance/v1'),
      limitOrders: api('/api/limit/v1'),
      portfolio: api('/api/portfolio/v1'),
      tokenList: api('/tokens.json'),
      upgradableTokens: api('/upgradable-tokens.json'),
    },
    roots: {
      dexRoot: a.dexRoot ?? '',
      voteEscrow: a.voteEscrow ?? '',
      daoRoot: a.daoRoot ?? '',
      gaugeFactory: a.gaugeFactory ?? '',
      farmFabric: a.farmFabric ?? '',
      limitOrderFactory: a.limitOrderFactory ?? '',
      tokenFactory: a.tokenFactory ?? '',
      wrappedCoin: a.wtycho ?? '',
      dexGasValues: a.dexGasValues ?? '',
    },
  };
}

export interface StaticApp {
  base: string;
  close(): Promise<void>;
}

/**
 * Copies apps/web/dist, applies `profile` to the copy and serves it on `port` of 127.0.0.1, answering index.html for
 * every path that is not a file (client routes).
 */
export async function serveWithProfile(profile: Profile, port: number): Promise<StaticApp> {
  const root = mkdtempSync(join(tmpdir(), 'tycho-profile-dist-'));
  cpSync('apps/web/dist', root, { recursive: true });
  writeFileSync(join(root, 'other.json'), JSON.stringify(profile));
  applyProfile(join(root, 'other.json'), root);
  const files = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) file = join(root, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => files.listen(port, '127.0.0.1', () => done()));
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((done) => files.close(done));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
