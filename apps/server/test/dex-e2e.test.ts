import * as nt from 'nekoton-wasm/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  DexPairAbi,
  DexRootAbi,
  DexRootAbiJson,
  TokenRootAbi,
  TokenWalletAbiJson,
  VaultTokenWalletAbiJson,
  WrappedCurrencyVaultAbiJson,
  ZERO_ADDRESS,
} from '@tycho/abi';
import type { DatabaseHandle } from '@tycho/db';
import type { Route } from '@tycho/api';
import { MARKET_POOLS, decodePayload, type DevnetHandle } from '@tycho/devnet';
import { openSeededNetwork } from '@tycho/devnet/testing';
import { buildApp } from '../src/app';
import { requireGetter } from '../src/chain/reader';
import { PoolCache } from '../src/dex';
import { COMBO_LAYOUT, COMBO_MAGIC } from '../src/dex/swap-payload';
import { query } from '../src/dex/sql';
import { DexIndexer } from '../src/indexer';

/** The seeded network (market and history) indexed by the real indexer, swapped through the payload endpoint. */
describe('DEX indexer and API over the seeded devnet', () => {
  let database: DatabaseHandle;
  let devnet: DevnetHandle;
  let indexer: DexIndexer;
  let app: FastifyInstance;
  const cache = { current: undefined as PoolCache | undefined };

  beforeAll(async () => {
    ({ database, devnet } = await openSeededNetwork());
    const poolCache = new PoolCache(database.db);
    cache.current = poolCache;
    indexer = new DexIndexer({ db: database.db, network: devnet, onBatch: () => poolCache.invalidate() });
    await indexer.start();
    app = await buildApp({
      config: { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' },
      devnet,
      databaseKind: database.kind,
      db: database.db,
      poolCache,
    });
  });

  afterAll(async () => {
    await app?.close();
    await indexer?.stop();
    await devnet?.close();
    await database?.close();
  });

  const post = async (url: string, payload?: unknown) => {
    const response = await app.inject({ method: 'POST', url, payload: payload as object });
    return { status: response.statusCode, body: response.json() };
  };
  const root = (symbol: string) => devnet.tokenMetadata().find((t) => t.symbol === symbol)!.address;

  /** A quote (cross_swap_route), then the payload of exactly that route: what the web app does after confirming. */
  const quoteAndBuild = async (
    quote: { amount: string; fromCurrencyAddress: string; toCurrencyAddress: string; slippage: number },
    call: Record<string, unknown>,
  ) => {
    const route = await post('/api/v2/pools/cross_swap_route', { ...quote, direction: 'expectedexchange' });
    expect(route.status, JSON.stringify(route.body)).toBe(200);
    expect(route.body.steps.length).toBeGreaterThan(0);
    return post('/api/v2/pools/cross_swap_payload', { ...call, route: route.body, slippage: quote.slippage });
  };

  it('indexes every seeded pool with reserves, TVL, prices and the history', async () => {
    const pools = await post('/api/v2/pools', { limit: 100 });
    expect(pools.body.totalCount).toBe(MARKET_POOLS.length);
    for (const pool of pools.body.pools) expect(Number(pool.tvl), pool.meta.currencies.join('-')).toBeGreaterThan(0);
    const prices = await post('/api/v2/currencies_usdt_prices', { currency_addresses: [root('QUBE'), root('WBTC')] });
    expect(Number(prices.body[root('QUBE')])).toBeGreaterThan(1);
    expect(Number(prices.body[root('QUBE')])).toBeLessThan(4);
    expect(Number(prices.body[root('WBTC')])).toBeGreaterThan(30_000);
    const transactions = await post('/api/v2/transactions', {});
    expect(transactions.body.totalCount).toBeGreaterThan(0);
    const currencies = await post('/api/v2/currencies', { limit: 100 });
    expect(currencies.body.currencies.map((c: { currency: string }) => c.currency)).not.toContain('USDТ');
  });

  it('builds a swap payload the devnet executes, and reports its status', async () => {
    const alice = devnet.devAccounts()[0].address;
    const usdt = root('USDT');
    const qube = root('QUBE');
    const built = await quoteAndBuild(
      { amount: '100000000', fromCurrencyAddress: usdt, toCurrencyAddress: qube, slippage: 0.02 },
      { id: '777001', nativeBalance: '10000000000000', tokenBalance: '100000000', recipient: alice },
    );
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    expect(built.body).toMatchObject({ abiFunction: 'transfer', amountToWrap: null });
    expect(
      (await post('/api/v2/pools/cross_swap_payload_status', { id: '777001', recipient: alice })).body.status,
    ).toBe('Pending');
    await sendBuilt(alice, built.body);
    const status = await post('/api/v2/pools/cross_swap_payload_status', { id: '777001', recipient: alice });
    expect(status.body).toMatchObject({ status: 'Succeed', tokenRoot: [qube] });
    expect(BigInt(status.body.amount[0])).toBeGreaterThanOrEqual(
      BigInt(built.body.route.steps.at(-1).minExpectedAmount),
    );
    const mine = await post('/api/v2/transactions', { userAddress: alice, eventType: ['swap'], limit: 1 });
    expect(mine.body.transactions[0]).toMatchObject({ eventType: 'swap', userAddress: alice });
  });

  /** Builds the payload, sends the wallet call the way the web app does, and answers the final status. */
  /** Sends a built swap payload from the sender's token wallet, as the app does, and waits for the indexer. */
  async function sendBuilt(
    sender: string,
    built: {
      route: { steps: { amount: string; poolAddress: string }[] };
      payload: string;
      walletOfDestination: string;
      gas: string;
    },
  ) {
    const first = built.route.steps[0];
    const body = nt.encodeInternalInput(TokenWalletAbiJson, 'transfer', {
      amount: first.amount,
      recipient: first.poolAddress,
      deployWalletValue: '100000000',
      remainingGasTo: sender,
      notify: true,
      payload: built.payload,
    });
    const sent = await devnet.sendFromWallet({
      sender,
      recipient: built.walletOfDestination,
      amount: BigInt(built.gas),
      bounce: true,
      body,
    });
    await sent.settled;
    await indexer.idle();
  }

  async function swap(
    id: string,
    from: string,
    to: string,
    amount: string,
    nativeInfo: string | null,
    tokenBalance: string,
  ) {
    const alice = devnet.devAccounts()[0].address;
    const spent = BigInt(amount);
    const held = BigInt(tokenBalance);
    const coinPart =
      nativeInfo === 'spendonlynative'
        ? amount
        : nativeInfo === 'spendnativeandwrappednative'
          ? (spent - (held < spent ? held : spent)).toString()
          : null;
    const built = await quoteAndBuild(
      { amount, fromCurrencyAddress: from, toCurrencyAddress: to, slippage: 0.05 },
      { id, nativeBalance: '10000000000000', tokenBalance, recipient: alice, nativeInfo, amountToWrap: coinPart },
    );
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    const first = built.body.route.steps[0];
    const { abiFunction, payload, amountToWrap } = built.body;
    const body =
      abiFunction === 'transfer'
        ? nt.encodeInternalInput(TokenWalletAbiJson, 'transfer', {
            amount: first.amount,
            recipient: first.poolAddress,
            deployWalletValue: '100000000',
            remainingGasTo: alice,
            notify: true,
            payload,
          })
        : abiFunction === 'wrap'
          ? nt.encodeInternalInput(WrappedCurrencyVaultAbiJson, 'wrap', {
              tokens: amountToWrap,
              owner_address: first.poolAddress,
              gas_back_address: alice,
              payload,
            })
          : nt.encodeInternalInput(VaultTokenWalletAbiJson, 'acceptNative', {
              amount: amountToWrap,
              deployWalletValue: '100000000',
              remainingGasTo: alice,
              payload,
            });
    const sent = await devnet.sendFromWallet({
      sender: alice,
      recipient: built.body.walletOfDestination,
      amount: BigInt(built.body.gas),
      bounce: true,
      body,
    });
    await sent.settled;
    await indexer.idle();
    return {
      built: built.body,
      status: (await post('/api/v2/pools/cross_swap_payload_status', { id, recipient: alice })).body,
    };
  }

  it('swaps native coin in (wrap), native coin out (unwrap) and in combined mode', async () => {
    const wtycho = devnet.addresses().wtycho;
    const onlyNative = await swap('777101', wtycho, root('USDT'), '50000000000', 'spendonlynative', '0');
    expect(onlyNative.built).toMatchObject({ abiFunction: 'wrap', amountToWrap: '50000000000' });
    expect(onlyNative.status).toMatchObject({ status: 'Succeed', tokenRoot: [root('USDT')] });
    const toNative = await swap('777102', root('USDT'), wtycho, '5000000', 'receivenative', '5000000');
    expect(toNative.status.status).toBe('Succeed');
    const combo = await swap(
      '777103',
      wtycho,
      root('USDT'),
      '50000000000',
      'spendnativeandwrappednative',
      '20000000000',
    );
    expect(combo.built).toMatchObject({ abiFunction: 'acceptNative', amountToWrap: '30000000000' });
    expect(combo.status).toMatchObject({ status: 'Succeed', tokenRoot: [root('USDT')] });
  });

  it('reports one-coin stable deposits (LP received) and withdrawals (the coin received) as Succeed', async () => {
    const lp = devnet.addresses()['lp:USDT-USDC-DAI']!;
    const deposit = await swap('777111', root('USDC'), lp, '100000000', null, '100000000');
    expect(deposit.built.route.steps.map((s: { actionType: string }) => s.actionType)).toEqual(['deposit']);
    expect(deposit.status).toMatchObject({ status: 'Succeed', tokenRoot: [lp] });
    const lpReceived = BigInt(deposit.status.amount[0]);
    expect(lpReceived).toBeGreaterThanOrEqual(BigInt(deposit.built.route.steps[0].minExpectedAmount));
    const half = (lpReceived / 2n).toString();
    const withdrawal = await swap('777112', lp, root('DAI'), half, null, half);
    expect(withdrawal.built.route.steps.map((s: { actionType: string }) => s.actionType)).toEqual(['withdraw']);
    expect(withdrawal.status).toMatchObject({ status: 'Succeed', tokenRoot: [root('DAI')] });
    expect(BigInt(withdrawal.status.amount[0])).toBeGreaterThanOrEqual(
      BigInt(withdrawal.built.route.steps[0].minExpectedAmount),
    );
  });

  it('records the LP root of a pool a user creates (first seen before its LP token exists)', async () => {
    const alice = devnet.devAccounts()[0].address;
    const dexRoot = devnet.addresses().dexRoot!;
    const [left, right] = [root('AAVE'), root('LINK')];
    const body = nt.encodeInternalInput(DexRootAbiJson, 'deployPair', {
      left_root: left,
      right_root: right,
      send_gas_to: alice,
    });
    const sent = await devnet.sendFromWallet({
      sender: alice,
      recipient: dexRoot,
      amount: 10_000_000_000n,
      bounce: true,
      body,
    });
    await sent.settled;
    await indexer.idle();
    const expected = { answerId: 0, left_root: left, right_root: right };
    const pool = requireGetter(devnet, dexRoot, DexRootAbi, 'getExpectedPairAddress', expected).value0;
    const detail = await app.inject({ method: 'POST', url: `/api/v2/pools/address/${pool}`, payload: {} });
    expect(detail.statusCode, detail.body).toBe(200);
    const roots = requireGetter(devnet, pool, DexPairAbi, 'getTokenRoots', { answerId: 0 });
    expect(roots.lp).not.toBe(ZERO_ADDRESS);
    expect(detail.json().meta.lpAddress).toBe(roots.lp);
    const lpDecimals = requireGetter(devnet, roots.lp, TokenRootAbi, 'decimals', { answerId: 0 }).value0;
    const [row] = await query<{ lp_decimals: number | null }>(
      database.db,
      sql`select lp_decimals from dex_pools where address = ${pool}`,
    );
    expect(row.lp_decimals).toBe(Number(lpDecimals));
  });

  it('serves the upgradable-token manifest and tells v4 roots from v5 roots', async () => {
    const manifest = (await app.inject({ method: 'GET', url: '/upgradable-tokens.json' })).json();
    expect(manifest.tokens.length).toBeGreaterThan(0);
    const [first] = manifest.tokens;
    const v4 = (
      await app.inject({ method: 'GET', url: `/api/tokens/v1/root_contract/root_address/${first.rootV4}` })
    ).json();
    const v5 = (
      await app.inject({ method: 'GET', url: `/api/tokens/v1/root_contract/root_address/${first.rootV5}` })
    ).json();
    expect(v4).toMatchObject({ symbol: first.symbol, standard: 'tip3' });
    expect(v5).toMatchObject({ symbol: first.symbol, standard: 'tip3.1' });
  });

  it('reports a swap cancelled by slippage with the spent tokens that came back', async () => {
    const alice = devnet.devAccounts()[0].address;
    const usdt = root('USDT');
    const qube = root('QUBE');
    const built = await quoteAndBuild(
      { amount: '1000000000', fromCurrencyAddress: usdt, toCurrencyAddress: qube, slippage: 0 },
      { id: '777201', nativeBalance: '10000000000000', tokenBalance: '1000000000', recipient: alice },
    );
    expect(built.status).toBe(200);
    // Another swap moves the price first: the minimum of the payload (slippage 0) is no longer reachable.
    expect((await swap('777202', usdt, qube, '20000000000', null, '20000000000')).status.status).toBe('Succeed');
    await sendBuilt(alice, built.body);
    const status = await post('/api/v2/pools/cross_swap_payload_status', { id: '777201', recipient: alice });
    expect(status.body).toMatchObject({ status: 'Cancelled', amount: ['1000000000'], tokenRoot: [usdt] });
  });

  /** ref2 of a cross-pair exchange payload: this step's minimum and token, and the next steps (pool, nested ref2). */
  const STEP_LAYOUT: nt.AbiParam[] = [
    { name: 'expectedAmount', type: 'uint128' },
    { name: 'outcoming', type: 'address' },
    {
      name: 'nextSteps',
      type: 'tuple[]',
      components: [
        { name: 'numerator', type: 'uint128' },
        { name: 'pool', type: 'address' },
        { name: 'payload', type: 'cell' },
        { name: 'nestedNodes', type: 'uint32' },
        { name: 'leaves', type: 'uint32' },
      ],
    },
  ];
  const tryUnpack = (data: string) => {
    try {
      return nt.unpackFromCell(STEP_LAYOUT, data, false, '2.2') as unknown as Decoded;
    } catch {
      return { ...(nt.unpackFromCell(STEP_LAYOUT.slice(0, 2), data, true, '2.2') as object), nextSteps: [] } as Decoded;
    }
  };
  type Decoded = { expectedAmount: string; outcoming: string; nextSteps: { pool: string; payload: string }[] };
  /** The (pool, minimum, token) chain an encoded cross-pair payload carries. */
  const chainOf = (payload: string, firstPool: string) => {
    const head = decodePayload(payload)!;
    const chain: { pool: string; min: string; token: string }[] = [];
    let data = head.data;
    let pool = firstPool;
    for (;;) {
      // a single exchange step has no next-steps list
      const step = tryUnpack(data);
      chain.push({ pool, min: step.expectedAmount, token: step.outcoming });
      if (step.nextSteps.length === 0) return { head, chain };
      pool = step.nextSteps[0].pool;
      data = step.nextSteps[0].payload;
    }
  };
  const confirmed = async (from: string, to: string, amount: string) => {
    const route = await post('/api/v2/pools/cross_swap_route', {
      amount,
      direction: 'expectedexchange',
      fromCurrencyAddress: from,
      toCurrencyAddress: to,
      slippage: 0.01,
    });
    expect(route.status).toBe(200);
    return route.body as Route;
  };
  /** The route asking twice what its pools deliver: the re-quote cannot meet it. */
  const greedyOf = (route: Route): Route => ({
    ...route,
    steps: route.steps.map((s) => {
      const doubled = (BigInt(s.expectedAmount) * 2n).toString();
      return { ...s, expectedAmount: doubled, minExpectedAmount: doubled };
    }),
  });
  const callOf = (route: Route, id: string, extra: Record<string, unknown> = {}) => ({
    route,
    slippage: 0.01,
    id,
    nativeBalance: '10000000000000',
    tokenBalance: route.steps[0]?.amount ?? '0',
    recipient: devnet.devAccounts()[0].address,
    ...extra,
  });

  it('encodes exactly the confirmed steps, pools and minimums of a cross-pair route', async () => {
    const route = await confirmed(root('DAI'), root('WETH'), (100n * 10n ** 18n).toString());
    expect(route.steps.length).toBeGreaterThanOrEqual(2);
    // minimums below the quote's are the user's to choose: the payload carries them as given, not re-derived
    const mine: Route = {
      ...route,
      steps: route.steps.map((s, k) => ({
        ...s,
        minExpectedAmount: (BigInt(s.minExpectedAmount) - BigInt(k + 1)).toString(),
      })),
    };
    const built = await post('/api/v2/pools/cross_swap_payload', callOf(mine, '777301'));
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    expect(built.body).toMatchObject({ status: 'ready', abiFunction: 'transfer', route: mine });
    const { head, chain } = chainOf(built.body.payload, mine.steps[0].poolAddress);
    expect(head.id).toBe(777301n);
    expect(chain).toEqual(
      mine.steps.map((s) => ({ pool: s.poolAddress, min: s.minExpectedAmount, token: s.receiveCurrencyAddress })),
    );
  });

  it('packs the combined-mode payload around the confirmed route with the given coin part', async () => {
    const wtycho = devnet.addresses().wtycho;
    const route = await confirmed(wtycho, root('USDT'), '40000000000');
    const built = await post(
      '/api/v2/pools/cross_swap_payload',
      callOf(route, '777302', {
        nativeInfo: 'spendnativeandwrappednative',
        tokenBalance: '10000000000',
        amountToWrap: '30000000000',
      }),
    );
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    expect(built.body).toMatchObject({ abiFunction: 'acceptNative', amountToWrap: '30000000000' });
    const combo = nt.unpackFromCell(COMBO_LAYOUT, built.body.payload, false, '2.2') as Record<string, string>;
    expect(Number(combo.magic)).toBe(COMBO_MAGIC);
    expect(combo.total).toBe('40000000000');
    expect(chainOf(combo.swapPayload, route.steps[0].poolAddress).chain.at(-1)!.min).toBe(
      route.steps.at(-1)!.minExpectedAmount,
    );
    // a coin part the token balance cannot complete is refused
    const short = await post(
      '/api/v2/pools/cross_swap_payload',
      callOf(route, '777303', {
        nativeInfo: 'spendnativeandwrappednative',
        tokenBalance: '1',
        amountToWrap: '30000000000',
      }),
    );
    expect(short).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^body\.tokenBalance/) } });
  });

  it('refuses a tampered or non-chaining route with 400 and builds nothing', async () => {
    const route = await confirmed(root('DAI'), root('WETH'), (100n * 10n ** 18n).toString());
    const [a, b] = route.steps;
    const bad = async (steps: Route['steps'], message: RegExp) => {
      const answer = await post('/api/v2/pools/cross_swap_payload', callOf({ ...route, steps }, '777304'));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.message).toMatch(message);
    };
    await bad([b, a], /body\.route\.steps\.\d: /);
    await bad([a, { ...b, spentCurrencyAddress: root('QUBE') }], /steps\.1: /);
    await bad([{ ...a, poolAddress: `0:${'9'.repeat(64)}` }, b], /steps\.0: pool .* is not a known pool/);
    await bad([{ ...a, poolType: a.poolType === 'common' ? 'stable' : 'common' }, b], /steps\.0: pool .* is a /);
    await bad(
      [
        { ...a, receiveCurrencyAddress: root('QUBE') },
        { ...b, spentCurrencyAddress: root('QUBE') },
      ],
      /steps\.0: /,
    );
    await bad(
      [a, { ...b, minExpectedAmount: (BigInt(b.expectedAmount) + 1n).toString() }],
      /steps\.1: minExpectedAmount/,
    );
    await bad([a, a], /used twice|does not chain/);
  });

  it('answers rateChanged with a fresh quote of the same pools when the confirmed minimum cannot be delivered', async () => {
    const route = await confirmed(root('DAI'), root('WETH'), (100n * 10n ** 18n).toString());
    const answer = await post('/api/v2/pools/cross_swap_payload', callOf(greedyOf(route), '777305'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.status).toBe('rateChanged');
    expect(answer.body).not.toHaveProperty('payload');
    expect(answer.body.route.steps.map((s: { poolAddress: string }) => s.poolAddress)).toEqual(
      route.steps.map((s) => s.poolAddress),
    );
    expect(answer.body.route.steps[0].amount).toBe(route.steps[0].amount);
  });

  it('routes through a listed pool below the minimum TVL, flagged low liquidity, and keeps the flag on a re-quote', async () => {
    // LINK's only pool (LINK/WETH) is seeded below the default minimum TVL of $50K
    const route = await confirmed(root('LINK'), root('WETH'), (2n * 10n ** 18n).toString());
    expect(route).toMatchObject({ steps: [{}], lowLiquidity: true, noRouteReason: null });
    const viaWeth = await confirmed(root('LINK'), root('USDT'), (2n * 10n ** 18n).toString());
    expect(viaWeth.steps.length > 1 && viaWeth.lowLiquidity).toBe(true);
    const answer = await post('/api/v2/pools/cross_swap_payload', callOf(greedyOf(route), '777306'));
    expect(answer.body).toMatchObject({ status: 'rateChanged', route: { lowLiquidity: true } });
  });

  it('resumes after a restart with the same totals', async () => {
    const totals = async () =>
      query<{ n: string; tvl: string }>(
        database.db,
        sql`select (select count(*) from dex_transactions)::text as n, (select sum(tvl) from dex_pools)::text as tvl`,
      );
    const before = await totals();
    await indexer.stop();
    indexer = new DexIndexer({ db: database.db, network: devnet, onBatch: () => cache.current?.invalidate() });
    await indexer.start();
    expect(await totals()).toEqual(before);
  });
});
