import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle, type Db } from '@tycho/db';
import type { DexEvent } from '../src/indexer/events';
import { query } from '../src/dex/sql';
import { Market } from '../src/indexer/market';
import { writeBatch } from '../src/indexer/writer';
import { ALICE, POOLS, T0, TOKENS, hash, marketEvents, operationEvents } from './dex-fixture';

/**
 * A cross-pool swap that fails at its second hop: the first pool undoes its hop (the devnet's reverse Exchange,
 * decoded as an `undo` event). The read model must end exactly as if the hop had never happened: no row, no
 * volume, no fees, no counts.
 */
const { USDT, DAI } = TOKENS;
const spent = 5_000n * 10n ** 6n;
const received = 2_480n * 10n ** 9n;
const hopFee = 15n * 10n ** 6n;

const forward: DexEvent = {
  type: 'operation',
  kind: 'swap',
  pool: POOLS.usdtQube,
  lt: 3000n,
  time: T0 - 120,
  transactionHash: hash(0xd001),
  messageHash: hash(0xd101),
  user: ALICE,
  amounts: [-spent, received],
  fees: [hopFee, 0n],
};
/** An unrelated trade in the same hour, which stays. */
const other: DexEvent = {
  type: 'operation',
  kind: 'swap',
  pool: POOLS.usdtQube,
  lt: 3002n,
  time: T0 - 100,
  transactionHash: hash(0xd003),
  messageHash: hash(0xd103),
  user: ALICE,
  amounts: [-spent / 2n, received / 2n],
  fees: [hopFee / 2n, 0n],
};
const undo: DexEvent = {
  type: 'undo',
  pool: POOLS.usdtQube,
  lt: 3001n,
  time: T0 - 119,
  transactionHash: hash(0xd002),
  amounts: [-spent, received],
};

async function snapshot(db: Db) {
  const pools = await query(
    db,
    sql`select address, transactions_count, fee_all_time::float8 as fee, volume_24h::float8 as v24,
          fee_24h::float8 as f24, transactions_count_24h as n24 from dex_pools order by address`,
  );
  const currencies = await query(
    db,
    sql`select address, transactions_count, fee_all_time::float8 as fee, volume_24h::float8 as v24,
          transactions_count_24h as n24 from dex_currencies order by address`,
  );
  const poolCandles = await query(
    db,
    sql`select pool, timeframe, bucket, usd_volume::float8 as v, fees::float8 as f, transactions as n,
          volumes::text[] as volumes
        from dex_pool_candles where transactions > 0 order by pool, timeframe, bucket`,
  );
  const currencyCandles = await query(
    db,
    sql`select currency, timeframe, bucket, usd_volume::float8 as v, fees::float8 as f, transactions as n
        from dex_currency_candles where transactions > 0 order by currency, timeframe, bucket`,
  );
  const rows = await query(db, sql`select transaction_hash from dex_transactions order by lt`);
  const byCurrency = await query(
    db,
    sql`select currency, count(*)::int as n from dex_transaction_currencies group by currency order by currency`,
  );
  const [state] = await query<{ total_transactions: number }>(
    db,
    sql`select total_transactions from dex_indexer_state`,
  );
  return { pools, currencies, poolCandles, currencyCandles, rows, byCurrency, state };
}

/** Floats (USD figures) rounded to 6 decimals: the stored figures are rounded to 9 when they are summed. */
const rounded = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v));

describe('indexer: the undone hop of a cancelled cross-pool swap', () => {
  const handles: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const h of handles.splice(0)) await h.close();
  });
  /** The read model without the hop (written once). */
  let withoutHop: Awaited<ReturnType<typeof snapshot>> | undefined;
  const expected = async () => (withoutHop ??= await snapshot(await write([[other]])));

  /** The fixture market, then `batches` in order. */
  async function write(batches: DexEvent[][]): Promise<Db> {
    const handle = await openDatabase();
    handles.push(handle);
    const market = new Market(USDT.address);
    await writeBatch(handle.db, market, { events: marketEvents(), lastLt: 500n, now: T0 - 3 * 86_400 });
    await writeBatch(handle.db, market, { events: operationEvents(), lastLt: 2000n, now: T0 });
    let lastLt = 3000n;
    for (const events of batches) await writeBatch(handle.db, market, { events, lastLt: (lastLt += 10n), now: T0 });
    return handle.db;
  }

  const cases: [string, DexEvent[][]][] = [
    ['in the same batch', [[forward, undo, other]]],
    ['in a later batch', [[forward], [undo, other]]],
    ['in a later batch after other trades', [[forward], [other], [undo]]],
  ];
  for (const [name, batches] of cases) {
    it(`takes out the hop's row, volume, fees and counts (${name})`, async () => {
      const actual = await snapshot(await write(batches));
      expect(rounded(actual)).toEqual(rounded(await expected()));
      expect(actual.rows.map((r) => (r as { transaction_hash: string }).transaction_hash)).not.toContain(hash(0xd001));
    });
  }

  it('keeps the hop when the undo names other amounts (no row matches)', async () => {
    const stray: DexEvent = { ...undo, amounts: [-spent, received + 1n] };
    const kept = await snapshot(await write([[forward, other], [stray]]));
    expect(kept.rows.map((r) => (r as { transaction_hash: string }).transaction_hash)).toContain(hash(0xd001));
    expect(kept.state).toEqual({ total_transactions: (await expected()).state!.total_transactions + 1 });
  });

  it('takes out an undone one-coin withdrawal (LP → token hop) of a stable pool', async () => {
    const withdrawal: DexEvent = {
      type: 'operation',
      kind: 'withdraw',
      pool: POOLS.tri,
      lt: 3000n,
      time: T0 - 60,
      transactionHash: hash(0xd004),
      messageHash: hash(0xd104),
      user: ALICE,
      amounts: [0n, 50n * 10n ** BigInt(DAI.decimals), 0n],
      fees: [0n, 10n ** 16n, 0n],
    };
    const reverse: DexEvent = { ...undo, pool: POOLS.tri, lt: 3001n, amounts: withdrawal.amounts };
    const actual = await snapshot(await write([[withdrawal], [reverse, other]]));
    expect(rounded(actual)).toEqual(rounded(await expected()));
  });
});
