import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PORTFOLIO_ROUTES,
  portfolioDaoRoute,
  portfolioLpRoute,
  portfolioProposalVotesRoute,
  portfolioTokensRoute,
} from '@tycho/api';
import type { DatabaseHandle } from '@tycho/db';
import { createMarketActivity, type DevnetHandle, type DevnetInternals } from '@tycho/devnet';
import { openSeededNetwork } from '@tycho/devnet/testing';
import { buildApp } from '../src/app';
import { DexIndexer } from '../src/indexer';
import { AnswerCache } from '../src/http/answer-cache';
import { walletBalance } from '../src/portfolio/wallet';
import { history, totals } from '../src/portfolio/history';
import { FactoryRoots } from '../src/builder/roots';
import { replayFromChain } from './lp-fees-replay';
import { devnetTokenCatalog } from '../src/network/devnet';
import { query } from '../src/dex/sql';
import { sql } from 'drizzle-orm';
import { abiJson, GaugeAbi, GaugeAccountAbi } from '@tycho/abi';

/** The portfolio API over the seeded devnet, indexed: every section of Dave (v4 tokens, LP, farm, gauge, ended lock) and Heidi (orders, builder token, DEX account). */
describe('portfolio API (/api/portfolio/v1) over the seeded devnet', () => {
  type Amount = { amount: string };
  let database: DatabaseHandle;
  let devnet: DevnetHandle & DevnetInternals;
  let indexer: DexIndexer;
  let app: FastifyInstance;
  let dave: string;
  let heidi: string;
  const get = async <T>(address: string, section: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/portfolio/v1/${address}/${section}` });
    return { status: res.statusCode, body: res.json() as T };
  };

  beforeAll(async () => {
    const seeded = await openSeededNetwork();
    database = seeded.database;
    devnet = seeded.devnet as DevnetHandle & DevnetInternals;
    // the answers kept as the server keeps them: invalidated after each indexer batch
    const answers = new AnswerCache(devnet);
    indexer = new DexIndexer({
      db: database.db,
      network: devnet,
      limitOrderFactory: devnet.addresses().limitOrderFactory,
      farmFabric: devnet.addresses().farmFabric,
      onBatch: () => answers.invalidate(),
    });
    await indexer.start();
    await indexer.idle();
    app = await buildApp({
      config: { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' },
      devnet,
      databaseKind: database.kind,
      db: database.db,
      answers,
    });
    const accounts = devnet.devAccounts();
    dave = accounts.find((x) => x.name === 'Dave')!.address;
    heidi = accounts.find((x) => x.name === 'Heidi')!.address;
  }, 400_000);

  afterAll(async () => {
    await app?.close();
    await indexer?.stop();
    await devnet?.close();
    await database?.close();
  });

  it('refuses a bad address naming the field, and lists every section in the OpenAPI document', async () => {
    const bad = await get<{ message: string }>('0:nothex', 'tokens');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^params\.address: /);
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: object };
    for (const route of PORTFOLIO_ROUTES)
      expect(Object.keys(doc.paths)).toContain(route.path.replace(':address', '{address}'));
  });

  it("answers Dave's tokens with the chain's balances, v4 tokens pointing at their v5 token", async () => {
    const tokens = await get<{
      items: { tokenRoot: string; amount: string; upgradeTo: string | null; usd: string | null }[];
      usd: string;
    }>(dave, 'tokens');
    expect(tokens.status).toBe(200);
    portfolioTokensRoute.response.parse(tokens.body);
    expect(tokens.body.items.length).toBeGreaterThan(3);
    for (const t of tokens.body.items) expect(t.amount).toBe(String(walletBalance(devnet, t.tokenRoot, dave)));
    const v4 = tokens.body.items.filter((t) => t.upgradeTo);
    expect(v4.length).toBeGreaterThan(0);
    for (const t of v4) expect(t.usd).not.toBeNull();
    const sum = tokens.body.items.reduce((a, t) => a + Number(t.usd ?? 0), 0);
    expect(Number(tokens.body.usd)).toBeCloseTo(sum, 3);
  });

  it("lists the native coin at the wrapped coin's price and the builder tokens a wallet holds without owning them", async () => {
    type Tokens = {
      items: { tokenRoot: string; symbol: string; amount: string; builder: boolean; usd: string | null }[];
      native: { amount: string; wrappedRoot: string; decimals: number; usd: string | null } | null;
    };
    const grace = devnet.devAccounts().find((x) => x.name === 'Grace')!.address;
    const { body } = await get<Tokens>(grace, 'tokens');
    portfolioTokensRoute.response.parse(body);
    const wtycho = devnet.addresses().wtycho!;
    expect(body.native).toMatchObject({ amount: devnet.getFullContractState(grace)!.balance, wrappedRoot: wtycho });
    expect(BigInt(body.native!.amount)).toBeGreaterThan(0n);
    // valued as the wrapped coin: its USD price from the tokens' own answer
    const price = (await app.inject({ method: 'POST', url: `/api/v2/currencies/${wtycho}` })).json() as {
      price: string;
    };
    expect(Number(body.native!.usd)).toBeCloseTo((Number(body.native!.amount) / 1e9) * Number(price.price), 3);
    // Grace holds DEMO (Heidi's builder token): listed, marked, without a price
    const demo = body.items.find((t) => t.tokenRoot === devnet.addresses()['builder:DEMO']);
    expect(demo).toMatchObject({ symbol: 'DEMO', builder: true, usd: null, amount: String(2_500n * 10n ** 6n) });
    expect(body.items.filter((t) => t.builder)).toHaveLength(1);
  });

  it("gives the swap fees Dave's LP earned since his first deposit, within the pool's fees", async () => {
    const lp = await get<{
      items: {
        pool: string;
        feesEarned: { since: number | null; tokens: { amount: string; usd: string | null }[]; usd: string } | null;
        feesUnknown: string | null;
      }[];
    }>(dave, 'lp');
    portfolioLpRoute.response.parse(lp.body);
    expect(lp.body.items.length).toBeGreaterThan(0);
    for (const p of lp.body.items) {
      // Dave's seeded LP comes from his own deposits: every figure is known
      expect(p.feesUnknown).toBeNull();
      const fees = p.feesEarned!;
      const [row] = await query<{ first: number; fee_all_time: string }>(
        database.db,
        sql`select (select min(timestamp) from dex_transactions where pool = ${p.pool} and user_address = ${dave}
          and event_type = 'deposit') as first, fee_all_time::text as fee_all_time from dex_pools where address = ${p.pool}`,
      );
      expect(fees.since).toBe(row!.first);
      expect(fees.tokens.some((t) => BigInt(t.amount) > 0n)).toBe(true);
      expect(Number(fees.usd)).toBeCloseTo(
        fees.tokens.reduce((a, t) => a + Number(t.usd), 0),
        5,
      );
      // a share of the LP part of the fees is less than every fee the pool took
      expect(Number(fees.usd)).toBeLessThan(Number(row!.fee_all_time));
    }
  });

  it("answers Dave's LP, gauge deposit, active QUBE lock and the QUBE of his ended one", async () => {
    const lp = await get<{ items: { sharePercent: string; tokens: unknown[]; lp: { amount: string } }[] }>(dave, 'lp');
    expect(lp.body.items.length).toBeGreaterThan(0);
    for (const p of lp.body.items) {
      expect(Number(p.sharePercent)).toBeGreaterThan(0);
      expect(p.tokens.length).toBeGreaterThanOrEqual(2);
    }
    const gauges = await get<{
      items: {
        gauge: string;
        lp: { amount: string };
        boost: string;
        lockBoost: string;
        rewards: Amount[];
        vesting: Amount[];
      }[];
    }>(dave, 'gauges');
    expect(gauges.body.items).toHaveLength(1);
    expect(BigInt(gauges.body.items[0]!.lp.amount)).toBeGreaterThan(0n);
    // his deposit has no lock; his veQUBE boosts its QUBE: the figures the gauge page shows (the account's getters)
    const { gauge: daveGauge, boost, lockBoost } = gauges.body.items[0]!;
    const account = (devnet as DevnetHandle & DevnetInternals).get(
      daveGauge,
      abiJson(GaugeAbi),
      'getGaugeAccountAddress',
      {
        answerId: 0,
        user: dave,
      },
    ).value0 as string;
    const details = (devnet as DevnetHandle & DevnetInternals).get(account, abiJson(GaugeAccountAbi), 'getDetails', {
      answerId: 0,
    });
    const ratio = (x: unknown) => (Number(x) / Number(details._balance)).toFixed(4);
    expect(lockBoost).toBe('1.0000');
    expect(boost).toBe(ratio(details._totalBoostedBalance));
    expect(Number(boost)).toBeGreaterThan(1);
    // WTYCHO-USDT vests half of each USDT reward: the gauge page's user-rewards call and the portfolio agree on it
    const item = gauges.body.items[0]!;
    const usdtVesting = BigInt(item.vesting[1]!.amount);
    expect(item.vesting[0]!.amount).toBe('0');
    expect(usdtVesting).toBeGreaterThan(0n);
    const res = await app.inject({
      method: 'POST',
      url: '/api/gauges/v1/gauges/user-rewards',
      payload: { gaugeAddress: item.gauge, userAddress: dave },
    });
    const page = res.json() as { rewards: { unlockedReward: string; lockedReward: string }[] };
    // the clock runs between the two reads: equal to within 1 %
    for (const [i, r] of page.rewards.entries()) {
      const near = (a: bigint, b: bigint) => expect(Math.abs(Number(a - b))).toBeLessThanOrEqual(Number(b) / 100 + 1);
      near(BigInt(r.lockedReward), BigInt(item.vesting[i]!.amount));
      near(BigInt(r.unlockedReward), BigInt(item.rewards[i]!.amount));
    }
    const dao = await get<{ unlockable: string; items: { expired: boolean; amount: string }[] }>(dave, 'dao');
    portfolioDaoRoute.response.parse(dao.body);
    // his later votes brought the account up to date: the ended 2,000 QUBE wait to be unlocked, the 150 stay locked
    expect(dao.body.unlockable).toBe('2000000000000');
    expect(dao.body.items).toEqual([expect.objectContaining({ expired: false, amount: '150000000000' })]);
  });

  it("answers Dave's open order, builder token, DEX account balance and proposal vote", async () => {
    const orders = await get<{ items: { filledPercent: string }[] }>(dave, 'limit-orders');
    expect(orders.body.items).toHaveLength(1);
    expect(Number(orders.body.items[0]!.filledPercent)).toBeGreaterThan(30);
    const builder = await get<{ items: { symbol: string }[] }>(dave, 'builder');
    expect(builder.body.items.map((t) => t.symbol)).toEqual(['DAVE']);
    const account = await get<{ items: { symbol: string; amount: string }[] }>(dave, 'dex-account');
    expect(account.body.items.map((t) => [t.symbol, t.amount]).sort()).toEqual([
      ['QUBE', '40000000000'],
      ['USDT', '25000000'],
    ]);
    const votes = await get<{ items: { proposalId: number; support: boolean; availableForUnlock: boolean }[] }>(
      dave,
      'proposal-votes',
    );
    expect(votes.body.items).toEqual([
      expect.objectContaining({ proposalId: 1, support: true, availableForUnlock: true }),
    ]);
  });

  it("answers Dave's farm pool deposit with its vested rewards", async () => {
    const farms = await get<{ items: { lp: { amount: string }; rewards: unknown[]; usd: string | null }[] }>(
      dave,
      'farms',
    );
    expect(farms.status).toBe(200);
    expect(farms.body.items.length).toBeGreaterThan(0);
    for (const f of farms.body.items) {
      expect(BigInt(f.lp.amount)).toBeGreaterThan(0n);
      expect(f.rewards.length).toBeGreaterThan(0);
    }
  });

  it("answers Heidi's open orders, her builder token and her DEX account", async () => {
    const orders = await get<{ items: { filledPercent: string; spent: { usd: string | null } }[] }>(
      heidi,
      'limit-orders',
    );
    expect(orders.body.items).toHaveLength(2);
    for (const o of orders.body.items) expect(o.filledPercent).toBe('0');
    const builder = await get<{ items: { symbol: string; balance: string }[] }>(heidi, 'builder');
    expect(builder.body.items.map((t) => t.symbol)).toEqual(['DEMO']);
    expect(BigInt(builder.body.items[0]!.balance)).toBeGreaterThan(0n);
    const account = await get<{ dexAccount: string | null; items: unknown[] }>(heidi, 'dex-account');
    expect(account.body.dexAccount).not.toBeNull();
    expect(account.body.items.length).toBeGreaterThan(0);
  });

  it("answers Alice's votes locked in proposals, each unlockable once its proposal left voting", async () => {
    const alice = devnet.addresses()['account:Alice']!;
    const res = await get<{
      account: string | null;
      items: { proposalId: number; title: string; state: string; support: boolean; availableForUnlock: boolean }[];
    }>(alice, 'proposal-votes');
    expect(res.status).toBe(200);
    portfolioProposalVotesRoute.response.parse(res.body);
    expect(res.body.account).not.toBeNull();
    expect(res.body.items.map((v) => [v.proposalId, v.state, v.support, v.availableForUnlock])).toEqual([
      [6, 'Queued', true, true],
      [2, 'Failed', true, true],
      [1, 'Executed', false, true],
    ]);
    expect(res.body.items[2]!.title).toBe('Fund the community grants wallet');
    // Bob unlocked his vote on 1 and voted on 7, still Active
    const bob = await get<{ items: { proposalId: number; availableForUnlock: boolean }[] }>(
      devnet.addresses()['account:Bob']!,
      'proposal-votes',
    );
    expect(bob.body.items.find((v) => v.proposalId === 1)).toBeUndefined();
    expect(bob.body.items.find((v) => v.proposalId === 7)).toMatchObject({ availableForUnlock: false });
    expect((await get<{ items: unknown[] }>(heidi, 'proposal-votes')).body.items).toEqual([]);
  });

  it('totals are the sections summed; the history ends with the value now, one point a day', async () => {
    const totals = await get<{ usd: string; kinds: { kind: string; usd: string }[] }>(dave, 'totals');
    const sections = ['tokens', 'lp', 'dex-account', 'farms', 'gauges', 'dao', 'limit-orders'];
    const values = await Promise.all(sections.map(async (s) => Number((await get<{ usd: string }>(dave, s)).body.usd)));
    // the tokens kind counts the native coin and leaves out the tokens the catalogue flags as scam
    const tokens = await get<{ items: { tokenRoot: string; usd: string | null }[]; native: { usd: string } }>(
      dave,
      'tokens',
    );
    const scam = devnet.addresses()['token:USD\u0422']; // Cyrillic Т
    expect(tokens.body.items.some((t) => t.tokenRoot === scam && t.usd !== null)).toBe(true);
    values[0] =
      tokens.body.items.filter((t) => t.tokenRoot !== scam).reduce((a, t) => a + Number(t.usd ?? 0), 0) +
      Number(tokens.body.native.usd);
    // farm and gauge rewards accrue with the chain clock, which moves between the requests: a second's worth of
    // reward at most, far below the 0.001 % allowed here
    const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(1e-6, Math.abs(b) * 1e-5);
    const kinds = totals.body.kinds.map((k) => Number(k.usd));
    expect(kinds).toHaveLength(values.length);
    kinds.forEach((v, i) => expect(near(v, values[i]!), `${sections[i]}: ${v} against ${values[i]}`).toBe(true));
    const sum = values.reduce((a, v) => a + v, 0);
    expect(near(Number(totals.body.usd), sum), `total ${totals.body.usd} against ${sum}`).toBe(true);
    const history = await get<{ points: { time: number; usd: string }[] }>(dave, 'history');
    const points = history.body.points;
    expect(points).toHaveLength(31);
    expect(near(Number(points.at(-1)!.usd), Number(totals.body.usd))).toBe(true);
    for (let k = 1; k < points.length; k++) expect(points[k]!.time).toBeGreaterThan(points[k - 1]!.time);
    for (const p of points) expect(Number(p.usd)).toBeGreaterThan(0);
  });

  // last: the market's ticks change what the cases above read
  it('keeps the LP fees the indexer folds across new trades: equal to a fresh full replay of the chain', async () => {
    type Lp = {
      items: {
        pool: string;
        lp: Amount;
        tokens: { tokenRoot: string }[];
        feesEarned: { since: number | null; tokens: Amount[] } | null;
      }[];
    };
    const amounts = (body: Lp) =>
      body.items.map((p) => [p.pool, p.feesEarned?.since, p.feesEarned?.tokens.map((t) => t.amount)]);
    const first = await get<Lp>(dave, 'lp');
    const market = createMarketActivity(devnet);
    // ticks until Dave's pools saw a few new transactions (the market trades in every pool, a few at a time)
    const latest = async () =>
      Promise.all(
        first.body.items.map(async (p) => (await devnet.getTransactions(p.pool, undefined, 1)).transactions[0]?.id.lt),
      );
    const before = await latest();
    for (let k = 0; k < 80; k++) {
      await market.tick();
      const now = await latest();
      if (now.filter((lt, i) => lt !== before[i]).length >= Math.min(2, now.length) && k >= 5) break;
    }
    await market.stop();
    await indexer.idle();
    const second = await get<Lp>(dave, 'lp');
    // the figures the indexer kept against a replay of each pool's whole history read from the chain
    const fresh = await Promise.all(
      second.body.items.map(async (p) => {
        const [pool] = await query<{ roots: string[] }>(
          database.db,
          sql`select currency_addresses::text[] as roots from dex_pools where address = ${p.pool}`,
        );
        const result = await replayFromChain(devnet, p.pool, pool!.roots, dave, BigInt(p.lp.amount));
        return result.known ? [p.pool, result.since, result.fees.map(String)] : [p.pool, undefined, undefined];
      }),
    );
    expect(fresh.some((f) => f[2] !== undefined)).toBe(true);
    expect(amounts(second.body)).toEqual(fresh);
    // the trades reached Dave's pools: some figure grew since the first answer
    expect(amounts(second.body)).not.toEqual(amounts(first.body));
  }, 120_000);

  // after the LP case: the market's ticks move the pools' reserves and prices that the totals and the history read
  it('keeps the parts of totals and history across seconds, trades and hours: equal to a fresh computation', async () => {
    const roots = new FactoryRoots(devnet, devnet.addresses().tokenFactory!);
    const deps = {
      db: database.db,
      chain: devnet,
      tokens: devnetTokenCatalog(devnet),
      addresses: devnet,
      builderRoots: () => roots.list(),
    };
    const served = async () => ({
      totals: (await get(dave, 'totals')).body,
      history: (await get(dave, 'history')).body,
    });
    const fresh = async () => ({ totals: await totals(deps, dave), history: await history(deps, dave) });
    const clock = devnet.chain.clock;
    clock.hold();
    try {
      const first = await served();
      expect(first).toEqual(await fresh());
      // the next second, no commit: the farm and gauge rewards accrue, the balances and the read model's rows are kept
      clock.advance(1);
      expect(await served()).toEqual(await fresh());
      const market = createMarketActivity(devnet);
      for (let k = 0; k < 6; k++) await market.tick();
      await market.stop();
      await indexer.idle();
      const traded = await served();
      expect(traded).toEqual(await fresh());
      expect(traded.totals).not.toEqual(first.totals);
      // an hour later: the prices of a day and a week ago are the next hourly candle's
      clock.advance(3_600);
      expect(await served()).toEqual(await fresh());
    } finally {
      clock.release();
    }
  }, 120_000);
});
