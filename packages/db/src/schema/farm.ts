import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Old farming read model, written by the indexer from the farm fabric's NewFarmPool and the farm pools' events
 * (apps/server/src/indexer/farms.ts) and read by the farming API. Amounts are integers in the smallest units as
 * decimal strings; times chain unix seconds.
 */

/** One row per pool the fabric deployed (NewFarmPool). */
export const farmPools = pgTable('farm_pools', {
  address: text('address').primaryKey(),
  fabric: text('fabric').notNull(),
  owner: text('owner').notNull(),
  tokenRoot: text('token_root').notNull(),
  rewardRoots: jsonb('reward_roots').notNull().$type<string[]>(),
  lt: bigint('lt', { mode: 'bigint' }).notNull(),
  timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  transactionHash: text('transaction_hash').notNull(),
});

/** One row per farm pool action event: Deposit, Withdraw, Claim, RewardDeposit. */
export const farmTransactions = pgTable(
  'farm_transactions',
  {
    transactionHash: text('transaction_hash').notNull(),
    eventIndex: integer('event_index').notNull(),
    pool: text('pool').notNull(),
    userAddress: text('user_address').notNull(),
    kind: text('kind').notNull().$type<'deposit' | 'withdraw' | 'claim' | 'rewardDeposit'>(),
    lt: bigint('lt', { mode: 'bigint' }).notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    /** LP amount for deposit / withdraw (first), then the rewards paid; the reward for reward deposits. */
    tokens: jsonb('tokens').notNull().$type<{ tokenRoot: string; amount: string }[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionHash, t.eventIndex] }),
    index('farm_transactions_pool').on(t.pool, t.lt),
    index('farm_transactions_user').on(t.userAddress, t.pool, t.lt),
  ],
);
