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
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    /** The decoded event, maps as [key, value] pairs. */
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionHash, t.eventIndex] }),
    index('dao_events_event').on(t.event, t.lt),
    index('dao_events_subject').on(t.subject, t.lt),
  ],
);

/**
 * Governance read model, written by the indexer (apps/server/src/indexer/governance.ts) from the DaoRoot's
 * ProposalCreated, the proposals' Queued, Executed and Canceled, and the vote-escrow accounts' VoteCast, UnlockVotes
 * and UnlockCastedVotes; read by the governance API (apps/server/src/governance). One row per event.
 */
export const governanceEvents = pgTable(
  'governance_events',
  {
    transactionHash: text('transaction_hash').notNull(),
    eventIndex: integer('event_index').notNull(),
    /** The emitting contract: the DaoRoot, a proposal or a vote-escrow account. */
    contract: text('contract').notNull(),
    event: text('event').notNull(),
    proposalId: integer('proposal_id').notNull(),
    /** The proposer (ProposalCreated) or the voter / account owner (account events); null for proposal events. */
    subject: text('subject'),
    lt: bigint('lt', { mode: 'bigint' }).notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    /** The hash of the message the transaction handled. */
    messageHash: text('message_hash').notNull(),
    /** The decoded event; amounts as decimal strings. */
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionHash, t.eventIndex] }),
    index('governance_events_proposal').on(t.proposalId, t.lt),
    index('governance_events_subject').on(t.subject, t.lt),
  ],
);
