import type { PoolKind } from '@tycho/abi';
import type { LpFeeStep } from '../portfolio/lp-fees';
import type { LimitEvent } from './limit/events';
import type { TokenInfo } from './market';

/** A pool discovered on chain (or inserted by a test), with its static parameters. */
export interface NewPoolEvent {
  type: 'pool';
  address: string;
  kind: PoolKind;
  lpRoot: string;
  lpDecimals?: number;
  tokens: TokenInfo[];
  fee: { denominator: bigint; poolNumerator: bigint; beneficiaryNumerator: bigint };
  amp?: { value: bigint; precision: bigint };
  createdAt: number;
}

/** Sync: reserves (pool order) and LP supply after a pool transaction. */
export interface SyncEvent {
  type: 'sync';
  pool: string;
  lt: bigint;
  time: number;
  reserves: bigint[];
  lpSupply: bigint;
}

/** Exchange, DepositLiquidity or WithdrawLiquidity, normalised. */
export interface OperationEvent {
  type: 'operation';
  kind: 'swap' | 'deposit' | 'withdraw';
  pool: string;
  lt: bigint;
  time: number;
  transactionHash: string;
  messageHash: string;
  user: string;
  /** Per pool token (pool order), smallest units, signed from the user's side: negative spent, positive received. */
  amounts: bigint[];
  /** Fees per pool token (pool + beneficiary), smallest units. */
  fees: bigint[];
}

/**
 * A pool undid one hop of a cross-pool swap that failed further on (the devnet's revert: a reverse Exchange). The
 * hop's operation row is taken out (its volume, fees and counts with it), and the reverse is not a trade either.
 */
export interface UndoEvent {
  type: 'undo';
  pool: string;
  lt: bigint;
  time: number;
  transactionHash: string;
  /** The undone hop's amounts as its operation row has them (pool order, signed from the user's side). */
  amounts: bigint[];
}

/** A pool transaction's events as the LP fee fold reads them (indexer/lp-fees.ts), in their order. */
export interface LpFeeStepsEvent {
  type: 'lpFees';
  pool: string;
  lt: bigint;
  /** The pool's tokens. */
  tokenCount: number;
  steps: (LpFeeStep & { time: number })[];
}

/** A DEX callback to the user's wallet: the result of a swap sent with a call id. */
export interface SwapCallEvent {
  type: 'swapCall';
  recipient: string;
  callId: string;
  status: 'Succeed' | 'Cancelled';
  amounts: bigint[];
  roots: string[];
  transactionHash: string;
  time: number;
}

/** A gauge action (indexer/gauges.ts): Deposit, Withdraw, Claim or RewardDeposit. */
export interface GaugeActionEvent {
  type: 'gauge';
  gauge: string;
  kind: 'deposit' | 'withdraw' | 'claim' | 'rewardDeposit';
  user: string;
  lt: bigint;
  time: number;
  transactionHash: string;
  eventIndex: number;
  /** Smallest units, as decimal strings. */
  tokens: { tokenRoot: string; amount: string }[];
  boostedAmount?: string;
  lockTime?: number;
  /** The gauge's supplies after a deposit, withdraw or claim (smallest units). */
  supplies?: { lockBoosted: string; totalBoosted: string };
}

/** A farm pool the trusted fabric deployed (indexer/farms.ts, NewFarmPool). */
export interface FarmPoolEvent {
  type: 'farmPool';
  address: string;
  fabric: string;
  owner: string;
  tokenRoot: string;
  rewardRoots: string[];
  lt: bigint;
  time: number;
  transactionHash: string;
}

/** A farm pool action (indexer/farms.ts): Deposit, Withdraw, Claim or RewardDeposit. */
export interface FarmActionEvent {
  type: 'farm';
  pool: string;
  kind: 'deposit' | 'withdraw' | 'claim' | 'rewardDeposit';
  user: string;
  lt: bigint;
  time: number;
  transactionHash: string;
  eventIndex: number;
  /** Smallest units, as decimal strings: the LP amount first for deposit / withdraw, then rewards paid. */
  tokens: { tokenRoot: string; amount: string }[];
}

/** A VoteEscrow event (indexer/dao.ts), stored as decoded. */
export interface DaoEvent {
  type: 'dao';
  voteEscrow: string;
  event: string;
  subject: string | null;
  data: Record<string, unknown>;
  lt: bigint;
  time: number;
  transactionHash: string;
  eventIndex: number;
}

/** A DaoRoot, proposal or vote-escrow account event (indexer/governance.ts), stored as decoded. */
export interface GovernanceEvent {
  type: 'governance';
  contract: string;
  event: string;
  proposalId: number;
  subject: string | null;
  data: Record<string, unknown>;
  lt: bigint;
  time: number;
  transactionHash: string;
  messageHash: string;
  eventIndex: number;
}

export type DexEvent =
  | NewPoolEvent
  | SyncEvent
  | OperationEvent
  | UndoEvent
  | LpFeeStepsEvent
  | SwapCallEvent
  | GaugeActionEvent
  | FarmPoolEvent
  | FarmActionEvent
  | DaoEvent
  | GovernanceEvent;

/** One unit of work written in one DB transaction, with the cursor it moves to. */
export interface Batch {
  events: DexEvent[];
  /** The devnet lt everything up to which is now applied. */
  lastLt: bigint;
  /** Chain clock (unix seconds) for the 24 h / 7 d windows. */
  now: number;
  /** Limit-order events of the batch (limit/writer.ts), in chain order. */
  limit?: LimitEvent[];
}
