/**
 * The Devnet: public API (api.ts) over the chain (queue + executor + store), plus the internals the seeder and the
 * tests use (batch mode, funded wallets, calls from wallet accounts).
 */
import type { FullContractState, RawTransaction, RawTokensObject, TransactionId } from 'everscale-inpage-provider';
import { EverWalletAbiJson } from '@tycho/abi';
import type {
  CommittedTransaction,
  ListedToken,
  Address,
  DevAccount,
  Devnet,
  DevnetEvents,
  OutgoingMessage,
  RunLocalResult,
  SendResult,
  TransactionsPage,
} from './api';
import type { Chain } from './engine/chain';
import {
  EMPTY_CELL,
  encodeCall,
  encodeExternalCall,
  expectedAddress,
  packCell,
  parseAbi,
  sha256,
} from './engine/codec';
import { CHAIN_TIME_HORIZON, TRANSACTION_FEE, TYCHO } from './engine/constants';
import type { Store } from './engine/store';
import { deterministicKeyPair } from './engine/keys';
import type { EverWalletState } from './contracts/ever-wallet';
import { runGetter } from './engine/getter';
import { LocalExecutor, type LocalExecution, type LocalExecutionResult } from './engine/local';
import { type AccountRecord, DevnetInputError, type DeployInit, type SendCall } from './engine/types';

/** A seeded token: the network's token list entry. */
export type TokenMetadata = ListedToken;

/** Network facts persisted in devnet_meta. */
export interface NetworkInfo {
  seed: number;
  giver: Address;
  feeCollector: Address;
  devAccounts: DevAccount[];
  addresses: Record<string, Address>;
  tokens: TokenMetadata[];
}

export interface CallOptions {
  value: bigint;
  bounce?: boolean;
  flags?: number;
  call?: SendCall;
  body?: string;
  deploy?: DeployInit;
}

/** Members beyond the public interface: for the seeder, the server's dev-only controls and tests. */
export interface DevnetInternals {
  readonly seed: number;
  readonly chain: Chain;
  info(): NetworkInfo;
  /** Runs `work` with all commits deferred into one DB transaction (seeding and bulk work). */
  batch<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves when the message queue is empty and committed. */
  drain(): Promise<void>;
  /** A value stored in devnet_meta (written with `chain.setMeta`, committed with the next transaction). */
  readMeta(key: string): Promise<unknown>;
  account(address: Address): AccountRecord | undefined;
  accounts(): AccountRecord[];
  /** Sends one internal message from a wallet account (giver included) and waits until its cascade settles. */
  sendFrom(wallet: Address, to: Address, options: CallOptions): Promise<SendResult>;
  /** Deploys a fresh EverWallet funded by the giver (tests need many independent accounts). */
  createFundedWallet(name?: string, amount?: bigint): Promise<DevAccount>;
  /** Calls a getter and returns its output, throwing on a non-zero code. */
  get(address: Address, abi: string, method: string, input?: RawTokensObject): RawTokensObject;
  addressOf(kind: string, init: Record<string, unknown>): Address;
}

type Listeners = { [E in keyof DevnetEvents]: Set<DevnetEvents[E]> };

export const codeHash = (kind: string) => sha256(`tycho-devnet-code:${kind}`);

/** An unsigned external message the contract did not accept (exit code of the refusal). */
export class ExternalRejected extends Error {
  constructor(
    readonly to: string,
    readonly method: string,
    readonly exitCode: number,
  ) {
    super(`${method} rejected by ${to} (exit code ${exitCode})`);
  }
}

export class DevnetImpl implements Devnet, DevnetInternals {
  private listeners: Listeners = { transactions: new Set(), state: new Set() };
  private walletCounter = 0;
  private readonly local: LocalExecutor;

  constructor(
    readonly chain: Chain,
    private readonly store: Store,
    private network: NetworkInfo,
  ) {
    this.local = new LocalExecutor({
      now: () => this.now(),
      currentLt: () => this.chain.currentLt(),
      feeCollector: chain.feeCollector,
      model: (kind) => this.chain.model(kind),
      account: (address) => this.chain.accounts.get(address),
      addressOf: (kind, init) => this.chain.addressOf(kind, init),
      fullState: (account) => fullState(account, this.now()),
    });
  }

  /** One message run on a copy of the account's state (or a cached state of a previous run); commits nothing. */
  executeLocal(request: LocalExecution): LocalExecutionResult {
    return this.local.execute(request);
  }

  get seed() {
    return this.network.seed;
  }

  setNetwork(network: NetworkInfo) {
    this.network = network;
    this.chain.setMeta('network', network);
  }

  info = () => this.network;
  tokenMetadata = () => this.network.tokens;
  now = () => this.chain.clock.now();
  stoppedBy = () => this.chain.stoppedBy();

  /**
   * Test switch: holds the chain clock at its time (`held` true) or lets it run on from there (false). A preview
   * before signing and the transaction that follows then see the same chain time (rewards accrue per second).
   */
  async holdClock(held: boolean): Promise<void> {
    if (held) this.chain.clock.hold();
    else this.chain.clock.release();
    this.chain.setMeta('clock', this.chain.clock.snapshot());
    await this.chain.flush();
  }

  async advanceClock(seconds: number): Promise<void> {
    if (!(seconds > 0)) throw new Error('advanceClock: seconds must be positive');
    const to = this.now() + Math.floor(seconds);
    if (to > CHAIN_TIME_HORIZON) {
      const at = (t: number) => new Date(t * 1000).toISOString().replace('.000', '');
      throw new DevnetInputError(
        `body.seconds: the chain clock would reach ${at(to)}, past its horizon ${at(CHAIN_TIME_HORIZON)} ` +
          `(unix ${CHAIN_TIME_HORIZON}; TVM block time is uint32 and contracts add lock durations to it)`,
      );
    }
    this.chain.clock.advance(Math.floor(seconds));
    this.chain.setMeta('clock', this.chain.clock.snapshot());
    await this.chain.flush();
  }

  devAccounts = () => this.network.devAccounts;
  addresses = () => ({ ...this.network.addresses });
  account = (address: Address) => this.chain.accounts.get(address);
  accounts = () => [...this.chain.accounts.values()];
  addressOf = (kind: string, init: Record<string, unknown>) => this.chain.addressOf(kind, init);
  batch = <T>(work: () => Promise<T>) => this.chain.batch(work);
  drain = () => this.chain.drain();
  readMeta = async (key: string) => (await this.store.loadMeta()).get(key);

  getFullContractState(address: Address): FullContractState | undefined {
    const a = this.chain.accounts.get(address);
    return a ? fullState(a, this.now()) : undefined;
  }

  /**
   * A getter call as a real node runs it: the input is encoded with the caller's ABI and read by the contract with
   * its own (so the model's getter sees its ABI's names), and the answer goes back the same way.
   */
  runLocal(
    address: Address,
    abi: string,
    method: string,
    input: RawTokensObject,
    _responsible?: boolean,
    cachedState?: FullContractState,
  ): RunLocalResult {
    const env = { now: this.now(), model: (kind: string) => this.chain.model(kind), addressOf: this.addressOf };
    return runGetter(this.local.stateOf(address, cachedState), env, address, abi, method, input);
  }

  get(address: Address, abi: string, method: string, input: RawTokensObject = {}): RawTokensObject {
    const entry = parseAbi(abi).functions.get(method);
    const withAnswer = entry?.inputs[0]?.name === 'answerId' ? { answerId: 0, ...input } : input;
    const result = this.runLocal(address, abi, method, withAnswer, true);
    if (result.code !== 0 || !result.output) throw new Error(`${method} on ${address}: code ${result.code}`);
    return result.output;
  }

  getExpectedAddress(
    tvc: string,
    abi: string,
    workchain: number,
    publicKey: string | undefined,
    initData: RawTokensObject,
  ): Address {
    return expectedAddress(tvc, abi, workchain, publicKey, initData);
  }

  getTransactions(address: Address, continuation: TransactionId | undefined, limit: number): Promise<TransactionsPage> {
    return this.store.transactionsPage(address, continuation, limit);
  }

  getTransaction = (hash: string) => this.store.transactionByHash(hash);
  findTransaction = (inMessageHash: string) => this.store.transactionByInMessage(inMessageHash);

  async sendFromWallet(message: OutgoingMessage): Promise<SendResult> {
    return this.sendFrom(message.sender, message.recipient, {
      value: message.amount,
      bounce: message.bounce,
      body: message.body,
      flags: 3,
    });
  }

  async sendFrom(wallet: Address, to: Address, o: CallOptions): Promise<SendResult> {
    const account = this.chain.peek(wallet);
    if (account?.kind !== 'EverWallet') throw new Error(`${wallet} is not a wallet account`);
    const payload = o.call ? encodeCall(o.call.abi, o.call.method, o.call.params) : (o.body ?? EMPTY_CELL);
    const params = { dest: to, value: o.value, bounce: o.bounce ?? false, flags: o.flags ?? 3, payload };
    const publicKey = (account.state as EverWalletState).publicKey;
    const result = await this.chain.sendExternal(
      wallet,
      (h) => encodeExternalCall(EverWalletAbiJson, 'sendTransaction', params, { ...h, publicKey }),
      o.deploy,
    );
    if (!result.transaction) throw new Error(`external message rejected by ${wallet} (exit code ${result.rejected})`);
    return { messageHash: result.transaction.inMessage.hash, transaction: result.transaction, settled: result.settled };
  }

  /**
   * An external message without a signature to a contract that accepts one (a proposal's `queue` and `execute`:
   * everscale-inpage-provider's `sendUnsignedExternalMessage`). Throws with the exit code when it is not accepted.
   */
  async sendUnsignedExternal(to: Address, abi: string, method: string, params: Record<string, unknown>) {
    const result = await this.chain.sendExternal(to, (h) => encodeExternalCall(abi, method, params, h));
    if (!result.transaction) throw new ExternalRejected(to, method, result.rejected ?? -1);
    return { messageHash: result.transaction.inMessage.hash, transaction: result.transaction, settled: result.settled };
  }

  estimateFees(_message: OutgoingMessage): bigint {
    return TRANSACTION_FEE;
  }

  /** The giver's transaction; resolves after the recipient's transaction committed too. */
  /** Refuses, before anything is sent, an amount the giver cannot pay (with the fees of the transfer). */
  private checkGiverCanPay(amount: bigint): void {
    const balance = BigInt(this.getFullContractState(this.network.giver)?.balance ?? '0');
    const cost = amount + 2n * TRANSACTION_FEE;
    if (cost > balance) {
      throw new DevnetInputError(
        `the giver holds ${balance} nano-units; it cannot send ${amount} (with ${2n * TRANSACTION_FEE} of fees)`,
      );
    }
  }

  async give(to: Address, amount: bigint): Promise<RawTransaction> {
    this.checkGiverCanPay(amount);
    const result = await this.sendFrom(this.network.giver, to, { value: amount, bounce: false });
    // Resolve once the coin has arrived, so callers can read the new balance right away.
    await result.settled;
    return result.transaction;
  }

  async createFundedWallet(name?: string, amount: bigint = 10_000n * TYCHO): Promise<DevAccount> {
    const n = ++this.walletCounter;
    const label = name ?? `wallet-${n}`;
    // The lt makes the key unique across restarts; the counter across concurrent calls.
    const { publicKey } = deterministicKeyPair(`${this.seed}:${label}:${this.chain.currentLt()}:${n}`);
    const init = { publicKey, name: label };
    const address = this.addressOf('EverWallet', init);
    this.checkGiverCanPay(amount);
    const sent = await this.sendFrom(this.network.giver, address, {
      value: amount,
      deploy: { kind: 'EverWallet', init },
    });
    await sent.settled;
    if (!this.getFullContractState(address)?.isDeployed) {
      throw new DevnetInputError(
        `the wallet ${address} was not deployed (${amount} nano-units do not pay for its deployment)`,
      );
    }
    return { name: label, address, publicKey };
  }

  transactionsAfter(cursor: bigint, limit: number): Promise<CommittedTransaction[]> {
    return this.store.committedAfter(cursor, limit);
  }

  latestCursor(): Promise<bigint> {
    return this.store.latestLt();
  }

  onCommitted(listener: () => void): () => void {
    return this.on('transactions', () => listener());
  }

  on<E extends keyof DevnetEvents>(event: E, listener: DevnetEvents[E]): () => void {
    (this.listeners[event] as Set<DevnetEvents[E]>).add(listener);
    return () => void (this.listeners[event] as Set<DevnetEvents[E]>).delete(listener);
  }

  /** Called by the chain after each commit. */
  notify(committed: { account: Address; transaction: RawTransaction }[], changed: AccountRecord[]): void {
    const byAccount = new Map<Address, RawTransaction[]>();
    for (const c of committed) byAccount.set(c.account, [...(byAccount.get(c.account) ?? []), c.transaction]);
    for (const [address, txs] of byAccount) for (const l of this.listeners.transactions) safe(() => l(address, txs));
    const now = this.now();
    for (const a of changed) for (const l of this.listeners.state) safe(() => l(a.address, fullState(a, now)));
  }

  /** Stops processing after the current transaction's commit; the queue left is persisted and resumes on restart. */
  async close(): Promise<void> {
    await this.chain.halt();
    await this.chain.flush();
  }
}

function safe(f: () => void) {
  try {
    f();
  } catch (error) {
    console.error('devnet listener failed', error);
  }
}

/** Provider-shaped state. The BOC is NOT a real account BOC: a cell packing the contract kind and a state hash. */
export function fullState(a: AccountRecord, now: number): FullContractState {
  const stateHash = sha256(JSON.stringify([a.kind ?? '', a.balance.toString(), a.lastLt.toString(), a.lastHash]));
  return {
    balance: a.balance.toString(),
    genTimings: { genLt: a.lastLt.toString(), genUtime: now },
    lastTransactionId: { isExact: true, lt: a.lastLt.toString(), hash: a.lastHash },
    isDeployed: !!a.kind,
    codeHash: a.kind ? codeHash(a.kind) : undefined,
    boc: packCell(
      [
        { name: 'kind', type: 'string' },
        { name: 'stateHash', type: 'uint256' },
      ],
      { kind: a.kind ?? '', stateHash: '0x' + stateHash },
    ),
  };
}
