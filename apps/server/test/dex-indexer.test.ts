import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RawTransaction } from 'everscale-inpage-provider';
import { openDatabase, type Db, type DatabaseHandle } from '@tycho/db';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@tycho/db/testing';
import { DexIndexer, type IndexerNetwork, type StreamedTransaction } from '../src/indexer';
import type { DexEvent } from '../src/indexer/events';
import { query } from '../src/dex/sql';
import { T0, TOKENS, marketEvents, operationEvents } from './dex-fixture';

/** One synthetic devnet transaction per fixture event; the stub decoder maps it back to its event. */
const EVENTS: DexEvent[] = [...marketEvents(), ...operationEvents()];

/** An in-memory transaction stream: one synthetic transaction per fixture event, cursor = its lt. */
function fakeNetwork() {
  const listeners = new Set<() => void>();
  let committed: StreamedTransaction[] = [];
  const network: IndexerNetwork = {
    runLocal: () => ({ code: 60 }),
    now: () => T0,
    tokenMetadata: () => [TOKENS.USDT],
    transactionsAfter: async (cursor, limit) => committed.filter((t) => t.cursor > cursor).slice(0, limit),
    latestCursor: async () => committed.at(-1)?.cursor ?? 0n,
    onCommitted: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  /** Commits the transactions of events [from, to). */
  const commit = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const lt = BigInt(10_000 + i * 10);
      const transaction = { id: { lt: lt.toString(), hash: `h${i}` }, index: i } as unknown as RawTransaction;
      committed.push({ cursor: lt, account: `0:${'c'.repeat(64)}`, transaction });
    }
  };
  /** The network starts over (the devnet's --reset). */
  const reset = () => {
    committed = [];
  };
  return { network, commit, reset, emit: () => listeners.forEach((l) => l()) };
}

const decode = (_account: string, tx: RawTransaction) => [EVENTS[(tx as unknown as { index: number }).index]];

async function totals(db: Db) {
  const [state] = await query<{ last_lt: string; total: string }>(
    db,
    sql`select last_lt::text as last_lt, total_transactions::text as total from dex_indexer_state`,
  );
  const pools = await query<{ address: string; n: string; fees: string; volume: string; tvl: string }>(
    db,
    sql`select address, transactions_count::text as n, fee_all_time::text as fees, volume_7d::text as volume, tvl::text as tvl
      from dex_pools order by address`,
  );
  const [candles] = await query<{ v: string; n: string }>(
    db,
    sql`select coalesce(sum(usd_volume), 0)::text as v, coalesce(sum(transactions), 0)::text as n from dex_pool_candles`,
  );
  const [txs] = await query<{ n: string }>(db, sql`select count(*)::text as n from dex_transactions`);
  return { state, pools, candles, txs: txs.n };
}

let cluster: ThrowawayPostgres | undefined;
beforeAll(async () => {
  cluster = await startThrowawayPostgres();
});
afterAll(() => cluster?.stop());

describe.each(['pglite', 'postgres'] as const)('DEX indexer on %s', (kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'tycho-indexer-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** Opens the same stored database again (a process restart). */
  const reopen = (): Promise<DatabaseHandle> =>
    openDatabase(kind === 'postgres' ? { databaseUrl: cluster!.url } : { dataDir: dir });

  it('catches up in batches, follows live commits, and resumes after a restart without counting twice', async (context) => {
    if (kind === 'postgres' && !cluster) return context.skip();
    const { network, commit, emit } = fakeNetwork();
    let handle = await reopen();
    commit(0, 6);
    let indexer = new DexIndexer({ db: handle.db, network, decode, batchSize: 4 });
    await indexer.start();
    expect(indexer.lastLt).toBe(10_050n);
    commit(6, 9);
    emit();
    await indexer.idle();
    expect(indexer.lastLt).toBe(10_080n);
    const partial = await totals(handle.db);
    expect(partial.txs).toBe('1');
    await indexer.stop();
    await handle.close();

    handle = await reopen();
    commit(9, EVENTS.length);
    indexer = new DexIndexer({ db: handle.db, network, decode, batchSize: 4 });
    await indexer.start();
    const first = await totals(handle.db);
    expect(first.txs).toBe('4');
    expect(first.state).toEqual({ last_lt: String(10_000 + (EVENTS.length - 1) * 10), total: '4' });
    expect(first.candles.n).toBe('8');
    await indexer.stop();
    await handle.close();

    handle = await reopen();
    indexer = new DexIndexer({ db: handle.db, network, decode });
    await indexer.start();
    expect(await totals(handle.db)).toEqual(first);
    const swaps = await query<{ n: string }>(handle.db, sql`select count(*)::text as n from dex_swap_calls`);
    expect(swaps[0].n).toBe('2');
    await indexer.stop();
    await handle.close();
  });

  it('starts over when the network history restarted (the devnet --reset)', async (context) => {
    if (kind === 'postgres') return context.skip(); // the first test keeps the cluster's tables
    const { network, commit, reset } = fakeNetwork();
    const handle = await openDatabase();
    commit(0, EVENTS.length);
    const indexer = new DexIndexer({ db: handle.db, network, decode });
    await indexer.start();
    await indexer.stop();
    reset();
    commit(0, 4);
    const again = new DexIndexer({ db: handle.db, network, decode });
    await again.start();
    const after = await totals(handle.db);
    expect(after.txs).toBe('0');
    expect(after.pools).toHaveLength(4);
    await again.stop();
    await handle.close();
  });
});
