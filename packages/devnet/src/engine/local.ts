/**
 * Local execution (everscale-inpage-provider's `executeLocal`): one message run by the same executor on a copy of
 * an account's state, committing nothing. The states it produces are remembered by their BOC so a later call can
 * pass one back as `cachedState` (how a caller follows a message tree through accounts it already simulated).
 */
import type { FullContractState, RawTransaction } from 'everscale-inpage-provider';
import { encodeExternalCall, externalMessageHash, internalMessageHash } from './codec';
import { execute } from './executor';
import type { AccountRecord, Address, ContractModel, QueuedMessage, SendCall } from './types';

/** The message of a local execution: an external call (from the key holder) or an internal message. */
export type LocalMessage =
  | { type: 'external'; call?: SendCall; body?: string; publicKey?: string }
  | { type: 'internal'; sender: Address; amount: bigint; bounce: boolean; bounced?: boolean; body?: string };

export interface LocalExecution {
  address: Address;
  /** A state returned by getFullContractState or a previous local execution; else the account's current state. */
  cachedState?: FullContractState;
  message: LocalMessage;
  /** executorParams.overrideBalance. */
  overrideBalance?: bigint;
}

export interface LocalExecutionResult {
  transaction: RawTransaction;
  /** The account after the transaction; undefined when no account is left (a bounce to an empty address). */
  newState?: FullContractState;
}

export interface LocalEnv {
  now(): number;
  currentLt(): bigint;
  feeCollector: Address;
  model(kind: string): ContractModel;
  account(address: Address): AccountRecord | undefined;
  addressOf(kind: string, init: Record<string, unknown>): Address;
  fullState(account: AccountRecord): FullContractState;
}

/** The local runs' states kept for `cachedState` (oldest dropped first). */
const MAX_REMEMBERED = 5000;

export class LocalExecutor {
  private readonly remembered = new Map<string, AccountRecord>();

  constructor(private readonly env: LocalEnv) {}

  /**
   * The account a cached state names: a state a local run produced, else the current one (a cached state the
   * devnet does not know, e.g. one read before the last commit, is read as the current state).
   */
  stateOf(address: Address, cached?: FullContractState): AccountRecord | undefined {
    const known = cached ? this.remembered.get(cached.boc) : undefined;
    return known?.address === address ? known : this.env.account(address);
  }

  execute(request: LocalExecution): LocalExecutionResult {
    const { env } = this;
    const base = this.stateOf(request.address, request.cachedState);
    const account =
      base && request.overrideBalance !== undefined ? { ...base, balance: request.overrideBalance } : base;
    let lt = env.currentLt();
    const now = env.now();
    const message = this.messageOf(request, ++lt, now);
    const result = execute(message, {
      now,
      feeCollector: env.feeCollector,
      model: (kind) => env.model(kind),
      get: (address) => (address === request.address ? account : env.account(address)),
      nextLt: () => ++lt,
      addressOf: env.addressOf,
    });
    if (!result.transaction) throw new Error(`the external message was not accepted (exit code ${result.rejected})`);
    const after = result.accounts.find((a) => a.address === request.address);
    const newState = after ? env.fullState(after) : undefined;
    if (after && newState) this.remember(newState.boc, after);
    return { transaction: result.transaction, newState };
  }

  private messageOf(request: LocalExecution, createdLt: bigint, now: number): QueuedMessage {
    const m = request.message;
    const dst = request.address;
    if (m.type === 'external') {
      const expire = now + 60;
      const headers = { timeMs: BigInt(now) * 1000n + (createdLt % 1000n), expire, publicKey: m.publicKey };
      const body = m.call ? encodeExternalCall(m.call.abi, m.call.method, m.call.params, headers) : m.body;
      if (!body) throw new Error('an external message needs a payload');
      const hash = externalMessageHash(dst, body, expire);
      return { hash, external: true, dst, value: 0n, bounce: false, bounced: false, body, createdLt, origin: hash };
    }
    const fields = { src: m.sender, dst, value: m.amount, bounce: m.bounce, bounced: m.bounced ?? false, body: m.body };
    const hash = internalMessageHash(fields, createdLt);
    return { ...fields, hash, external: false, createdLt, origin: hash };
  }

  private remember(boc: string, account: AccountRecord): void {
    this.remembered.delete(boc);
    this.remembered.set(boc, account);
    const oldest = this.remembered.keys().next();
    if (this.remembered.size > MAX_REMEMBERED && !oldest.done) this.remembered.delete(oldest.value);
  }
}
