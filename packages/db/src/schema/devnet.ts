import { bigint, bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Small key/value facts about the persisted network (seed number, clock, lt counter, well-known addresses). */
export const devnetMeta = pgTable('devnet_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** One row per account: its contract kind and full model state (JSON with bigints as strings). */
export const devnetAccounts = pgTable('devnet_accounts', {
  address: text('address').primaryKey(),
  kind: text('kind').notNull(),
  balance: text('balance').notNull(),
  state: jsonb('state').notNull(),
  lastLt: bigint('last_lt', { mode: 'bigint' }).notNull(),
  lastHash: text('last_hash').notNull(),
});

/** Committed transactions in the provider's raw `Transaction` shape. */
export const devnetTransactions = pgTable(
  'devnet_transactions',
  {
    lt: bigint('lt', { mode: 'bigint' }).primaryKey(),
    hash: text('hash').notNull().unique(),
    account: text('account').notNull(),
    inMessageHash: text('in_message_hash').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    body: jsonb('body').notNull(),
  },
  (t) => [index('devnet_tx_account_lt').on(t.account, t.lt), index('devnet_tx_in_msg').on(t.inMessageHash)],
);

/** Messages produced by committed transactions and not yet processed (survive a crash). */
export const devnetQueue = pgTable('devnet_queue', {
  seq: bigserial('seq', { mode: 'bigint' }).primaryKey(),
  message: jsonb('message').notNull(),
});
