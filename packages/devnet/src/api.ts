/**
 * The public contract of the devnet: what the server, the dev-wallet backend and the (future) indexer may use.
 * Shapes follow everscale-inpage-provider's raw types so provider requests can be answered without conversion.
 * Addresses are `0:` + 64 lowercase hex. Amounts are nano-units as decimal strings in provider shapes and bigint
 * inside the devnet.
 */
import type { FullContractState, RawTransaction, TransactionId, RawTokensObject } from 'everscale-inpage-provider';
import type { LocalExecution, LocalExecutionResult } from './engine/local';

export type { LocalExecution, LocalExecutionResult, LocalMessage } from './engine/local';

export type Address = string;

/** A seeded dev account the dev wallet offers to its user. */
export interface DevAccount {
  name: string;
  address: Address;
  publicKey: string;
}

/** What a caller asks the user's wallet account to send (the provider's `sendMessage`). */
export interface OutgoingMessage {
  sender: Address;
  recipient: Address;
  amount: bigint;
  bounce: boolean;
  /** Base64 BOC of the message body (already encoded by the caller), or undefined for a plain transfer. */
  body?: string;
  /** Base64 BOC of a state init to deploy the recipient with, if any. */
  stateInit?: string;
}

export interface SendResult {
  /** Hash of the external message that reached the sender's wallet account. */
  messageHash: string;
  /** The wallet account's transaction that handled it (first in the cascade). */
  transaction: RawTransaction;
  /** Resolves when every message caused by this one has been processed and committed. */
  settled: Promise<void>;
}

export interface TransactionsPage {
  transactions: RawTransaction[];
  continuation?: TransactionId;
  info?: { minLt: string; maxLt: string; batchType: 'old' | 'new' };
}

export interface RunLocalResult {
  output?: RawTokensObject;
  code: number;
}

/** A committed transaction at its place in the network's transaction stream (ordered by logical time). */
export interface CommittedTransaction {
  /** Position in the stream: the transaction's logical time, unique and increasing across all accounts. */
  cursor: bigint;
  account: Address;
  transaction: RawTransaction;
}

/** A token the network lists (the seeded tokens of the local network), with its logo and scam flag. */
export interface ListedToken {
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
  /** Local logo path (`/logos/<key>.svg`, served with `logoSvg`). */
  logoURI?: string;
  /** Flagged as a scam token (a lookalike). */
  scam?: boolean;
}

export interface DevnetEvents {
  /** New committed transactions of one account, oldest first. */
  transactions: (address: Address, transactions: RawTransaction[]) => void;
  /** The account's state after a committed transaction. */
  state: (address: Address, state: FullContractState) => void;
}

export interface Devnet {
  /** Chain time, unix seconds. */
  now(): number;
  /** Why the chain stopped processing (a commit the database refused), or undefined while it runs. */
  stoppedBy(): string | undefined;
  /** Dev-only: move the chain clock forward. */
  advanceClock(seconds: number): Promise<void>;
  /** Test-only: hold the chain clock at its time (true) or let it run on from there (false). */
  holdClock(held: boolean): Promise<void>;

  devAccounts(): DevAccount[];
  /** Well-known addresses of the seeded network (token roots, vault, ...), by name. */
  addresses(): Record<string, Address>;

  getFullContractState(address: Address): FullContractState | undefined;
  runLocal(
    address: Address,
    abi: string,
    method: string,
    input: RawTokensObject,
    responsible?: boolean,
    /** A state of getFullContractState or executeLocal to run on instead of the current one. */
    cachedState?: FullContractState,
  ): RunLocalResult;
  /**
   * everscale-inpage-provider's `executeLocal`: one message (external or internal) run by the same executor on a
   * copy of the account's state (or `cachedState`); nothing is committed. Throws when an external is not accepted.
   */
  executeLocal(request: LocalExecution): LocalExecutionResult;
  getExpectedAddress(
    tvc: string,
    abi: string,
    workchain: number,
    publicKey: string | undefined,
    initData: RawTokensObject,
  ): Address;

  getTransactions(address: Address, continuation: TransactionId | undefined, limit: number): Promise<TransactionsPage>;
  /**
   * The transaction stream: committed transactions of every account after `cursor`, oldest first. A transaction
   * is committed before any listener hears of it, so reading after the last cursor seen never misses one.
   */
  transactionsAfter(cursor: bigint, limit: number): Promise<CommittedTransaction[]>;
  /** The cursor of the newest committed transaction (0 when there is none). */
  latestCursor(): Promise<bigint>;
  /** Calls `listener` after every commit of new transactions; returns the unsubscribe function. */
  onCommitted(listener: () => void): () => void;
  /** The tokens this network lists (logos, scam flags). */
  tokenMetadata(): ListedToken[];
  getTransaction(hash: string): Promise<RawTransaction | undefined>;
  findTransaction(inMessageHash: string): Promise<RawTransaction | undefined>;

  /** Sends a message from a user wallet account (the dev wallet's accounts); rejects if the sender has no wallet. */
  sendFromWallet(message: OutgoingMessage): Promise<SendResult>;
  /**
   * An external message without a signature to a contract that accepts one (everscale-inpage-provider's
   * `sendUnsignedExternalMessage`: a proposal's `queue` and `execute`); rejects with the exit code when not accepted.
   */
  sendUnsignedExternal(to: Address, abi: string, method: string, params: Record<string, unknown>): Promise<SendResult>;
  /** Flat fee the devnet charges per transaction, used for fee estimates. */
  estimateFees(message: OutgoingMessage): bigint;
  /** Dev-only giver: sends native coin to any address. */
  give(to: Address, amount: bigint): Promise<RawTransaction>;
  /** Dev-only: deploys a fresh wallet funded by the giver (10,000 TYCHO by default). */
  createFundedWallet(name?: string, amount?: bigint): Promise<DevAccount>;

  on<E extends keyof DevnetEvents>(event: E, listener: DevnetEvents[E]): () => void;
  close(): Promise<void>;
}
