import { sql } from 'drizzle-orm';
import type { RawTransaction } from 'everscale-inpage-provider';
import type { Db } from '@tycho/db';
import { query } from '../dex/sql';
import { PoolResolver, decodeDexTransaction } from './decode';
import { LimitDecoder } from './limit/decode';
import type { LimitEvent } from './limit/events';
import type { DexEvent } from './events';
import { decodeDaoTransaction, VoteEscrowResolver } from './dao';
import { decodeGovernanceTransaction, GovernanceResolver } from './governance';
import { decodeGaugeTransaction, GaugeResolver } from './gauges';
import { decodeFarmTransaction, FarmResolver } from './farms';
import { Market } from './market';
import type { IndexerNetwork } from './source';
import { refreshStats } from './stats';
import { writeBatch } from './writer';

const DEX_TABLES = [
  'dex_currencies',
  'dex_pools',
  'dex_pool_candles',
  'dex_currency_candles',
  'dex_transactions',
  'dex_transaction_currencies',
  'dex_swap_calls',
  'dex_indexer_state',
  'dex_lp_fee_pools',
  'dex_lp_fees',
  'gauge_transactions',
  'farm_pools',
  'farm_transactions',
  'dao_events',
  'governance_events',
  'limit_orders',
  'limit_order_exchanges',
];

export async function resetDexTables(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate ${DEX_TABLES.join(', ')}`));
}

export interface IndexerOptions {
  db: Db;
  /** The transaction stream, the getters and the token list (the devnet, or a real network's feed and node). */
  network: IndexerNetwork;
  /** The limit-order factory whose order roots are trusted (limit orders are not indexed without it). */
  limitOrderFactory?: string;
  /** The old farming fabric whose pools are trusted (old farming is not indexed without it). */
  farmFabric?: string;
  /** Transactions read and written per DB transaction. */
  batchSize?: number;
  /** Called after each written batch (the API's pool cache invalidates itself). */
  onBatch?: () => void;
  /** Decoder of one transaction (tests replace it); default: the DEX ABIs through nekoton. */
  decode?: (account: string, tx: RawTransaction) => DexEvent[];
  /** Wall-clock period of the full statistics refresh (rolling windows move without trades). */
  statsIntervalMs?: number;
}

/**
 * Indexes the network's committed transactions into the DEX tables. It pulls the transaction stream after its cursor
 * (`TransactionSource.transactionsAfter`): the same path serves the catch-up after a restart and the live feed
 * (`onCommitted` only wakes it up). Cursor and rows commit in one DB transaction.
 */
export class DexIndexer {
  private market?: Market;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private unsubscribe?: () => void;
  private timer?: NodeJS.Timeout;
  private cursor = 0n;
  private readonly decode: (account: string, tx: RawTransaction) => DexEvent[];
  private failures = 0;

  constructor(private readonly options: IndexerOptions) {
    const resolver = new PoolResolver(options.network);
    const gauges = new GaugeResolver(options.network);
    const farms = new FarmResolver(options.network, options.farmFabric);
    const voteEscrows = new VoteEscrowResolver(options.network);
    const governance = new GovernanceResolver(options.network);
    this.resolver = resolver;
    this.decode =
      options.decode ??
      ((account, tx) => [
        ...decodeDexTransaction(resolver, account, tx),
        ...decodeGaugeTransaction(gauges, account, tx),
        ...decodeFarmTransaction(farms, account, tx),
        ...decodeDaoTransaction(voteEscrows, account, tx),
        ...decodeGovernanceTransaction(governance, account, tx),
      ]);
    this.limit = new LimitDecoder(
      options.network,
      options.limitOrderFactory,
      (address) => resolver.kindOf(address) !== undefined,
    );
  }

  private readonly limit: LimitDecoder;

  private readonly resolver: PoolResolver;

  /** The USD anchor: the listed USDT. */
  private usdtRoot(): string | undefined {
    return this.options.network.tokenMetadata().find((t) => t.symbol === 'USDT')?.address;
  }

  /** Loads the market and cursor, catches up and follows new transactions. Resolves after the catch-up. */
  async start(): Promise<void> {
    const { db } = this.options;
    this.market = await Market.load(db, this.usdtRoot());
    for (const pool of this.market.pools.values()) this.resolver.know(pool.address, pool.kind);
    const [state] = await query<{ last_lt: string }>(
      db,
      sql`select last_lt::text as last_lt from dex_indexer_state where id = 'main'`,
    );
    this.cursor = BigInt(state?.last_lt ?? '0');
    if (this.cursor > (await this.options.network.latestCursor())) {
      // The network's history restarted (the devnet's --reset): so does the DEX read model.
      await resetDexTables(db);
      this.cursor = 0n;
      this.market = await Market.load(db, this.usdtRoot());
    }
    this.unsubscribe = this.options.network.onCommitted(() => {
      this.wake().catch((error: unknown) =>
        console.error('indexer: batch failed, will retry on the next transaction', error),
      );
    });
    await this.wake();
    await refreshStats(db, this.options.network.now());
    this.options.onBatch?.();
    const period = this.options.statsIntervalMs ?? 60_000;
    // a failed refresh (the database gone) is reported and retried next period, never an unhandled rejection that
    // would stop the process (issue 41: the stats update after a failed commit ended the server)
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) =>
        console.error('indexer: statistics refresh failed, retried next period', error),
      );
    }, period);
    this.timer.unref();
  }

  private async refresh(): Promise<void> {
    if (this.stopped) return;
    await this.exclusive(() => refreshStats(this.options.db, this.options.network.now()));
    this.options.onBatch?.();
  }

  /** The lt everything up to which is indexed. */
  get lastLt(): bigint {
    return this.cursor;
  }

  /** Runs the drain loop (once at a time); a wake-up during a run schedules one more pass. */
  wake(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.drain();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async exclusive<T>(work: () => Promise<T>): Promise<T> {
    while (this.running) await this.running;
    return work();
  }

  private async drain(): Promise<void> {
    const { db } = this.options;
    const size = this.options.batchSize ?? 500;
    while (!this.stopped) {
      const batch = await this.options.network.transactionsAfter(this.cursor, size);
      if (batch.length === 0) return;
      const events: DexEvent[] = [];
      const limit: LimitEvent[] = [];
      for (const { account, transaction } of batch) {
        try {
          events.push(...this.decode(account, transaction));
          limit.push(...this.limit.decode(account, transaction));
        } catch (error) {
          this.failures += 1;
          if (this.failures <= 5) console.error(`indexer: cannot decode transaction ${transaction.id?.hash}`, error);
        }
      }
      const lastLt = batch[batch.length - 1].cursor;
      try {
        await writeBatch(db, this.market!, { events, lastLt, now: this.options.network.now(), limit });
      } catch (error) {
        // The market in memory may be ahead of the rolled-back rows: reload it from the database.
        this.market = await Market.load(db, this.usdtRoot());
        throw error;
      }
      this.cursor = lastLt;
      this.options.onBatch?.();
      if (batch.length < size) return;
    }
  }

  /** Resolves when everything committed so far is indexed. */
  async idle(): Promise<void> {
    await this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}
