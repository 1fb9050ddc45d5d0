import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '@tycho/db';
import { createDevnet, GENESIS_SUPPLY, type DevnetHandle } from '@tycho/devnet';
import { query } from '../src/dex/sql';
import { DexIndexer } from '../src/indexer';
import { devWalletPage as wallet, exited, freePort, post, sendSwap, startServer as start } from './server-process';

/**
 * Durability of the whole server: a load of swaps runs through the HTTP API and the dev wallet's WebSocket (as the
 * app sends them), the server is killed with SIGKILL in the middle, started again on the same data directory, and
 * then every transaction the wallet saw confirmed is there, every swap ended (the queue of messages in flight
 * resumed), coin and token totals hold, and the DEX read model equals one built from scratch over the same chain:
 * nothing counted twice, nothing lost.
 */
const SWAPS_BEFORE_KILL = Number(process.env.DURABILITY_SWAPS ?? 24);
const IN_FLIGHT = 3;

/** Totals of the DEX read model that a replay must reproduce exactly. */
async function readModel(db: Db) {
  const [totals] = await query(
    db,
    sql`select (select count(*)::int from dex_transactions) as rows,
          (select total_transactions::int from dex_indexer_state) as total,
          (select count(*)::int from dex_transaction_currencies) as by_currency,
          (select sum(transactions)::int from dex_pool_candles where timeframe = 'H1') as candle_transactions,
          (select round(sum(usd_volume), 3)::text from dex_pool_candles where timeframe = 'D1') as volume,
          (select count(*)::int from limit_orders) as orders,
          (select count(*)::int from gauge_transactions) as gauge_rows`,
  );
  const pools = await query(
    db,
    sql`select address, reserves::text[] as reserves, lp_supply::text as lp, transactions_count as n
        from dex_pools order by address`,
  );
  const calls = await query(
    db,
    // the payload endpoint records a call before it is sent (Pending), and a cancel keeps the amounts it recorded:
    // what the chain decided is the status of every call that ended
    sql`select recipient, call_id, status from dex_swap_calls where status <> 'Pending' order by recipient, call_id`,
  );
  // the LP fees the indexer folds (issue 41): every position's figure and every pool's last supply
  const lpFees = await query(
    db,
    sql`select pool, owner, lp::text as lp, fees::text[] as fees, since, broken from dex_lp_fees order by pool, owner`,
  );
  const lpPools = await query(
    db,
    sql`select pool, lp_supply::text as supply, last_lt::text as last_lt, incomplete from dex_lp_fee_pools order by pool`,
  );
  return { totals, pools, calls, lpFees, lpPools };
}

/** Coin and token totals of the reloaded chain. */
function expectChainTotals(devnet: DevnetHandle) {
  const accounts = devnet.accounts();
  expect(accounts.reduce((sum, a) => sum + a.balance, 0n)).toBe(GENESIS_SUPPLY);
  const sums = new Map<string, bigint>();
  for (const a of accounts) {
    if (a.kind !== 'TokenWallet' && a.kind !== 'VaultTokenWallet') continue;
    const s = a.state as { root: string; balance: bigint };
    sums.set(s.root, (sums.get(s.root) ?? 0n) + s.balance);
  }
  for (const a of accounts) {
    if (a.kind !== 'TokenRoot') continue;
    const s = a.state as { symbol: string; totalSupply: bigint };
    expect(sums.get(a.address) ?? 0n, s.symbol).toBe(s.totalSupply);
  }
}

describe('durability: SIGKILL during a load of swaps', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tycho-durability-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every confirmed transaction, finishes the swaps in flight and indexes them once', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir, MARKET_ACTIVITY: 'off' };
    const first = await start(env);
    const info = (await (await fetch(`${base}/devnet/info`)).json()) as {
      accounts: { address: string }[];
      addresses: Record<string, string>;
    };
    const alice = info.accounts[0]!.address;
    const [usdt, qube, wbtc] = ['USDT', 'QUBE', 'WBTC'].map((s) => info.addresses[`token:${s}`]!);
    const page = await wallet(base);
    const granted = await page.request(
      'requestPermissions',
      { permissions: ['basic', 'accountInteraction'] },
      {
        account: alice,
      },
    );
    expect(granted.error).toBeUndefined();

    const confirmed: { id: string; hash: string }[] = [];
    let next = 0;
    let killed = false;
    /** One swap as the app sends it: quote, payload, then the wallet's transfer with the payload. */
    const swapOnce = async () => {
      const k = next++;
      const [from, to, amount] =
        k % 3 === 0 ? [usdt, qube, '1000000'] : k % 3 === 1 ? [qube, usdt, '500000000'] : [usdt, wbtc, '2000000'];
      const id = String(900_000 + k);
      const hash = await sendSwap(base, page, alice, { from, to, amount, id });
      confirmed.push({ id, hash });
    };
    const load = async () => {
      while (!killed) await swapOnce().catch((error: unknown) => (killed ? undefined : Promise.reject(error)));
    };
    const runners = Array.from({ length: IN_FLIGHT }, load);
    // kill in the middle of the load: once enough swaps are confirmed, with others in flight
    await new Promise<void>((done, fail) => {
      const timer = setInterval(() => {
        if (confirmed.length < SWAPS_BEFORE_KILL) return;
        clearInterval(timer);
        killed = true;
        first.kill('SIGKILL');
        done();
      }, 5);
      Promise.all(runners).catch((error: unknown) => {
        clearInterval(timer);
        fail(error);
      });
    });
    await exited(first);
    await Promise.allSettled(runners);
    const seen = [...confirmed];
    expect(seen.length).toBeGreaterThanOrEqual(SWAPS_BEFORE_KILL);

    // restart on the same data: every confirmed transaction is there and every swap ended
    const second = await start(env);
    for (const { hash } of seen) {
      const found = await fetch(`${base}/devnet/transactions/${hash}`);
      expect(found.status, hash).toBe(200);
    }
    for (const { id } of seen) {
      for (;;) {
        const status = await post(base, '/api/v2/pools/cross_swap_payload_status', { id, recipient: alice });
        if (status.body.status !== 'Pending') {
          expect(['Succeed', 'Cancelled'], id).toContain(status.body.status);
          break;
        }
        // the resumed queue and the indexer are still catching up: ask again once they moved
        await fetch(`${base}/healthz`);
      }
    }
    second.kill('SIGINT');
    await exited(second);

    // the chain's totals hold, and the read model written across the crash equals a replay from scratch
    const stored = await openDatabase({ dataDir });
    const devnet = await createDevnet({ db: stored.db });
    await devnet.drain();
    expectChainTotals(devnet);
    const afterCrash = await readModel(stored.db);
    const fresh = await openDatabase();
    const replay = new DexIndexer({
      db: fresh.db,
      network: devnet,
      limitOrderFactory: devnet.addresses().limitOrderFactory,
    });
    await replay.start();
    await replay.stop();
    expect(afterCrash).toEqual(await readModel(fresh.db));
    expect(afterCrash.calls.length).toBeGreaterThan(0);
    await fresh.close();
    await devnet.close();
    await stored.close();
  }, 900_000);
});
