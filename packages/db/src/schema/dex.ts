import type { PoolKind } from '@tycho/abi';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * DEX read model written by the indexer (apps/server/src/indexer) and read by the DEX API (apps/server/src/dex).
 * On-chain amounts are `numeric` integers in the smallest units; USD values and prices are `numeric` decimals.
 * Times are unix seconds (`integer`). Every list query shape of the API has an index.
 */

const usd = (name: string) => numeric(name).notNull().default('0');

/** Tokens seen in pools (or listed), with their USD statistics. */
export const dexCurrencies = pgTable(
  'dex_currencies',
  {
    address: text('address').primaryKey(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    decimals: smallint('decimals').notNull(),
    logoUri: text('logo_uri'),
    verified: boolean('verified').notNull().default(false),
    scam: boolean('scam').notNull().default(false),
    /** True for LP tokens of pools (priced from the pool's TVL / LP supply). */
    isLp: boolean('is_lp').notNull().default(false),
    price: usd('price'),
    price24hAgo: usd('price_24h_ago'),
    volume24h: usd('volume_24h'),
    volume24hPrev: usd('volume_24h_prev'),
    volume7d: usd('volume_7d'),
    fee24h: usd('fee_24h'),
    fee7d: usd('fee_7d'),
    feeAllTime: usd('fee_all_time'),
    tvl: usd('tvl'),
    tvl24hAgo: usd('tvl_24h_ago'),
    transactionsCount24h: integer('transactions_count_24h').notNull().default(0),
    /** All-time pool transactions of pools holding this token (the unfiltered count of its transaction list). */
    transactionsCount: bigint('transactions_count', { mode: 'number' }).notNull().default(0),
    poolsCount: integer('pools_count').notNull().default(0),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('dex_currencies_tvl').on(t.tvl, t.address),
    index('dex_currencies_volume24h').on(t.volume24h, t.address),
    index('dex_currencies_volume7d').on(t.volume7d, t.address),
    index('dex_currencies_price').on(t.price, t.address),
  ],
);

/** Pools (DexPair = common, DexStablePair = stable, DexStablePool = stablepool) and their statistics. */
export const dexPools = pgTable(
  'dex_pools',
  {
    address: text('address').primaryKey(),
    kind: text('kind').notNull().$type<PoolKind>(),
    lpRoot: text('lp_root').notNull(),
    /** Decimals of the LP token; null until the pool's LP token exists. */
    lpDecimals: smallint('lp_decimals'),
    /** Token roots in the pool's order. */
    currencyAddresses: text('currency_addresses').array().notNull(),
    /** Symbols, same order (denormalised for lists). */
    currencies: text('currencies').array().notNull(),
    decimals: smallint('decimals').array().notNull(),
    reserves: numeric('reserves').array().notNull(),
    lpSupply: numeric('lp_supply').notNull().default('0'),
    feeDenominator: numeric('fee_denominator').notNull().default('1000000'),
    feePoolNumerator: numeric('fee_pool_numerator').notNull().default('3000'),
    feeBeneficiaryNumerator: numeric('fee_beneficiary_numerator').notNull().default('0'),
    ampValue: numeric('amp_value'),
    ampPrecision: numeric('amp_precision'),
    active: boolean('active').notNull().default(true),
    tvl: usd('tvl'),
    tvl24hAgo: usd('tvl_24h_ago'),
    volume24h: usd('volume_24h'),
    volume24hPrev: usd('volume_24h_prev'),
    volume7d: usd('volume_7d'),
    fee24h: usd('fee_24h'),
    fee7d: usd('fee_7d'),
    feeAllTime: usd('fee_all_time'),
    transactionsCount24h: integer('transactions_count_24h').notNull().default(0),
    transactionsCount: bigint('transactions_count', { mode: 'number' }).notNull().default(0),
    createdAt: bigint('created_at', { mode: 'number' }).notNull().default(0),
    /** lt of the last Sync applied (ignore older ones on replays). */
    syncLt: bigint('sync_lt', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    index('dex_pools_tvl').on(t.tvl, t.address),
    index('dex_pools_volume24h').on(t.volume24h, t.address),
    index('dex_pools_volume7d').on(t.volume7d, t.address),
    index('dex_pools_currencies').using('gin', t.currencyAddresses).with({ fastupdate: false }),
    index('dex_pools_lp_root').on(t.lpRoot),
  ],
);

/** Pool graph per interval: price of token 0 in token 1 (OHLC), traded amounts, USD volume, TVL and reserves at close. */
export const dexPoolCandles = pgTable(
  'dex_pool_candles',
  {
    pool: text('pool').notNull(),
    timeframe: text('timeframe').notNull().$type<'H1' | 'D1'>(),
    bucket: bigint('bucket', { mode: 'number' }).notNull(),
    open: numeric('open').notNull(),
    high: numeric('high').notNull(),
    low: numeric('low').notNull(),
    close: numeric('close').notNull(),
    volumes: numeric('volumes').array().notNull(),
    usdVolume: usd('usd_volume'),
    fees: usd('fees'),
    tvl: usd('tvl'),
    reserves: numeric('reserves').array().notNull(),
    transactions: integer('transactions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pool, t.timeframe, t.bucket] })],
);

/** Currency graph per interval: USD price OHLC, USD volume, TVL at close. */
export const dexCurrencyCandles = pgTable(
  'dex_currency_candles',
  {
    currency: text('currency').notNull(),
    timeframe: text('timeframe').notNull().$type<'H1' | 'D1'>(),
    bucket: bigint('bucket', { mode: 'number' }).notNull(),
    open: numeric('open').notNull(),
    high: numeric('high').notNull(),
    low: numeric('low').notNull(),
    close: numeric('close').notNull(),
    usdVolume: usd('usd_volume'),
    fees: usd('fees'),
    tvl: usd('tvl'),
    transactions: integer('transactions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.currency, t.timeframe, t.bucket] })],
);

/** Pool operations (swap, deposit, withdraw). `volumes` are signed from the user's side, whole tokens. */
export const dexTransactions = pgTable(
  'dex_transactions',
  {
    transactionHash: text('transaction_hash').primaryKey(),
    messageHash: text('message_hash').notNull(),
    lt: bigint('lt', { mode: 'bigint' }).notNull(),
    eventType: text('event_type').notNull().$type<'swap' | 'deposit' | 'withdraw'>(),
    pool: text('pool').notNull(),
    userAddress: text('user_address').notNull(),
    tv: usd('tv'),
    /** Whole tokens spent (fromexec) and received (toexec) by the user. */
    fromExec: usd('from_exec'),
    toExec: usd('to_exec'),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    currencyAddresses: text('currency_addresses').array().notNull(),
    volumes: numeric('volumes').array().notNull(),
    /**
     * What the row added to the candles: its fees in USD and the USD value of each pool token it moved (pool order),
     * so a hop the network undoes later (a cancelled cross-pool swap) is taken out exactly.
     */
    feeUsd: usd('fee_usd'),
    usdValues: numeric('usd_values')
      .array()
      .notNull()
      .default(sql`'{}'::numeric[]`),
  },
  (t) => [
    uniqueIndex('dex_tx_time').on(t.timestamp, t.lt),
    index('dex_tx_pool_time').on(t.pool, t.timestamp, t.lt),
    index('dex_tx_user_time').on(t.userAddress, t.timestamp, t.lt),
    index('dex_tx_tv').on(t.tv, t.lt),
    index('dex_tx_type_time').on(t.eventType, t.timestamp, t.lt),
    index('dex_tx_currencies').using('gin', t.currencyAddresses).with({ fastupdate: false }),
  ],
);

/** One row per (transaction, currency): keeps "transactions of a token" an index range scan. */
export const dexTransactionCurrencies = pgTable(
  'dex_transaction_currencies',
  {
    currency: text('currency').notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    lt: bigint('lt', { mode: 'bigint' }).notNull(),
    transactionHash: text('transaction_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.timestamp, t.lt] })],
);

/** Result of a swap sent with a cross_swap_payload call id, from the DEX callbacks to the recipient. */
export const dexSwapCalls = pgTable(
  'dex_swap_calls',
  {
    recipient: text('recipient').notNull(),
    callId: numeric('call_id').notNull(),
    status: text('status').notNull().$type<'Pending' | 'Succeed' | 'Cancelled'>(),
    amounts: numeric('amounts')
      .array()
      .notNull()
      .default(sql`'{}'`),
    tokenRoots: text('token_roots')
      .array()
      .notNull()
      .default(sql`'{}'`),
    transactionHash: text('transaction_hash'),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.recipient, t.callId] })],
);

/** Indexer progress: the last devnet lt fully applied (written in the same DB transaction as the rows). */
export const dexIndexerState = pgTable('dex_indexer_state', {
  id: text('id').primaryKey(),
  lastLt: bigint('last_lt', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  totalTransactions: bigint('total_transactions', { mode: 'number' }).notNull().default(0),
});
