import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveBuild } from '../../../scripts/serve-build';
import { applyProfile } from '../../server/src/profile/apply';
import { readProfile, type Profile } from '../../server/src/profile/profile';

/**
 * The built app written with another network's profile (`npm run profile -- apply`) and served by a plain static file
 * server, for the profile specs (issue 44).
 */

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
  const files = await serveBuild(root, port);
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((done) => files.close(done));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
