import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GaugeDeposit, GaugeDetails, GaugeItem, GaugeTransaction, GaugeUserReward } from '@tycho/api';
import type { DatabaseHandle } from '@tycho/db';
import { SEED_GAUGES, TYCHO, type DevnetHandle, type DevnetInternals } from '@tycho/devnet';
import { openSeededNetwork } from '@tycho/devnet/testing';
import {
  abiJson,
  callOf,
  GaugeAbi,
  GaugeAccountAbi,
  GaugeFactoryAbi,
  GaugeFactoryAbiJson,
  VoteEscrowAbi,
  VoteEscrowAccountAbi,
} from '@tycho/abi';
import { buildApp } from '../src/app';
import { query } from '../src/dex/sql';
import { DexIndexer } from '../src/indexer';

const DAY = 86_400;

/** The gauges API over the seeded devnet, indexed: figures checked against the seed and the pools' prices. */
describe('gauges API (/api/gauges/v1) over the seeded devnet', () => {
  let database: DatabaseHandle;
  let devnet: DevnetHandle;
  let indexer: DexIndexer;
  let app: FastifyInstance;
  let a: Record<string, string>;
  const post = async <T>(path: string, body: unknown) => {
    const res = await app.inject({ method: 'POST', url: `/api/gauges/v1${path}`, payload: body as object });
    return { status: res.statusCode, body: res.json() as T };
  };
  /** USD price of a whole token from the read model (currencies, or pool TVL over LP supply for LP tokens). */
  const price = async (root: string) => {
    const [row] = await query<{ price: string }>(
      database.db,
      sql`select price::text as price from dex_currencies where address = ${root} and price > 0
        union all select (tvl / (lp_supply / power(10::numeric, lp_decimals)))::text from dex_pools
        where lp_root = ${root} and lp_supply > 0`,
    );
    return row ? Number(row.price) : undefined;
  };
  /** The gauge's QUBE rounds on chain (the DAO's epoch distributions open them). */
  const qubeRounds = (gauge: string) =>
    (devnet as DevnetHandle & DevnetInternals).get(gauge, abiJson(GaugeAbi), 'getRewardDetails')._qubeRewardRounds as {
      startTime: string;
      endTime: string;
      rewardPerSecond: string;
    }[];
  /** The gauge's supplies as its getDetails holds them: lock-boosted (extra tokens) and total-boosted (QUBE). */
  const supplies = (gauge: string) => {
    const r = (devnet as DevnetHandle & DevnetInternals).get(gauge, abiJson(GaugeAbi), 'getDetails');
    return { lock: BigInt(String(r._lockBoostedSupply)), total: BigInt(String(r._totalBoostedSupply)) };
  };
  /** Whole QUBE a day of the round running now. */
  const qubePerDay = (gauge: string) => {
    const now = (devnet as DevnetHandle & DevnetInternals).now();
    const round = qubeRounds(gauge).find((r) => Number(r.startTime) <= now && now < Number(r.endTime));
    return (Number(round?.rewardPerSecond ?? 0) * DAY) / 1e9;
  };

  beforeAll(async () => {
    ({ database, devnet } = await openSeededNetwork());
    indexer = new DexIndexer({ db: database.db, network: devnet });
    // the seeded extra rounds start a minute after the seed: let every round run
    await devnet.advanceClock(120);
    await indexer.start();
    await indexer.idle();
    app = await buildApp({
      config: { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' },
      devnet,
      databaseKind: database.kind,
      db: database.db,
    });
    a = devnet.addresses();
  });

  afterAll(async () => {
    await app?.close();
    await indexer?.stop();
    await devnet?.close();
    await database?.close();
  });

  it('lists the seeded gauges with TVL, boost range and an APR from the current speeds', async () => {
    const { status, body } = await post<{ gauges: GaugeItem[]; total: number; totalCount: number }>('/gauges', {});
    expect(status).toBe(200);
    // the seeded gauges (the DAO's two other candidates have no deposits and no rewards: not listed)
    expect(body.total).toBe(SEED_GAUGES.length);
    expect(body.totalCount).toBe(SEED_GAUGES.length);
    const tvls = body.gauges.map((g) => Number(g.tvl));
    expect(tvls).toEqual([...tvls].sort((x, y) => y - x));
    for (const seed of SEED_GAUGES) {
      const g = body.gauges.find((item) => item.address === a[`gauge:${seed.lp}`]);
      expect(g, seed.lp).toBeDefined();
      expect(g!.depositTokenRoot).toBe(a[`lp:${seed.lp}`]);
      expect(g!.maxBoost).toBe(seed.maxBoost / 1000);
      expect(g!.maxLockTime).toBe(seed.maxLockDays * DAY);
      expect(g!.hasQubeReward).toBe(true);
      expect(g!.isLowBalance).toBe(false);
      // extra rounds are open-ended; the QUBE rounds come from the DAO epochs, the last one ends the farm
      expect(g!.endTime).toBe(seed.extra ? null : Number(qubeRounds(g!.address).at(-1)!.endTime));
      expect(qubePerDay(g!.address), seed.lp).toBeGreaterThan(0);
      expect(g!.rewardTokens.map((t) => t.tokenSymbol)).toEqual(['QUBE', ...(seed.extra ? [seed.extra.symbol] : [])]);
      expect(g!.poolTokens.map((t) => t.tokenSymbol).sort()).toEqual(seed.lp.split('-').sort());
      // TVL: the gauge's LP balance at the LP price
      const lpPrice = await price(g!.depositTokenRoot);
      const [{ lp_decimals: lpDecimals }] = await query<{ lp_decimals: number }>(
        database.db,
        sql`select lp_decimals from dex_pools where lp_root = ${g!.depositTokenRoot}`,
      );
      const lpUnit = 10 ** Number(lpDecimals);
      const [supply] = await query<{ deposited: string; boosted: string }>(
        database.db,
        sql`select sum((tokens->0->>'amount')::numeric)::text as deposited, sum(boosted_amount)::text as boosted
          from gauge_transactions where gauge = ${g!.address} and kind = 'deposit'`,
      );
      expect(Number(g!.tvl)).toBeCloseTo((Number(supply!.deposited) / lpUnit) * lpPrice!, 2);
      // APR: a year of QUBE in USD over the total-boosted supply (lock + ve boost) in USD, a year of the extra
      // token over the lock-boosted supply (the deposits' boosted amounts, as the events say)
      const qube = await price(a['token:QUBE']!);
      const extra = seed.extra ? ((await price(a[`token:${seed.extra.symbol}`]!)) ?? 0) : 0;
      const { lock, total } = supplies(g!.address);
      expect(lock).toBe(BigInt(supply!.boosted));
      // veQUBE holders' deposits weigh more in QUBE's supply than in the lock-boosted one
      expect(total).toBeGreaterThanOrEqual(lock);
      const usdOf = (units: bigint) => (Number(units) / lpUnit) * lpPrice!;
      const qubeBase = ((365 * qubePerDay(g!.address) * qube!) / usdOf(total)) * 100;
      const extraBase = ((365 * (seed.extra?.perDay ?? 0) * extra) / usdOf(lock)) * 100;
      expect(Number(g!.minApr) / (qubeBase + extraBase)).toBeCloseTo(1, 3);
      const maxLock = seed.maxBoost / 1000;
      expect(Number(g!.maxApr) / (qubeBase * (maxLock + 1.5) + extraBase * maxLock)).toBeCloseTo(1, 3);
    }
  });

  it('filters by user, favourites and TVL range, pages and sorts', async () => {
    const bob = await post<{ gauges: GaugeItem[]; total: number }>('/gauges', { userAddress: a['account:Bob'] });
    expect(bob.body.gauges.map((g) => g.address).sort()).toEqual([a['gauge:QUBE-USDT'], a['gauge:USDT-USDC']].sort());
    const starred = await post<{ gauges: GaugeItem[] }>('/gauges', { starredGauges: [a['gauge:WTYCHO-USDT']] });
    expect(starred.body.gauges.map((g) => g.address)).toEqual([a['gauge:WTYCHO-USDT']]);
    const asc = await post<{ gauges: GaugeItem[]; total: number }>('/gauges', { ordering: 'MaxAprAsc', limit: 2 });
    expect(asc.body.gauges).toHaveLength(2);
    expect(asc.body.total).toBe(3);
    expect(Number(asc.body.gauges[0]!.maxApr)).toBeLessThanOrEqual(Number(asc.body.gauges[1]!.maxApr));
    const none = await post<{ gauges: GaugeItem[]; total: number }>('/gauges', { tvl: { from: '0', to: '0' } });
    expect(none.body.total).toBe(0);
    const byUser = await post<{ gauges: { address: string }[] }>('/gauges/get-by-user', {
      userAddress: a['account:Dave'],
    });
    expect(byUser.body.gauges.map((g) => g.address)).toEqual([a['gauge:WTYCHO-USDT']]);
  });

  it('answers one gauge, and 404 for an address that is not a gauge', async () => {
    const one = await post<{ gauge: GaugeItem; details: GaugeDetails }>('/gauges/get', {
      gaugeAddress: a['gauge:QUBE-USDT'],
    });
    expect(one.status).toBe(200);
    expect(one.body.gauge.address).toBe(a['gauge:QUBE-USDT']);
    // the calculator's figures: the current speeds (the epoch's QUBE and 200 BRIDGE a day) and the boosted supply
    const { details } = one.body;
    expect(details.maxBoostPerMille).toBe(2000);
    expect(BigInt(details.lockBoostedSupply)).toBeGreaterThan(BigInt(details.depositBalance));
    expect(details.rewards.map((r) => r.tokenSymbol)).toEqual(['QUBE', 'BRIDGE']);
    expect(details.rewards.map((r) => BigInt(r.rewardPerSecond))).toEqual([
      BigInt(qubeRounds(a['gauge:QUBE-USDT']!).at(-1)!.rewardPerSecond),
      (200n * 10n ** 9n) / 86_400n,
    ]);
    expect(details.depositToken.decimals).toBe(9);
    expect(Number(details.depositToken.price)).toBeGreaterThan(0);
    const missing = await post<{ message: string }>('/gauges/get', { gaugeAddress: a['token:QUBE'] });
    expect(missing.status).toBe(404);
    const bad = await post<{ message: string }>('/gauges/get', { gaugeAddress: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^body\.gaugeAddress: /);
  });

  it("gives each reward token's vesting terms and an account's locked and unlocked reward", async () => {
    const one = await post<{ details: GaugeDetails }>('/gauges/get', { gaugeAddress: a['gauge:WTYCHO-USDT'] });
    expect(one.body.details.rewards.map((r) => [r.tokenSymbol, r.vestingPeriod, r.vestingRatio])).toEqual([
      ['QUBE', 0, 0],
      ['USDT', 30 * DAY, 500],
    ]);
    const mine = await post<{ rewards: GaugeUserReward[] }>('/gauges/user-rewards', {
      gaugeAddress: a['gauge:WTYCHO-USDT'],
      userAddress: a['account:Dave'],
    });
    expect(mine.status).toBe(200);
    const [qube, usdt] = mine.body.rewards;
    expect(qube).toMatchObject({ tokenSymbol: 'QUBE', lockedReward: '0', vestingTime: null, vestingRatio: 0 });
    expect(usdt).toMatchObject({ tokenSymbol: 'USDT', decimals: 6, vestingPeriod: 30 * DAY, vestingRatio: 500 });
    expect(BigInt(usdt!.lockedReward)).toBeGreaterThan(0n);
    expect(BigInt(usdt!.unlockedReward)).toBeGreaterThan(BigInt(usdt!.lockedReward));
    const now = (devnet as DevnetHandle & DevnetInternals).now();
    expect(usdt!.vestingTime).toBeGreaterThan(now);
    expect(usdt!.vestingTime).toBeLessThanOrEqual(now + 30 * DAY);
    // an account without a GaugeAccount has none
    const none = await post<{ rewards: GaugeUserReward[] }>('/gauges/user-rewards', {
      gaugeAddress: a['gauge:WTYCHO-USDT'],
      userAddress: a['account:Heidi'],
    });
    expect(none.body.rewards).toEqual([]);
    const bad = await post<{ message: string }>('/gauges/user-rewards', { gaugeAddress: a['gauge:WTYCHO-USDT'] });
    expect(bad.status).toBe(400);
  });

  it("boosts an account's QUBE by the veQUBE averages, as a claim now would (VoteEscrow and VE account getters)", async () => {
    const d = devnet as DevnetHandle & DevnetInternals;
    const [gauge, user] = [a['gauge:QUBE-USDT']!, a['account:Bob']!];
    const get = (address: string, abi: Parameters<typeof abiJson>[0], method: string, input = {}) =>
      d.get(address, abiJson(abi), method, input);
    const account = String(get(gauge, GaugeAbi, 'getGaugeAccountAddress', { user }).value0);
    const ve = String(get(gauge, GaugeAbi, 'getDetails')._voteEscrow);
    const veAccount = String(get(ve, VoteEscrowAbi, 'getVoteEscrowAccountAddress', { user }).value0);
    const qube = (inputs: Record<string, unknown>) => {
      const sync = get(gauge, GaugeAbi, 'calcSyncData').value0;
      const r = get(account, GaugeAccountAbi, 'pendingReward', { ...inputs, gauge_sync_data: sync });
      return BigInt((r._qubeReward as { unlockedReward: string }).unlockedReward);
    };
    d.chain.clock.freeze(d.now());
    try {
      const total = get(ve, VoteEscrowAbi, 'calculateAverage');
      const own = get(veAccount, VoteEscrowAccountAbi, 'calculateVeAverage');
      const averages = {
        _veQubeAverage: total._veQubeAverage,
        _veQubeAveragePeriod: total._veQubeAveragePeriod,
        _veAccQubeAverage: own._veQubeAverage,
        _veAccQubeAveragePeriod: own._veQubeAveragePeriod,
      };
      const zeros = { _veQubeAverage: 0, _veQubeAveragePeriod: 0, _veAccQubeAverage: 0, _veAccQubeAveragePeriod: 0 };
      const res = await post<{ rewards: GaugeUserReward[] }>('/gauges/user-rewards', {
        gaugeAddress: gauge,
        userAddress: user,
      });
      // Bob locked QUBE before his deposit: his veQUBE boosts QUBE over the whole interval
      expect(BigInt(res.body.rewards[0]!.unlockedReward)).toBe(qube(averages));
      expect(qube(averages)).toBeGreaterThan(qube(zeros));
    } finally {
      d.chain.clock.unfreeze();
    }
  });

  it('answers a gauge just created through the factory, before any event', async () => {
    const internals = devnet as unknown as DevnetInternals;
    const grace = a['account:Grace']!;
    const sent = await internals.sendFrom(grace, a.gaugeFactory!, {
      value: 5n * TYCHO,
      bounce: true,
      call: callOf(GaugeFactoryAbi, 'deployGauge', {
        gauge_owner: grace,
        depositTokenRoot: a['lp:WTYCHO-USDT']!,
        maxBoost: 3000,
        maxLockTime: 180 * DAY,
        rewardTokenRoots: [],
        vestingPeriods: [],
        vestingRatios: [],
        withdrawAllLockPeriod: 30 * DAY,
        call_id: 5,
      }),
    });
    await sent.settled;
    const count = Number(internals.get(a.gaugeFactory!, GaugeFactoryAbiJson, 'getDetails')._gauges_count);
    expect(count).toBe(1);
    const gauge = internals.addressOf('Gauge', { factory: a.gaugeFactory!, deployNonce: 0 });
    const { status, body } = await post<{ gauge: GaugeItem; details: GaugeDetails }>('/gauges/get', {
      gaugeAddress: gauge,
    });
    expect(status).toBe(200);
    expect(body.gauge).toMatchObject({ tvl: '0', minApr: '0', maxBoost: 3, maxLockTime: 180 * DAY });
    expect(body.details.rewards.map((r) => r.tokenSymbol)).toEqual(['QUBE']);
    // not listed until it has an event (docs/api.md)
    const list = await post<{ gauges: GaugeItem[] }>('/gauges', {});
    expect(list.body.gauges.map((g) => g.address)).not.toContain(gauge);
  });

  it("lists an account's deposits with status, boost and lock end", async () => {
    const { body } = await post<{ deposits: GaugeDeposit[]; total: number }>('/deposits', {
      userAddress: a['account:Bob'],
      gaugeAddress: a['gauge:QUBE-USDT'],
    });
    expect(body.total).toBe(1);
    const [d] = body.deposits;
    expect(d!.status).toBe('locked');
    expect(d!.lockTime).toBe(365 * DAY);
    expect(d!.lockEnd).toBe(d!.createdAt + 365 * DAY);
    expect(Number(d!.boost)).toBeCloseTo(2, 5);
    const alice = await post<{ deposits: GaugeDeposit[] }>('/deposits', { userAddress: a['account:Alice'] });
    expect(alice.body.deposits.map((x) => x.status).sort()).toEqual(['locked', 'noBoost']);
    const carol = await post<{ deposits: GaugeDeposit[] }>('/deposits', { userAddress: a['account:Carol'] });
    expect(carol.body.deposits[0]!.status).toBe('locked');
    await devnet.advanceClock(2 * DAY);
    const later = await post<{ deposits: GaugeDeposit[] }>('/deposits', { userAddress: a['account:Carol'] });
    expect(later.body.deposits[0]!.status).toBe('unlocked');
  });

  it('lists transactions by gauge, user and kind, newest first, with USD values', async () => {
    const all = await post<{ transactions: GaugeTransaction[]; total: number }>('/transactions', {
      gaugeAddress: a['gauge:QUBE-USDT'],
      limit: 100,
    });
    expect(all.body.total).toBe(all.body.transactions.length);
    expect(all.body.transactions.map((t) => t.kind).sort()).toEqual(
      ['deposit', 'deposit', 'deposit', 'rewardDeposit'].sort(),
    );
    const times = all.body.transactions.map((t) => t.timestamp);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const deposit = all.body.transactions.find((t) => t.kind === 'deposit')!;
    expect(Number(deposit.tokens[0]!.value)).toBeGreaterThan(0);
    const rewards = await post<{ total: number }>('/transactions', { eventType: ['rewardDeposit'] });
    expect(rewards.body.total).toBe(SEED_GAUGES.filter((g) => g.extra).length);
    const bad = await post<{ message: string }>('/transactions', { timestamp: { from: 10, to: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^body\.timestamp\.to: /);
  });

  it('finds the gauges of an LP root and a batch of gauges, in the DAO API too', async () => {
    const byRoot = await post<{ gauges: GaugeItem[]; total: number }>('/gauges/get-by-root', {
      lpAddress: a['lp:QUBE-USDT'],
    });
    expect(byRoot.body.gauges.map((g) => g.address)).toEqual([a['gauge:QUBE-USDT']]);
    const none = await post<{ total: number }>('/gauges/get-by-root', { lpAddress: a['token:QUBE'] });
    expect(none.body.total).toBe(0);
    const asked = [a['gauge:USDT-USDC']!, `0:${'d'.repeat(64)}`, a['gauge:QUBE-USDT']!];
    const batch = await post<{ gauges: GaugeItem[] }>('/gauges/batch', { gauges: asked });
    expect(batch.body.gauges.map((g) => g.address)).toEqual([a['gauge:USDT-USDC'], a['gauge:QUBE-USDT']]);
    expect(Object.keys(batch.body.gauges[0]!).sort()).toEqual(
      ['address', 'depositTokenRoot', 'hasQubeReward', 'maxApr', 'minApr', 'poolTokens', 'rewardTokens', 'tvl'].sort(),
    );
    const dao = await app.inject({ method: 'POST', url: '/api/qube-dao/v1/gauges/batch', payload: { gauges: asked } });
    expect(dao.json()).toEqual(batch.body);
    const daoUser = await app.inject({
      method: 'POST',
      url: '/api/qube-dao/v1/gauges/get-by-user',
      payload: { userAddress: a['account:Dave'] },
    });
    expect((daoUser.json() as { gauges: { address: string }[] }).gauges.map((g) => g.address)).toEqual([
      a['gauge:WTYCHO-USDT'],
    ]);
    const repeated = await post<{ message: string }>('/gauges/batch', { gauges: [asked[0], asked[0]] });
    expect(repeated.status).toBe(400);
  });

  it('draws TVL, APR and a user balance over time that end at the current figures', async () => {
    const gauge = a['gauge:QUBE-USDT']!;
    const now = (devnet as DevnetHandle & DevnetInternals).now();
    const window = { gaugeAddress: gauge, from: (now - 40 * DAY) * 1000, to: now * 1000, timeframe: 'D1' };
    const current = (await post<{ gauge: GaugeItem }>('/gauges/get', { gaugeAddress: gauge })).body.gauge;
    type Stats = { stats: { timestamp: number; value: string }[] };
    const tvl = (await post<Stats>('/gauges/tvl', window)).body.stats;
    expect(tvl.length).toBeGreaterThanOrEqual(40);
    expect(tvl[0]!.value).toBe('0');
    expect(Number(tvl.at(-1)!.value)).toBeCloseTo(Number(current.tvl), 2);
    const min = (await post<Stats>('/gauges/min-apr', window)).body.stats;
    const max = (await post<Stats>('/gauges/max-apr', window)).body.stats;
    expect(Number(min.at(-1)!.value) / Number(current.minApr)).toBeCloseTo(1, 3);
    expect(Number(max.at(-1)!.value) / Number(current.maxApr)).toBeCloseTo(1, 3);
    const bob = (await post<Stats>('/gauges/user-history-balance', { ...window, userAddress: a['account:Bob'] })).body
      .stats;
    const [deposited] = await query<{ n: string }>(
      database.db,
      sql`select coalesce(sum((case when kind = 'deposit' then 1 else -1 end) * (tokens->0->>'amount')::numeric), 0)::text
        as n from gauge_transactions where gauge = ${gauge} and user_address = ${a['account:Bob']}
        and kind in ('deposit', 'withdraw')`,
    );
    expect(BigInt(bob.at(-1)!.value)).toBe(BigInt(deposited!.n));
    expect(BigInt(bob.at(-1)!.value)).toBeGreaterThan(0n);
    const unknown = await post<{ message: string }>('/gauges/tvl', { ...window, gaugeAddress: a['token:QUBE'] });
    expect(unknown.status).toBe(404);
    const backwards = await post<{ message: string }>('/gauges/tvl', { ...window, to: 0 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toMatch(/^body\.to: /);
  });

  it('lists the reward rounds newest first with each budget = speed × length', async () => {
    const gauge = a['gauge:QUBE-USDT']!;
    type Rounds = {
      rewardTokens: { id: number; startDate: number; endDate: number | null; rewardTokens: Record<string, string>[] }[];
      total: number;
    };
    const qube = (await post<Rounds>('/reward-rounds/qube', { gaugeAddress: gauge, limit: 100 })).body;
    const onChain = qubeRounds(gauge);
    expect(qube.total).toBe(onChain.length);
    const first = qube.rewardTokens.at(-1)!;
    expect(first.id).toBe(1);
    expect(first.startDate).toBe(Number(onChain[0]!.startTime));
    expect(first.rewardTokens[0]!.tokenSymbol).toBe('QUBE');
    expect(BigInt(first.rewardTokens[0]!.budget!)).toBe(
      BigInt(onChain[0]!.rewardPerSecond) * BigInt(first.endDate! - first.startDate),
    );
    const ids = qube.rewardTokens.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const tokens = (await post<Rounds>('/reward-rounds/tokens', { gaugeAddress: gauge, limit: 1 })).body;
    expect(tokens.total).toBeGreaterThanOrEqual(1);
    expect(tokens.rewardTokens).toHaveLength(1);
    expect(tokens.rewardTokens[0]!.rewardTokens[0]!.tokenSymbol).toBe('BRIDGE');
  });
  it('replays the supplies the events stated: the APR history and the change over 24 hours', async () => {
    const gauge = a['gauge:QUBE-USDT']!;
    const alice = a['account:Alice']!;
    const internals = devnet as unknown as DevnetInternals;
    type Stats = { stats: { timestamp: number; value: string }[] };
    const get = async () => (await post<{ gauge: GaugeItem }>('/gauges/get', { gaugeAddress: gauge })).body.gauge;
    const before = await get();
    const [{ lock, total }, start] = [supplies(gauge), internals.now()];
    // every deposit, withdraw and claim row states the gauge's supplies after it; the last ones are the getters'
    const [last] = await query<{ lock: string; total: string; missing: string }>(
      database.db,
      sql`select (select count(*) from gauge_transactions where kind <> 'rewardDeposit'
          and total_boosted_supply is null)::text as missing,
        lock_boosted_supply::text as lock, total_boosted_supply::text as total from gauge_transactions
        where gauge = ${gauge} and kind <> 'rewardDeposit' order by lt desc, event_index desc limit 1`,
    );
    expect(last!.missing).toBe('0');
    expect([BigInt(last!.lock), BigInt(last!.total)]).toEqual([lock, total]);
    // a day later Alice takes out half of her unlocked deposit: the lock-boosted supply drops (the total-boosted one
    // need not: as in the real GaugeAccount, her ve boost is recomputed on the supply before the withdraw)
    await devnet.advanceClock(DAY + 60);
    const [{ amount }] = await query<{ amount: string }>(
      database.db,
      sql`select (sum((tokens->0->>'amount')::numeric) / 4)::bigint::text as amount from gauge_transactions
        where gauge = ${gauge} and user_address = ${alice} and kind = 'deposit'`,
    );
    const sent = await internals.sendFrom(alice, gauge, {
      value: 10n * TYCHO,
      bounce: true,
      call: callOf(GaugeAbi, 'withdraw', {
        amount,
        claim: false,
        meta: { call_id: 77, nonce: 77, send_gas_to: alice },
      }),
    });
    await sent.settled;
    await indexer.idle();
    expect(supplies(gauge).lock).toBeLessThan(lock);
    const after = await get();
    // 24 hours ago the gauge had the supplies of the first read, and the same rounds ran
    expect(Number(after.minApr)).not.toBe(Number(before.minApr));
    const minChange = ((Number(after.minApr) - Number(before.minApr)) / Number(before.minApr)) * 100;
    const maxChange = ((Number(after.maxApr) - Number(before.maxApr)) / Number(before.maxApr)) * 100;
    expect(Number(after.minAprChange)).toBeCloseTo(minChange, 1);
    expect(Number(after.maxAprChange)).toBeCloseTo(maxChange, 1);
    // the hourly APR history: the hour before the withdrawal has the APR of the first read, the last point today's
    const window = { gaugeAddress: gauge, from: (start - 3600) * 1000, to: internals.now() * 1000, timeframe: 'H1' };
    const min = (await post<Stats>('/gauges/min-apr', window)).body.stats;
    const hourAfterStart = min.find((p) => p.timestamp / 1000 > start && p.timestamp / 1000 + 3600 < start + DAY);
    expect(Number(hourAfterStart!.value) / Number(before.minApr)).toBeCloseTo(1, 3);
    expect(Number(min.at(-1)!.value) / Number(after.minApr)).toBeCloseTo(1, 3);
  });
});
