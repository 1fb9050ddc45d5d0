import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { GENESIS_SUPPLY, type DevnetHandle } from '@tycho/devnet';
import { startPageApps } from './app-fixture';
import { loadConfig } from '../src/config';
import { hostNameOf } from '../src/http/security';

describe('the HTTP surface refuses what it must', () => {
  let pages: Awaited<ReturnType<typeof startPageApps>>;
  let devnet: DevnetHandle;
  let app: FastifyInstance;
  let exposed: FastifyInstance;

  beforeAll(async () => {
    const bound = loadConfig({ HOST: '0.0.0.0', ALLOWED_HOSTS: 'dex.example' }, [], '/');
    pages = await startPageApps([{}, bound]);
    ({ devnet } = pages);
    [app, exposed] = pages.apps as [FastifyInstance, FastifyInstance];
  });

  afterAll(() => pages.close());

  it('sends the security headers with a policy that allows no inline script', async () => {
    for (const url of ['/', '/swap', '/healthz', '/api/openapi.json']) {
      const response = await app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    const page = await app.inject({ method: 'GET', url: '/' });
    // the only inline element is the configuration data block, which is not a script
    const inlineScripts = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inlineScripts).toEqual([' type="application/json" id="tycho-config"']);
  });

  it('answers only to its host names (DNS rebinding)', async () => {
    const evil = await app.inject({ method: 'GET', url: '/healthz', headers: { host: 'evil.example' } });
    expect(evil.statusCode).toBe(421);
    expect(evil.json().message).toContain('ALLOWED_HOSTS');
    const rebound = await app.inject({
      method: 'POST',
      url: '/devnet/wallets',
      headers: { host: 'evil.example:8080' },
    });
    expect(rebound.statusCode).toBe(421);
    for (const host of ['localhost:8080', '127.0.0.1', '[::1]:80']) {
      expect((await app.inject({ method: 'GET', url: '/healthz', headers: { host } })).statusCode).toBe(200);
    }
    expect(
      (await exposed.inject({ method: 'GET', url: '/healthz', headers: { host: 'dex.example' } })).statusCode,
    ).toBe(200);
  });

  it('refuses the dev controls on a non-loopback bind unless enabled, and says why', async () => {
    const to = devnet.devAccounts()[0].address;
    const before = devnet.getFullContractState(to)?.balance;
    const give = await exposed.inject({ method: 'POST', url: '/devnet/give', payload: { to, amount: '1000' } });
    expect(give.statusCode).toBe(403);
    expect(give.json().message).toContain('DEV_CONTROLS=on');
    expect(devnet.getFullContractState(to)?.balance).toBe(before);
    // reading stays open: the account links of the app point there
    expect((await exposed.inject({ method: 'GET', url: `/devnet/accounts/${to}` })).statusCode).toBe(200);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_CONTROLS: 'on' }, [], '/').devControls).toBe(true);
    expect(loadConfig({}, [], '/').devControls).toBe(true);
  });

  it('gives only what the giver can pay, and only amounts a contract can hold', async () => {
    const to = devnet.devAccounts()[0].address;
    const before = devnet.getFullContractState(to)?.balance;
    const huge = (2n ** 128n).toString();
    for (const payload of [{ to, amount: huge }, { amount: huge }]) {
      const url = 'to' in payload ? '/devnet/give' : '/devnet/wallets';
      const response = await app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain('amount');
    }
    const tooMuch = (GENESIS_SUPPLY + 1n).toString();
    const give = await app.inject({ method: 'POST', url: '/devnet/give', payload: { to, amount: tooMuch } });
    expect(give.statusCode).toBe(400);
    expect(give.json().message).toContain('the giver holds');
    const wallet = await app.inject({ method: 'POST', url: '/devnet/wallets', payload: { amount: tooMuch } });
    expect(wallet.statusCode).toBe(400);
    expect(devnet.getFullContractState(to)?.balance).toBe(before);
  });

  it('names a refused __proto__ key instead of calling the body invalid JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/devnet/wallets',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('"__proto__"');
    const broken = await app.inject({
      method: 'POST',
      url: '/devnet/wallets',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain('not valid JSON');
  });

  it('reads host names out of Host headers', () => {
    expect(hostNameOf('LOCALHOST:8080')).toBe('localhost');
    expect(hostNameOf('[::1]:8080')).toBe('::1');
    expect(hostNameOf('127.0.0.1')).toBe('127.0.0.1');
    expect(hostNameOf(undefined)).toBeUndefined();
  });
});
