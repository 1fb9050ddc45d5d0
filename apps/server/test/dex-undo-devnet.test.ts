import * as nt from 'nekoton-wasm/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { TokenWalletAbiJson } from '@tycho/abi';
import type { Route } from '@tycho/api';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import { BASE_STEPS, createDevnet, dexRootStep, marketStep, type DevnetHandle } from '@tycho/devnet';
import { buildApp } from '../src/app';
import { PoolCache } from '../src/dex';
import { query } from '../src/dex/sql';
import { DexIndexer } from '../src/indexer';
import { replayLpFees } from '../src/portfolio/lp-fees';
import { poolSteps } from './lp-fees-replay';

/**
 * A cross-pool swap whose second hop fails on the devnet: the first pool undoes its hop (a reverse Exchange). The
 * indexer decodes the reverse as an undo and the read model counts no trade for the cancelled swap.
 */
describe('indexer over the devnet: a cancelled cross-pool swap is not a trade', () => {
  let database: DatabaseHandle;
  let devnet: DevnetHandle;
  let indexer: DexIndexer;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase();
    devnet = await createDevnet({ db: database.db, seed: 1, steps: [...BASE_STEPS, dexRootStep, marketStep] });
    const poolCache = new PoolCache(database.db);
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

  const post = async (url: string, payload: unknown) => {
    const response = await app.inject({ method: 'POST', url, payload: payload as object });
    return { status: response.statusCode, body: response.json() };
  };
  const root = (symbol: string) => devnet.tokenMetadata().find((t) => t.symbol === symbol)!.address;
  const alice = () => devnet.devAccounts()[0].address;

  const quote = async (from: string, to: string, amount: bigint, slippage: number) => {
    const route = await post('/api/v2/pools/cross_swap_route', {
      amount: amount.toString(),
      direction: 'expectedexchange',
      fromCurrencyAddress: from,
      toCurrencyAddress: to,
      slippage,
    });
    expect(route.status, JSON.stringify(route.body)).toBe(200);
    return route.body as Route;
  };

  /** Builds the payload of a confirmed route (the re-quote must still deliver it). */
  const build = async (route: Route, id: string, slippage: number) => {
    const built = await post('/api/v2/pools/cross_swap_payload', {
      route,
      slippage,
      id,
      nativeBalance: '10000000000000',
      tokenBalance: route.steps[0].amount,
      recipient: alice(),
    });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    expect(built.body.status).toBe('ready');
    return { id, route, built: built.body as { payload: string; walletOfDestination: string; gas: string } };
  };

  /** Sends a built payload from Alice's token wallet, as the app does; answers the swap's status once indexed. */
  const send = async ({ id, route, built }: Awaited<ReturnType<typeof build>>) => {
    const body = nt.encodeInternalInput(TokenWalletAbiJson, 'transfer', {
      amount: route.steps[0].amount,
      recipient: route.steps[0].poolAddress,
      deployWalletValue: '100000000',
      remainingGasTo: alice(),
      notify: true,
      payload: built.payload,
    });
    const sent = await devnet.sendFromWallet({
      sender: alice(),
      recipient: built.walletOfDestination,
      amount: BigInt(built.gas),
      bounce: true,
      body,
    });
    await sent.settled;
    await indexer.idle();
    return (await post('/api/v2/pools/cross_swap_payload_status', { id, recipient: alice() })).body;
  };

  const figures = async (pool: string) => {
    const [row] = await query<{ n: number; fee: number; volume: number; rows: number; total: number }>(
      database.db,
      sql`select transactions_count as n, fee_all_time::float8 as fee, volume_24h::float8 as volume,
            (select count(*)::int from dex_transactions where pool = ${pool}) as rows,
            (select total_transactions from dex_indexer_state) as total
          from dex_pools where address = ${pool}`,
    );
    return row;
  };

  /** The LP fee rows the indexer folded for a pool, per owner. */
  const lpFees = async (pool: string) =>
    query<{ owner: string; lp: string; fees: string[]; since: number | null; broken: boolean }>(
      database.db,
      sql`select owner, lp::text as lp, fees::text[] as fees, since, broken from dex_lp_fees
        where pool = ${pool} order by owner`,
    );

  it('takes out the first hop when the second fails', async () => {
    const dai = root('DAI');
    const weth = root('WETH');
    const route = await quote(dai, weth, 100n * 10n ** 18n, 0.001);
    expect(route.steps.length).toBe(2);
    const [first, second] = route.steps;
    const cancelled = await build(route, '880002', 0.001);
    const before = await figures(first.poolAddress);
    // Someone buys WETH on the second pool first: the route's minimum at that hop is no longer reachable.
    const mover = await quote(second.spentCurrencyAddress, weth, BigInt(second.amount) * 20n, 0.05);
    expect(mover.steps.map((s) => s.poolAddress)).toEqual([second.poolAddress]);
    expect((await send(await build(mover, '880001', 0.05))).status).toBe('Succeed');
    const status = await send(cancelled);
    expect(status).toMatchObject({ status: 'Cancelled', tokenRoot: [dai] });
    // the first pool's hop happened and was undone: the pool counts no trade, no volume and no fee for it
    expect(await figures(first.poolAddress)).toEqual({ ...before, total: before.total + 1 });
    const mine = await post('/api/v2/transactions', { userAddress: alice(), limit: 10 });
    expect(mine.body.transactions.map((t: { poolAddress: string }) => t.poolAddress)).toEqual([second.poolAddress]);
    // the LP fees are not taken out: the hop's pool fee and its reverse's stay in the reserves, as a replay of the
    // pool's events from the chain counts them
    const [pool] = await query<{ roots: string[] }>(
      database.db,
      sql`select currency_addresses::text[] as roots from dex_pools where address = ${first.poolAddress}`,
    );
    const steps = await poolSteps(devnet, first.poolAddress, pool!.roots);
    const rows = await lpFees(first.poolAddress);
    expect(rows.some((r) => r.fees.some((f) => BigInt(f) > 0n))).toBe(true);
    for (const r of rows.filter((o) => !o.broken))
      expect(replayLpFees(steps, r.owner, pool!.roots.length, BigInt(r.lp))).toEqual({
        known: true,
        fees: r.fees.map(BigInt),
        since: r.since,
      });
  });
});
