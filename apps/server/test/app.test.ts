import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import { BASE_STEPS, createDevnet, hasSeededMarket, TRANSACTION_FEE, type Devnet } from '@tycho/devnet';
import { buildApp } from '../src/app';

describe('local network HTTP surface', () => {
  let database: DatabaseHandle;
  let devnet: Devnet;
  let app: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'tycho-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
    database = await openDatabase();
    devnet = await createDevnet({ db: database.db, seed: 1, steps: BASE_STEPS });
    app = await buildApp({
      config: { devWallet: true, devWalletVersion: '0.3.60', networkId: 1000, webDist },
      devnet,
      databaseKind: database.kind,
    });
  });

  afterAll(async () => {
    await app.close();
    await devnet.close();
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers /healthz with the database kind and chain time', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite', chainTime: devnet.now() });
  });

  it('serves an OpenAPI document listing every route', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/devnet/info', '/devnet/clock/advance', '/devnet/give']),
    );
    expect(document.paths['/devnet/give'].post.requestBody.content['application/json'].schema.required).toEqual([
      'to',
      'amount',
    ]);
  });

  it('rejects bad bodies with 400 and a message naming the field, never 500', async () => {
    const cases: [string, unknown][] = [
      ['/devnet/give', { to: 'nope', amount: '1' }],
      ['/devnet/give', { to: devnet.devAccounts()[0].address, amount: -5 }],
      ['/devnet/give', { to: devnet.devAccounts()[0].address, amount: '1'.repeat(80) }],
      ['/devnet/give', {}],
      ['/devnet/clock/advance', { seconds: 'ten' }],
      ['/devnet/clock/advance', { seconds: 1e30 }],
      ['/devnet/clock/advance', []],
    ];
    for (const [url, payload] of cases) {
      const response = await app.inject({ method: 'POST', url, payload: payload as object });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', message: expect.stringMatching(/body/) });
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/devnet/give',
      headers: { 'content-type': 'application/json' },
      payload: '{"to":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('Bad Request');
  });

  it('advances the chain clock and gives native coin', async () => {
    const before = devnet.now();
    const advanced = await app.inject({ method: 'POST', url: '/devnet/clock/advance', payload: { seconds: 3600 } });
    expect(advanced.json().chainTime).toBeGreaterThanOrEqual(before + 3600);
    // every API answer, a failed one too, says the chain's time (the web times rounds and "N minutes ago" by it)
    for (const url of ['/api/v2/pools', '/api/gauges/v1/nothing']) {
      const answer = await app.inject({ method: 'POST', url, payload: {} });
      expect(Number(answer.headers['x-chain-time'])).toBe(devnet.now());
    }
    expect((await app.inject({ method: 'GET', url: '/healthz' })).headers['x-chain-time']).toBeUndefined();

    const account = devnet.devAccounts()[1].address;
    const balanceBefore = BigInt(devnet.getFullContractState(account)!.balance);
    const given = await app.inject({
      method: 'POST',
      url: '/devnet/give',
      payload: { to: account, amount: '5000000000' },
    });
    expect(given.statusCode).toBe(200);
    // The recipient's wallet pays the flat fee of the transaction that receives the coin.
    expect(BigInt(devnet.getFullContractState(account)!.balance)).toBe(
      balanceBefore + 5_000_000_000n - TRANSACTION_FEE,
    );
  });

  it('deploys a fresh funded wallet on request, a new address each time', async () => {
    const first = await app.inject({ method: 'POST', url: '/devnet/wallets', payload: { amount: '7000000000' } });
    expect(first.statusCode, first.body).toBe(200);
    const wallet = first.json() as { address: string; name: string };
    const state = devnet.getFullContractState(wallet.address)!;
    expect(state.isDeployed).toBe(true);
    expect(BigInt(state.balance)).toBeGreaterThan(0n);
    expect(BigInt(state.balance)).toBeLessThanOrEqual(7_000_000_000n);
    const second = await app.inject({ method: 'POST', url: '/devnet/wallets', payload: {} });
    expect(second.json().address).not.toBe(wallet.address);
    expect((await app.inject({ method: 'POST', url: '/devnet/wallets', payload: { amount: 'x' } })).statusCode).toBe(
      400,
    );
  });

  it('answers account state and transactions by hash, 404 when unknown, 400 when malformed', async () => {
    const account = devnet.devAccounts()[2].address;
    const state = await app.inject({ method: 'GET', url: `/devnet/accounts/${account}` });
    expect(state.json()).toMatchObject({ address: account, isDeployed: true, balance: expect.stringMatching(/^\d+$/) });
    const unknown = await app.inject({ method: 'GET', url: `/devnet/accounts/0:${'9'.repeat(64)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Not Found');
    expect((await app.inject({ method: 'GET', url: '/devnet/accounts/0:xyz' })).statusCode).toBe(400);

    const lt = state.json().lastTransactionLt;
    expect(lt).toBeDefined();
    const page = await devnet.getTransactions(account, undefined, 1);
    const hash = page.transactions[0].id.hash;
    const transaction = await app.inject({ method: 'GET', url: `/devnet/transactions/${hash}` });
    expect(transaction.json().id.hash).toBe(hash);
    expect((await app.inject({ method: 'GET', url: `/devnet/transactions/${'0'.repeat(64)}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/devnet/transactions/zz' })).statusCode).toBe(400);
  });

  it('lists dev accounts and well-known addresses', async () => {
    const info = (await app.inject({ method: 'GET', url: '/devnet/info' })).json();
    expect(info.accounts.length).toBeGreaterThanOrEqual(4);
    expect(info.accounts[0].address).toMatch(/^0:[0-9a-f]{64}$/);
  });

  it('serves the app with the dev wallet injected for client routes, JSON 404 for unknown API paths', async () => {
    const page = await app.inject({ method: 'GET', url: '/pools/0:' + 'a'.repeat(64) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/devwallet/inpage.js');
    expect(page.body).toContain(`<script type="application/json" id="tycho-config">{"networkName":"","local":true,`);
    expect(page.body).toContain('"tokenListUrl":"/tokens.json"');
    expect(page.body).toContain(devnet.addresses().wtycho);
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/v2/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not Found' });
  });
});

describe('test-only switches', () => {
  it('serve POST /devnet/test/token-factory-callback, /devnet/test/clock and /devnet/test/limit-order-hold only when given (TEST_SWITCHES=on)', async () => {
    const database = await openDatabase();
    const devnet = await createDevnet({ db: database.db, seed: 1, steps: BASE_STEPS });
    const config = { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: tmpdir() };
    const faults: string[] = [];
    const plain = await buildApp({ config, devnet, databaseKind: database.kind });
    const forTests = await buildApp({
      config,
      devnet,
      databaseKind: database.kind,
      testSwitches: {
        tokenFactoryCallback: (caller, fault) => void faults.push(`${caller} ${fault}`),
        limitOrderHold: (owner, hold) => void faults.push(`${owner} hold ${hold}`),
        holdClock: (held) => devnet.holdClock(held),
      },
    });
    const caller = `0:${'ab'.repeat(32)}`;
    const switchTo = (app: FastifyInstance, fault: unknown) =>
      app.inject({ method: 'POST', url: '/devnet/test/token-factory-callback', payload: { caller, fault } });
    try {
      expect((await switchTo(plain, 'drop')).statusCode).toBe(404);
      const dropped = await switchTo(forTests, 'otherCallId');
      expect(dropped.statusCode).toBe(200);
      expect(dropped.json()).toEqual({ caller, fault: 'otherCallId' });
      expect((await switchTo(forTests, 'sometimes')).statusCode).toBe(400);
      expect(faults).toEqual([`${caller} otherCallId`]);

      // the limit-order hold: one owner's next orders kept in a state short of Active
      const holdOrders = (app: FastifyInstance, hold: unknown) =>
        app.inject({ method: 'POST', url: '/devnet/test/limit-order-hold', payload: { owner: caller, hold } });
      expect((await holdOrders(plain, 'AwaitTokens')).statusCode).toBe(404);
      const awaiting = await holdOrders(forTests, 'AwaitTokens');
      expect(awaiting.statusCode).toBe(200);
      expect(awaiting.json()).toEqual({ owner: caller, hold: 'AwaitTokens' });
      expect((await holdOrders(forTests, 'Filled')).statusCode).toBe(400);
      expect((await holdOrders(forTests, 'none')).statusCode).toBe(200);
      expect(faults.slice(1)).toEqual([`${caller} hold AwaitTokens`, `${caller} hold none`]);

      // the clock hold: the chain time stays while held (advancing still moves it), and runs on from there after
      const hold = (app: FastifyInstance, held: unknown) =>
        app.inject({ method: 'POST', url: '/devnet/test/clock', payload: { held } });
      expect((await hold(plain, true)).statusCode).toBe(404);
      const held = await hold(forTests, true);
      expect(held.statusCode).toBe(200);
      const heldAt = held.json().chainTime as number;
      await new Promise((done) => setTimeout(done, 1100));
      expect(devnet.now()).toBe(heldAt);
      await devnet.advanceClock(60);
      expect(devnet.now()).toBe(heldAt + 60);
      expect((await hold(forTests, 'yes')).statusCode).toBe(400);
      const released = await hold(forTests, false);
      expect(released.json()).toEqual({ held: false, chainTime: heldAt + 60 });
      await new Promise((done) => setTimeout(done, 1100));
      expect(devnet.now()).toBeGreaterThan(heldAt + 60);
    } finally {
      await plain.close();
      await forTests.close();
      await devnet.close();
      await database.close();
    }
  });
});

describe('background market controls', () => {
  it('pauses and resumes the market, and every request marks the network as used', async () => {
    const database = await openDatabase();
    const devnet = await createDevnet({ db: database.db, seed: 1, steps: BASE_STEPS });
    // a network without the seeded market gets no background market (main.ts checks this)
    expect(hasSeededMarket(devnet)).toBe(false);
    const calls: string[] = [];
    let running = true;
    const market = {
      get running() {
        return running;
      },
      ticks: 3,
      pause: async () => void (calls.push('pause'), (running = false)),
      resume: () => void (calls.push('resume'), (running = true)),
      touch: () => void calls.push('touch'),
    };
    const app = await buildApp({
      config: { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: tmpdir() },
      devnet,
      databaseKind: database.kind,
      market,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/devnet/market-activity' })).json()).toEqual({
        running: true,
        ticks: 3,
      });
      const paused = await app.inject({ method: 'POST', url: '/devnet/market-activity', payload: { running: false } });
      expect(paused.json()).toEqual({ running: false, ticks: 3 });
      const resumed = await app.inject({ method: 'POST', url: '/devnet/market-activity', payload: { running: true } });
      expect(resumed.json()).toEqual({ running: true, ticks: 3 });
      const bad = await app.inject({ method: 'POST', url: '/devnet/market-activity', payload: { running: 'no' } });
      expect(bad.statusCode).toBe(400);
      expect(calls.filter((c) => c !== 'touch')).toEqual(['pause', 'resume']);
      expect(calls.filter((c) => c === 'touch').length).toBe(4);
    } finally {
      await app.close();
      await devnet.close();
      await database.close();
    }
  });
});
