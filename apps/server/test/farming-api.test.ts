import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FarmingPool, FarmingPoolItem, FarmingTransaction } from '@tycho/api';
import type { DatabaseHandle } from '@tycho/db';
import { SEED_FARMS, TYCHO, type DevnetHandle } from '@tycho/devnet';
import { openSeededNetwork } from '@tycho/devnet/testing';
import {
  callOf,
  EMPTY_CELL,
  FarmFabricAbi,
  FarmPoolAbi,
  TokenRootAbi,
  TokenRootAbiJson,
  TokenWalletAbi,
} from '@tycho/abi';
import { buildApp } from '../src/app';
import { DexIndexer } from '../src/indexer';

/** The farming API over the seeded devnet, indexed: pools, privacy, the user's figures, transactions, graphs. */
describe('farming API (/api/farming/v1) over the seeded devnet', () => {
  let database: DatabaseHandle;
  let devnet: DevnetHandle;
  let indexer: DexIndexer;
  let app: FastifyInstance;
  let a: Record<string, string>;
  const post = async <T>(path: string, body: unknown) => {
    const res = await app.inject({ method: 'POST', url: `/api/farming/v1${path}`, payload: body as object });
    return { status: res.statusCode, body: res.json() as T };
  };
  type List = { pools_info: FarmingPoolItem[]; favorite_pools_info: FarmingPoolItem[]; totalCount: number };

  beforeAll(async () => {
    ({ database, devnet } = await openSeededNetwork());
    indexer = new DexIndexer({ db: database.db, network: devnet, farmFabric: devnet.addresses().farmFabric });
    await indexer.start();
    await indexer.idle();
    app = await buildApp({
      config: { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' },
      devnet,
      databaseKind: database.kind,
      db: database.db,
    });
    a = devnet.addresses();
  }, 400_000); // seeding and indexing the whole history on a loaded machine

  afterAll(async () => {
    await app?.close();
    await indexer?.stop();
    await devnet?.close();
    await database?.close();
  });

  it('lists the public seeded pools with their states; the private one only for its owner', async () => {
    const { status, body } = await post<List>('/farming_pools', {});
    expect(status).toBe(200);
    const publicFarms = SEED_FARMS.filter((f) => f.name !== 'private');
    expect(body.totalCount).toBe(publicFarms.length);
    const states = Object.fromEntries(body.pools_info.map((p) => [p.pool_address, p.state]));
    expect(states[a['farm:active']!]).toBe('infinite');
    expect(states[a['farm:ended']!]).toBe('ended');
    expect(states[a['farm:awaiting']!]).toBe('awaiting');
    const tvls = body.pools_info.map((p) => Number(p.tvl));
    expect(tvls).toEqual([...tvls].sort((x, y) => y - x));
    const active = body.pools_info.find((p) => p.pool_address === a['farm:active'])!;
    expect(Number(active.apr)).toBeGreaterThan(0);
    expect(active.reward_token_root_info.map((r) => r.reward_currency)).toEqual(['QUBE', 'BRIDGE']);
    expect(active.token_root_currency).toBe('QUBE-USDT');
    const alice = a['account:Alice']!;
    const mine = await post<List>('/farming_pools', { userAddress: alice });
    expect(mine.body.totalCount).toBe(SEED_FARMS.length);
    const priv = mine.body.pools_info.find((p) => p.pool_address === a['farm:private'])!;
    expect(priv.is_private).toBe(true);
    // the list item says what is deposited of the full reward (the seed deposits half), for the Private badge
    const [deposited, full] = [BigInt(priv.reward_token_deposited[0]!), BigInt(priv.full_reward![0]!)];
    expect(deposited * 2n <= full && deposited * 2n >= full - 1n).toBe(true);
    expect((await post('/farming_pools/' + a['farm:private'], {})).status).toBe(404);
    expect((await post('/farming_pools/' + a['farm:private'], { userAddress: alice })).status).toBe(200);
  });

  it('filters, pages with totalCount, and lists favourites apart', async () => {
    const awaiting = await post<List>('/farming_pools', { isAwaitingStart: true });
    expect(awaiting.body.pools_info.map((p) => p.pool_address)).toEqual([a['farm:awaiting']]);
    const paged = await post<List>('/farming_pools', { limit: 1, offset: 1 });
    expect(paged.body.pools_info).toHaveLength(1);
    expect(paged.body.totalCount).toBe(3);
    const fav = await post<List>('/farming_pools', { favoritePoolAddresses: [a['farm:ended']] });
    expect(fav.body.favorite_pools_info.map((p) => p.pool_address)).toEqual([a['farm:ended']]);
    const withMine = await post<List>('/farming_pools', { userAddress: a['account:Bob'], isWithMyFarming: true });
    expect(withMine.body.pools_info.map((p) => p.pool_address)).toEqual([a['farm:active']]);
  });

  it("gives a pool's rounds, vesting, balances and a user's reward state", async () => {
    const bob = a['account:Bob']!;
    const { status, body } = await post<FarmingPool>(`/farming_pools/${a['farm:active']}`, { userAddress: bob });
    expect(status).toBe(200);
    expect(body.pool_info.vesting_ratio).toBe(500);
    expect(body.pool_info.rounds_info[0]!.reward_info).toHaveLength(2);
    expect(body.farm_end_time).toBeUndefined();
    expect(body.full_reward).toBeUndefined();
    expect(body.migration_time).toBeGreaterThan(devnet.now());
    expect(BigInt(body.user_info!.amount)).toBeGreaterThan(0n);
    expect(Number(body.share)).toBeGreaterThan(0);
    const ended = await post<FarmingPool>(`/farming_pools/${a['farm:ended']}`, {});
    expect(ended.body.full_reward).toEqual(ended.body.reward_token_deposited);
    expect(ended.body.user_info).toBeNull();
  });

  it('lists transactions newest first by pool, user and kind, with totalCount', async () => {
    type Tx = { transactions: FarmingTransaction[]; totalCount: number };
    const all = await post<Tx>('/transactions', { poolAddress: a['farm:active'] });
    expect(all.status).toBe(200);
    const kinds = all.body.transactions.map((t) => t.kind).sort();
    expect(kinds).toEqual(['Claim', 'Deposit', 'Deposit', 'RewardDeposit', 'RewardDeposit']);
    const times = all.body.transactions.map((t) => t.timestampBlock);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const claims = await post<Tx>('/transactions', { eventTypes: ['claim'], userAddress: a['account:Bob'] });
    expect(claims.body.totalCount).toBe(1);
    expect(claims.body.transactions[0]!.rewards.length).toBeGreaterThan(0);
    const withdrawals = await post<Tx>('/transactions', { eventTypes: ['withdraw'] });
    expect(withdrawals.body.transactions.map((t) => t.userAddress)).toEqual([a['account:Carol']]);
  });

  it('draws TVL and APR points', async () => {
    const now = devnet.now() * 1000;
    const body = { farmingPoolAddress: a['farm:active'], from: now - 86_400_000, to: now, timeframe: 'H1' };
    const tvl = await post<{ timestamp: number; data: string }[]>('/graphic/tvl', body);
    expect(tvl.status).toBe(200);
    expect(Number(tvl.body.at(-1)!.data)).toBeGreaterThan(0);
    const apr = await post<{ timestamp: number; data: string }[]>('/graphic/apr', body);
    expect(Number(apr.body.at(-1)!.data)).toBeGreaterThan(0);
  });

  it('shows a new pool to its owner only until its full reward is deposited', async () => {
    const owner = (await devnet.createFundedWallet('api farm owner', 100n * TYCHO)).address;
    const bridge = a['token:BRIDGE']!;
    const created = await devnet.sendFrom(owner, a.farmFabric!, {
      value: 7n * TYCHO,
      bounce: true,
      call: callOf(FarmFabricAbi, 'deployFarmPool', {
        pool_owner: owner,
        reward_rounds: [{ startTime: devnet.now() + 100, rewardPerSecond: [10n] }],
        tokenRoot: a['lp:QUBE-USDT']!,
        rewardTokenRoot: [bridge],
        vestingPeriod: 0,
        vestingRatio: 0,
        withdrawAllLockPeriod: 0,
      }),
    });
    await created.settled;
    await indexer.idle();
    const mine = await post<List>('/farming_pools', { userAddress: owner, ordering: 'tvlascending' });
    const pool = mine.body.pools_info.find((p) => p.pool_owner_address === owner)!.pool_address;
    expect((await post(`/farming_pools/${pool}`, { userAddress: owner })).status).toBe(200);
    expect((await post(`/farming_pools/${pool}`, {})).status).toBe(404);
    // the full reward (100 s × 10 until the end) arrives: the pool is public
    const end = await devnet.sendFrom(owner, pool, {
      value: TYCHO,
      bounce: true,
      call: callOf(FarmPoolAbi, 'setEndTime', { farm_end_time: devnet.now() + 200, send_gas_to: owner }),
    });
    await end.settled;
    const minted = await devnet.sendFrom(a.giver!, bridge, {
      value: TYCHO,
      bounce: true,
      call: callOf(TokenRootAbi, 'mint', {
        amount: 10_000n,
        recipient: owner,
        deployWalletValue: TYCHO / 10n,
        remainingGasTo: a.giver!,
        notify: false,
        payload: EMPTY_CELL,
      }),
    });
    await minted.settled;
    const wallet = String(devnet.get(bridge, TokenRootAbiJson, 'walletOf', { answerId: 0, walletOwner: owner }).value0);
    const funded = await devnet.sendFrom(owner, wallet, {
      value: TYCHO,
      bounce: true,
      call: callOf(TokenWalletAbi, 'transfer', {
        amount: 10_000n,
        recipient: pool,
        deployWalletValue: 0,
        remainingGasTo: owner,
        notify: true,
        payload: EMPTY_CELL,
      }),
    });
    await funded.settled;
    await indexer.idle();
    expect((await post(`/farming_pools/${pool}`, {})).status).toBe(200);
  });

  it('validates bodies and paths, and documents the paths in the OpenAPI document', async () => {
    expect((await post('/farming_pools', { limit: 0 })).status).toBe(400);
    expect((await post('/farming_pools/nonsense', {})).status).toBe(400);
    expect((await post('/transactions', { eventTypes: ['swap'] })).status).toBe(400);
    expect(
      (await post('/graphic/tvl', { farmingPoolAddress: a['farm:active'], from: 2, to: 1, timeframe: 'H1' })).status,
    ).toBe(400);
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    for (const path of ['/farming_pools', '/farming_pools/{address}', '/transactions', '/graphic/tvl', '/graphic/apr'])
      expect(Object.keys(doc.paths)).toContain(`/api/farming/v1${path}`);
  });
  it('ends a window that reaches the present at the chain clock, and compares the APR with the one a day before', async () => {
    const pool = a['farm:active']!;
    const alice = a['account:Alice']!;
    const day = 86_400;
    const item = async () => (await post<FarmingPool>('/farming_pools/' + pool, { userAddress: alice })).body;
    const before = await item();
    // the chain runs a day ahead of the asking browser's clock; then Alice takes half of her LP out
    await devnet.advanceClock(day + 3600);
    const sent = await devnet.sendFrom(alice, pool, {
      value: 4n * TYCHO,
      bounce: true,
      call: callOf(FarmPoolAbi, 'withdraw', {
        amount: BigInt(before.user_token_balance) / 2n,
        send_gas_to: alice,
        nonce: 5,
      }),
    });
    await sent.settled;
    await indexer.idle();
    const after = await item();
    expect(BigInt(after.user_token_balance)).toBe(
      BigInt(before.user_token_balance) - BigInt(before.user_token_balance) / 2n,
    );
    // a window ending at the browser's now ends at the chain's: its last point is the pool as it is now
    const body = { farmingPoolAddress: pool, from: Date.now() - 2 * 86_400_000, to: Date.now(), timeframe: 'H1' };
    const tvl = (await post<{ timestamp: number; data: string }[]>('/graphic/tvl', body)).body;
    expect(Number(tvl.at(-1)!.data) / Number(after.tvl)).toBeCloseTo(1, 4);
    const apr = (await post<{ timestamp: number; data: string }[]>('/graphic/apr', body)).body;
    expect(Number(apr.at(-1)!.data) / Number(after.apr)).toBeCloseTo(1, 4);
    // less LP for the same speeds: the APR rose by as much as it did since the first read (a day ago on the chain)
    expect(Number(after.apr)).toBeGreaterThan(Number(before.apr));
    const expected = ((Number(after.apr) - Number(before.apr)) / Number(before.apr)) * 100;
    expect(Number(after.apr_change)).toBeCloseTo(expected, 1);
  });
});
