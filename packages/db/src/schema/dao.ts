import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * DAO read model, written by the indexer from the VoteEscrow's events (apps/server/src/indexer/dao.ts) and read by
 * the DAO API (apps/server/src/dao). One row per event; the API derives balances, deposits, epochs, votes,
 * distributions and candidates from them. Amounts inside `data` are integers in the smallest units as strings.
 */
export const daoEvents = pgTable(
  'dao_events',
  {
    transactionHash: text('transaction_hash').notNull(),
    eventIndex: integer('event_index').notNull(),
    voteEscrow: text('vote_escrow').notNull(),
    /** The VoteEscrow event name (Deposit, Withdraw, VeQubesBurn, Vote, VotingStart, VotingEnd, ...). */
    event: text('event').notNull(),
    /** The user or gauge the event is about, when it names one. */
    subject: text('subject'),
    lt: bigint('lt', { mode: 'bigint' }).notNull(),
    timestamp: integer('timestamp').notNull(),
    /** The decoded event, maps as [key, value] pairs. */
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionHash, t.eventIndex] }),
    index('dao_events_event').on(t.event, t.lt),
    index('dao_events_subject').on(t.subject, t.lt),
  ],
);
