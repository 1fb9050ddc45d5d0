import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DevnetHandle } from '@tycho/devnet';
import { startPageApps } from './app-fixture';
import { LOCAL_PROFILE_PATH } from '../src/config';
import { readProfile, type Profile } from '../src/profile/profile';

/**
 * The server with a network profile (issue 44): the local profile is today's page (the dev wallet, the running
 * network's roots, `/devnet` links); another profile's page has no dev wallet, its own services, roots and explorer,
 * and a policy that lets it fetch from those services. CORS_ORIGINS lets pages elsewhere read the APIs.
 */
const API = 'http://127.0.0.1:4519';
const PAGE_ORIGIN = 'https://app.example.com';
const ROOT = `0:${'cd'.repeat(32)}`;

describe('network profiles on the server', () => {
  let pages: Awaited<ReturnType<typeof startPageApps>>;
  let devnet: DevnetHandle;
  let local: FastifyInstance;
  let other: FastifyInstance;
  const profile: Profile = {
    ...readProfile(LOCAL_PROFILE_PATH),
    name: 'Other network',
    local: false,
    api: {
      dex: `${API}/api/v2`,
      tokens: `${API}/api/tokens/v1`,
      farming: `${API}/api/farming/v1`,
      gauges: `${API}/api/gauges/v1`,
      dao: `${API}/api/qube-dao/v1`,
      governance: `${API}/api/governance/v1`,
      limitOrders: `${API}/api/limit/v1`,
      portfolio: `${API}/api/portfolio/v1`,
      tokenList: `${API}/tokens.json`,
      upgradableTokens: `${API}/upgradable-tokens.json`,
    },
    roots: { ...readProfile(LOCAL_PROFILE_PATH).roots, dexRoot: ROOT },
    explorer: { transaction: 'https://scan.example.com/tx/{hash}', account: 'https://scan.example.com/a/{address}' },
  };

  beforeAll(async () => {
    pages = await startPageApps([{}, { profile, corsOrigins: [PAGE_ORIGIN] }]);
    ({ devnet } = pages);
    [local, other] = pages.apps as [FastifyInstance, FastifyInstance];
  });

  afterAll(() => pages.close());

  const configOf = (body: string) =>
    JSON.parse(/<script type="application\/json" id="tycho-config">(.*?)<\/script>/.exec(body)?.[1] ?? 'null');

  it('serves the local profile as today: the dev wallet and the running network', async () => {
    const page = await local.inject({ method: 'GET', url: '/swap' });
    expect(page.body).toContain('/devwallet/inpage.js');
    const values = configOf(page.body);
    expect(values).toMatchObject({ local: true, networkName: '', tokenListUrl: '/tokens.json' });
    expect(values.accountUrl).toBe('/devnet/accounts/{address}');
    expect(values.dexRoot).toBe(devnet.addresses().dexRoot ?? '');
    expect(values.wrappedNativeRoot).toBe(devnet.addresses().wtycho);
    expect(values.wrappedNativeRoot).toMatch(/^0:/);
    expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self';");
  });

  it('serves another profile without the dev wallet, with its services, roots and explorer', async () => {
    const page = await other.inject({ method: 'GET', url: '/swap' });
    expect(page.body).not.toContain('devwallet');
    expect((await other.inject({ method: 'GET', url: '/devwallet/inpage.js' })).statusCode).toBe(404);
    const values = configOf(page.body);
    expect(values).toMatchObject({ local: false, networkName: 'Other network', dexRoot: ROOT, voteEscrow: '' });
    expect(values.api.dex).toBe(`${API}/api/v2`);
    expect(JSON.stringify(values)).not.toContain('/devnet');
    expect(String(page.headers['content-security-policy'])).toContain(`connect-src 'self' ${API};`);
  });

  it('lets only the listed origins read the APIs from another page (CORS_ORIGINS)', async () => {
    const read = await other.inject({ method: 'GET', url: '/healthz', headers: { origin: PAGE_ORIGIN } });
    expect(read.headers['access-control-allow-origin']).toBe(PAGE_ORIGIN);
    expect(String(read.headers['access-control-expose-headers'])).toMatch(/chain-time/i);
    const preflight = await other.inject({
      method: 'OPTIONS',
      url: '/api/v2/pools',
      headers: { origin: PAGE_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    const stranger = await other.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const devControls = await other.inject({ method: 'GET', url: '/devnet/info', headers: { origin: PAGE_ORIGIN } });
    expect(devControls.headers['access-control-allow-origin']).toBeUndefined();
    const none = await local.inject({ method: 'GET', url: '/healthz', headers: { origin: PAGE_ORIGIN } });
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
  });
});
