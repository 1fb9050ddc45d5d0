/**
 * What the indexer reads from a network: a stream of committed transactions, pulled after a cursor. The devnet
 * implements it over its `devnet_transactions` table (`Devnet.transactionsAfter`); a real network's transaction
 * feed (a node's or an indexing service's, ordered by logical time) can implement the same interface. The indexer
 * never reads the devnet's tables.
 */
import type { RawTransaction } from 'everscale-inpage-provider';
import type { ChainReader } from '../chain/reader';
import type { TokenListing } from '../chain/tokens';

/** A committed transaction at its place in the stream. */
export interface StreamedTransaction {
  /** Position in the stream: unique and increasing (the devnet: the transaction's logical time). */
  cursor: bigint;
  /** The account whose transaction it is. */
  account: string;
  transaction: RawTransaction;
}

export interface TransactionSource {
  /**
   * Up to `limit` committed transactions after `cursor` (0: from the start), oldest first. Reading again after the
   * last cursor returned never misses or repeats a transaction.
   */
  transactionsAfter(cursor: bigint, limit: number): Promise<StreamedTransaction[]>;
  /** The cursor of the newest committed transaction (0 when there is none): below the indexer's, history restarted. */
  latestCursor(): Promise<bigint>;
  /** Calls `listener` when new transactions may be available (a hint to pull); returns the unsubscribe function. */
  onCommitted(listener: () => void): () => void;
  /** The chain's clock, unix seconds (the rolling 24 h / 7 d windows move with it). */
  now(): number;
}

/** Everything the indexer uses of a network: the stream, getters (pool and token parameters), the token list. */
export type IndexerNetwork = TransactionSource & ChainReader & TokenListing;
