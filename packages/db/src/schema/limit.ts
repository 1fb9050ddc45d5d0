import { sql } from 'drizzle-orm';
import { bigint, index, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Limit-order read model, read by the limit-order API (apps/server/src/limit, `/api/limit/v1`).
 *
 * Written by the indexer (apps/server/src/indexer/limit) from the events of the limit-order contracts.
 *
 * Amounts are `numeric` integers in the smallest units; prices are `numeric` decimals in whole tokens, computed by
 * the writer from the amounts and the token decimals. Times are chain unix seconds (`integer`). Addresses are
 * lower-case.
 */

/** One row per order contract; updated in place as the order is filled, swapped or cancelled. */
export const limitOrders = pgTable(
  'limit_orders',
  {
    address: text('address').primaryKey(),
    /** Order root the order was created through (one root per spent token). */
    limitOrderRoot: text('limit_order_root').notNull(),
    ownerAddress: text('owner_address').notNull(),
    /** DEX pool of the pair used to fill the order by swap; null when none exists. */
    dexPair: text('dex_pair'),
    spentTokenRoot: text('spent_token_root').notNull(),
    receiveTokenRoot: text('receive_token_root').notNull(),
    spentDecimals: smallint('spent_decimals').notNull(),
    receiveDecimals: smallint('receive_decimals').notNull(),
    initialSpentAmount: numeric('initial_spent_amount').notNull(),
    expectedReceiveAmount: numeric('expected_receive_amount').notNull(),
    currentSpentAmount: numeric('current_spent_amount').notNull(),
    currentReceiveAmount: numeric('current_receive_amount').notNull(),
    /** Price of one spent token in received tokens, whole tokens (expected receive / initial spent, decimal-shifted). */
    price: numeric('price').notNull(),
    state: text('state')
      .notNull()
      .$type<'Initialize' | 'AwaitTokens' | 'Active' | 'Filled' | 'SwapInProgress' | 'Cancelled' | 'Unknown'>(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
    /** lt of the creating transaction: orders created in the same second keep their chain order. */
    createdLt: bigint('created_lt', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdTransactionHash: text('created_transaction_hash').notNull(),
    lastTransactionHash: text('last_transaction_hash').notNull(),
  },
  (t) => [
    index('limit_orders_created').on(t.createdAt, t.createdLt),
    index('limit_orders_owner_created').on(t.ownerAddress, t.createdAt, t.createdLt),
    index('limit_orders_pair_created').on(t.spentTokenRoot, t.receiveTokenRoot, t.createdAt, t.createdLt),
    index('limit_orders_receive_created').on(t.receiveTokenRoot, t.createdAt, t.createdLt),
    index('limit_orders_state_created').on(t.state, t.createdAt, t.createdLt),
    /** Order book: active orders of one direction of a pair by price. */
    index('limit_orders_book')
      .on(t.spentTokenRoot, t.receiveTokenRoot, t.price)
      .where(sql`state = 'Active'`),
  ],
);

/** One row per exchange (partial or full fill) of an order; `spent`/`receive` are from the taker's side. */
export const limitOrderExchanges = pgTable(
  'limit_order_exchanges',
  {
    transactionHash: text('transaction_hash').primaryKey(),
    lt: bigint('lt', { mode: 'bigint' }).notNull(),
    orderAddress: text('order_address').notNull(),
    /** The taker. */
    accountAddress: text('account_address').notNull(),
    /** The order's receive token. */
    spentTokenRoot: text('spent_token_root').notNull(),
    /** The order's spent token. */
    receiveTokenRoot: text('receive_token_root').notNull(),
    spentAmount: numeric('spent_amount').notNull(),
    receiveAmount: numeric('receive_amount').notNull(),
    fee: numeric('fee').notNull().default('0'),
    /** Price of one received token in spent tokens, whole tokens (the order's price). */
    price: numeric('price').notNull(),
    /** USD value of the exchange at its time (candle volume). */
    tv: numeric('tv').notNull().default('0'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('limit_exchanges_time').on(t.createdAt, t.lt),
    index('limit_exchanges_order_time').on(t.orderAddress, t.createdAt, t.lt),
    index('limit_exchanges_account_time').on(t.accountAddress, t.createdAt, t.lt),
    index('limit_exchanges_pair_time').on(t.spentTokenRoot, t.receiveTokenRoot, t.createdAt, t.lt),
    index('limit_exchanges_receive_time').on(t.receiveTokenRoot, t.createdAt, t.lt),
  ],
);
