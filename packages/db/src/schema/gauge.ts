import { bigint, index, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Gauge read model, written by the indexer from the gauges' events (apps/server/src/indexer/gauges.ts) and read by
 * the gauges API. Amounts are `numeric` integers in the smallest units; times chain unix seconds; addresses as the
 * chain spells them.
 */

/** One row per gauge action event: Deposit, Withdraw, Claim, RewardDeposit (the API's transaction kinds). */
export const gaugeTransactions = pgTable(
  'gauge_transactions',
  {
    transactionHash: text('transaction_hash').notNull(),
    /** Index of the event in its transaction (a withdraw with claim emits Withdraw and Claim). */
    eventIndex: integer('event_index').notNull(),
    gauge: text('gauge').notNull(),
    userAddress: text('user_address').notNull(),
    kind: text('kind').notNull().$type<'deposit' | 'withdraw' | 'claim' | 'rewardDeposit'>(),
    lt: bigint('lt', { mode: 'bigint' }).notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    /** Tokens moved, smallest units: the LP amount for deposit / withdraw, rewards paid for claim. */
    tokens: jsonb('tokens').notNull().$type<{ tokenRoot: string; amount: string }[]>(),
    /** Deposit only: boosted amount and lock length in seconds. */
    boostedAmount: numeric('boosted_amount'),
    lockTime: bigint('lock_time', { mode: 'number' }),
    /**
     * Deposit, withdraw and claim: the gauge's lock-boosted and total-boosted supplies after the action, as the event
     * states them (the APR history replays them).
     */
    lockBoostedSupply: numeric('lock_boosted_supply'),
    totalBoostedSupply: numeric('total_boosted_supply'),
  },
  (t) => [
    primaryKey({ columns: [t.transactionHash, t.eventIndex] }),
    index('gauge_transactions_gauge').on(t.gauge, t.lt),
    index('gauge_transactions_user').on(t.userAddress, t.gauge, t.lt),
  ],
);
