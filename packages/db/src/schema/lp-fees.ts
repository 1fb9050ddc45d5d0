import { bigint, boolean, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * LP fees earned per position (issue 41), folded by the indexer from each pool transaction's events in the batch's
 * DB transaction (apps/server/src/indexer/lp-fees.ts) and read by the portfolio's LP section. The rule is
 * `foldLpFees` (apps/server/src/portfolio/lp-fees.ts): at each swap, every owner with LP earns the swap's `pool_fee`
 * per token times its LP over the LP supply of the pool's last Sync, rounded down per swap. Amounts are `numeric`
 * integers in the smallest units.
 */

/** Per pool: the LP supply of its last Sync and the last transaction folded (a transaction is folded once). */
export const dexLpFeePools = pgTable('dex_lp_fee_pools', {
  pool: text('pool').primaryKey(),
  lpSupply: numeric('lp_supply').notNull().default('0'),
  lastLt: bigint('last_lt', { mode: 'bigint' }).notNull(),
  /**
   * The pool's history was indexed before these tables existed (the migration marks those pools): not folded from
   * its start, so no figure for its positions (until the read model is built again from the network's start).
   */
  incomplete: boolean('incomplete').notNull().default(false),
});

/** Per (pool, owner): the LP from the owner's own deposits and withdrawals and the fees it earned with it. */
export const dexLpFees = pgTable(
  'dex_lp_fees',
  {
    pool: text('pool').notNull(),
    /** The deposit's or withdrawal's owner, lower case. */
    owner: text('owner').notNull(),
    /** LP minted by its deposits less LP burnt by its withdrawals (no longer kept once broken). */
    lp: numeric('lp').notNull(),
    /** Per pool token (pool order), smallest units. */
    fees: numeric('fees').array().notNull(),
    /** Chain time (unix seconds) of its first deposit, null before one. */
    since: bigint('since', { mode: 'number' }),
    /** Its LP went below zero (LP it did not deposit): no figure for good. */
    broken: boolean('broken').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.pool, t.owner] })],
);
