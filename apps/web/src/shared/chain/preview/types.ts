/**
 * The preview before signing (issue 43): the shapes the simulator reads from the wallet (the raw shapes of
 * everscale-inpage-provider, reduced to what is used) and the result a confirmation shows.
 */

import type { FullContractState } from 'everscale-inpage-provider';

/** A contract state as `getFullContractState` and `executeLocal` return it (passed back as `cachedState`). */
export type ChainState = FullContractState;

export interface ChainMessage {
  src?: string;
  dst?: string;
  value: string;
  bounce: boolean;
  bounced: boolean;
  body?: string;
}

export interface ChainTransaction {
  aborted: boolean;
  exitCode?: number;
  resultCode?: number;
  totalFees: string;
  inMessage: ChainMessage;
  outMessages: ChainMessage[];
}

/** What the simulator needs from the wallet: its `executeLocal`, `getFullContractState` and TIP-3 getters. */
export interface PreviewRpc {
  /** Runs one message locally; rejects with the wallet's error (code 4 when the wallet has no executeLocal). */
  executeLocal(request: LocalRequest): Promise<{ transaction: ChainTransaction; newState?: ChainState }>;
  getFullContractState(address: string): Promise<ChainState | undefined>;
  /** The TIP-3 wallet on this state (owner, root, balance); undefined when the account is not a TIP-3 wallet. */
  tokenWallet(
    address: string,
    state: ChainState,
  ): Promise<{ owner: string; root: string; balance: bigint } | undefined>;
  /** A token root's symbol and decimals. */
  tokenInfo(root: string): Promise<{ symbol: string; decimals: number }>;
}

export type LocalRequest =
  | { kind: 'wallet'; address: string; publicKey: string; call: WalletCall }
  | {
      kind: 'internal';
      address: string;
      cachedState?: ChainState;
      sender: string;
      amount: string;
      bounce: boolean;
      bounced: boolean;
      body?: string;
    };

/** The message the app is about to ask the wallet to send (body: the encoded internal call, base64 BOC). */
export interface WalletCall {
  recipient: string;
  amount: bigint;
  bounce: boolean;
  body?: string;
}

export interface TokenChange {
  root: string;
  /** Another holder's wallet (a watched counterparty); absent for the user's own. */
  owner?: string;
  symbol: string;
  decimals: number;
  before: bigint;
  after: bigint;
}

/** The native coin of the user's account through the action. */
export interface NativeFlow {
  /** What the wallet attaches to the message. */
  attached: bigint;
  /** What comes back to the account (change, refunds, coin received). */
  returned: bigint;
  /** The account's balance decrease: attached − returned + the wallet's own fee. */
  spent: bigint;
  /** Fees of every transaction of the tree (part of what was attached). */
  fees: bigint;
}

/** A transaction of the tree that aborted (its inbound message bounces when it can). */
export interface FailedStep {
  address: string;
  /** Position in the tree, 1 = the wallet's own transaction. */
  index: number;
  exitCode?: number;
  resultCode?: number;
}

export interface SimulatedStep {
  address: string;
  depth: number;
  /** The account whose message this step ran (none for the wallet's own transaction). */
  sender?: string;
  transaction: ChainTransaction;
}

export type PreviewResult =
  | {
      kind: 'done';
      tokens: TokenChange[];
      native: NativeFlow;
      failure?: FailedStep;
      steps: SimulatedStep[];
    }
  /** The tree could not be followed to its end: too deep, too many messages, or a contract it deploys. */
  | { kind: 'incomplete'; reason: 'depth' | 'messages' | 'deploy'; address?: string }
  /** The wallet cannot run messages locally (no executeLocal): the confirmation falls back to expected amounts. */
  | { kind: 'unavailable' }
  | { kind: 'error'; message: string };
