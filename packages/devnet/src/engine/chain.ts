/**
 * The block producer: a FIFO queue of messages, each run in its own transaction by the executor, then committed
 * to the store: an external message's transaction at once, the internal messages it causes together when the queue
 * runs dry (group commit), or everything at the end in batch mode. Effects become visible (accounts, listeners,
 * waiters) only after the commit.
 */
import type { RawTransaction } from 'everscale-inpage-provider';
import { deriveAddress } from './addresses';
import { ChainClock } from './clock';
import { externalMessageHash } from './codec';
import { execute } from './executor';
import { emptyWriteSet, type Store, type WriteSet } from './store';
import type { AccountRecord, Address, ContractModel, DeployInit, QueuedMessage } from './types';

/** Most internal messages written in one commit. */
const GROUP_COMMIT = 64;

interface Entry {
  seq?: bigint;
  message: QueuedMessage;
}

export interface ExternalResult {
  transaction?: RawTransaction;
  rejected?: number;
  settled: Promise<void>;
}

export type CommitListener = (
  committed: { account: Address; transaction: RawTransaction }[],
  accounts: AccountRecord[],
) => void;

interface Cascade {
  pending: number;
  resolve: () => void;
  promise: Promise<void>;
}

export class Chain {
  readonly accounts = new Map<Address, AccountRecord>();
  private queue: Entry[] = [];
  private pending: WriteSet = emptyWriteSet();
  private committed: { account: Address; transaction: RawTransaction }[] = [];
  /** Waiting for the next commit: `done` once it is written, `refuse` if it fails (nothing happened). */
  private resolvers: { done: () => void; refuse: () => void }[] = [];
  private cascades = new Map<string, Cascade>();
  private externals = new Map<string, (r: { transaction?: RawTransaction; rejected?: number }) => void>();
  private running: Promise<void> | null = null;
  private batching = 0;
  private lt: bigint;
  private nextSeq: bigint;
  private idle: (() => void)[] = [];
  private halted = false;
  private failed: unknown;

  constructor(
    private readonly store: Store,
    private readonly models: Map<string, ContractModel>,
    readonly seed: number,
    readonly feeCollector: Address,
    readonly clock: ChainClock,
    init: { lt: bigint; accounts: AccountRecord[]; queue: Entry[] },
    private readonly onCommit: CommitListener,
  ) {
    this.lt = init.lt;
    for (const a of init.accounts) this.accounts.set(a.address, a);
    this.queue = [...init.queue];
    this.nextSeq = init.queue.reduce((max, e) => (e.seq !== undefined && e.seq >= max ? e.seq + 1n : max), 1n);
  }

  addressOf = (kind: string, init: Record<string, unknown>): Address => deriveAddress(this.seed, kind, init);

  model(kind: string): ContractModel {
    const model = this.models.get(kind);
    if (!model) throw new Error(`unknown contract kind ${kind}`);
    return model;
  }

  /** The account as the next transaction sees it (including staged, uncommitted batch changes). */
  peek = (address: Address) => this.pending.accounts.get(address) ?? this.accounts.get(address);

  /** Genesis: an account created out of nothing (only before any transaction). */
  genesis(account: AccountRecord): void {
    this.pending.accounts.set(account.address, account);
  }

  setMeta(key: string, value: unknown): void {
    this.pending.meta.set(key, value);
  }

  /** Injects an external message (from a wallet's key holder) into `dst`. Resolves once its transaction commits. */
  sendExternal(
    dst: Address,
    makeBody: (headers: { timeMs: bigint; expire: number }) => string,
    deploy?: DeployInit,
  ): Promise<ExternalResult> {
    if (this.failed) return Promise.reject(new Error('devnet stopped after a failed commit'));
    if (this.halted) return Promise.reject(new Error('devnet is closed'));
    const createdLt = ++this.lt;
    const now = this.clock.now();
    // The time header (ms) gets the lt's last digits so two identical sends in one second differ.
    const expire = now + 60;
    const body = makeBody({ timeMs: BigInt(now) * 1000n + (createdLt % 1000n), expire });
    const hash = externalMessageHash(dst, body, expire);
    const message: QueuedMessage = {
      hash,
      external: true,
      dst,
      value: 0n,
      bounce: false,
      bounced: false,
      body,
      deploy,
      createdLt,
      origin: hash,
    };
    const cascade = this.cascade(hash);
    const result = new Promise<ExternalResult>((resolve) => {
      this.externals.set(hash, (r) => resolve({ ...r, settled: cascade.promise }));
    });
    this.enqueue({ message });
    return result;
  }

  /** Runs `work` with commits deferred: everything it causes is written in one DB transaction at the end. */
  async batch<T>(work: () => Promise<T>): Promise<T> {
    this.batching++;
    try {
      const result = await work();
      await this.drain();
      return result;
    } finally {
      this.batching--;
      if (this.batching === 0) await this.flush();
    }
  }

  /** Resolves when the queue is empty and everything is committed. */
  drain(): Promise<void> {
    if (!this.running && (this.queue.length === 0 || this.halted)) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Stops processing after the current commit (closing, or simulating a crash in tests). */
  async halt(): Promise<void> {
    this.halted = true;
    await this.running;
    for (const resolve of this.idle.splice(0)) resolve();
  }

  currentLt(): bigint {
    return this.lt;
  }

  queueLength(): number {
    return this.queue.length;
  }

  private cascade(origin: string): Cascade {
    let c = this.cascades.get(origin);
    if (!c) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      c = { pending: 0, resolve, promise };
      this.cascades.set(origin, c);
    }
    return c;
  }

  private enqueue(entry: Entry): void {
    this.cascade(entry.message.origin).pending++;
    this.queue.push(entry);
    this.schedule();
  }

  /** Starts processing the queue persisted by a previous run. */
  resume(): void {
    for (const e of this.queue) this.cascade(e.message.origin).pending++;
    this.schedule();
  }

  private schedule(): void {
    if (this.running || this.halted) return;
    this.running = this.run()
      .catch((error: unknown) => this.fail(error))
      .finally(() => {
        this.running = null;
        if (this.queue.length && !this.halted) this.schedule();
        else for (const resolve of this.idle.splice(0)) resolve();
      });
  }

  /** Why the chain stopped processing (a failed commit), or undefined while it runs. */
  stoppedBy(): string | undefined {
    if (this.failed === undefined) return undefined;
    // the database's own reason: a query wrapper's error carries it as its cause
    let error = this.failed;
    while (error instanceof Error && error.cause instanceof Error) error = error.cause;
    return (error instanceof Error ? error.message : String(error)).slice(0, 300);
  }

  /** A commit failed (database gone): stop, so memory never runs ahead of the database; a restart resumes. */
  private fail(error: unknown): void {
    console.error('devnet: commit failed, the chain stops processing', error);
    this.failed = error;
    this.halted = true;
    for (const reject of this.externals.values()) reject({ rejected: -1 });
    this.externals.clear();
  }

  private async run(): Promise<void> {
    // Yield once so that callers enqueueing several messages synchronously see them processed in order.
    await Promise.resolve();
    let staged = 0;
    while (!this.halted) {
      const next = this.queue.shift();
      if (!next) break;
      this.processOne(next);
      if (this.batching) continue;
      staged += 1;
      // Group commit: the internal messages of a cascade are written together, in one DB transaction, when the
      // queue runs dry (or every GROUP_COMMIT of them); an external message's transaction is written at once, as its
      // sender waits on it. Between two messages the event loop turns, so requests are answered meanwhile (issue 41:
      // a commit per message kept the embedded database busy for 200-450 ms at every market trade).
      if (next.message.external || this.queue.length === 0 || staged >= GROUP_COMMIT) {
        await this.flush();
        staged = 0;
      } else await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (staged > 0 && !this.batching) await this.flush();
  }

  private processOne(entry: Entry): void {
    const m = entry.message;
    const result = execute(m, {
      now: this.clock.now(),
      feeCollector: this.feeCollector,
      model: (kind) => this.model(kind),
      get: this.peek,
      nextLt: () => ++this.lt,
      addressOf: this.addressOf,
    });
    if (entry.seq !== undefined) {
      if (this.pending.queueAdd.has(entry.seq)) this.pending.queueAdd.delete(entry.seq);
      else this.pending.queueDelete.push(entry.seq);
    }
    for (const a of result.accounts) this.pending.accounts.set(a.address, a);
    for (const out of result.queue) {
      const seq = this.nextSeq++;
      this.pending.queueAdd.set(seq, out);
      this.cascade(out.origin).pending++;
      this.queue.push({ seq, message: out });
    }
    if (result.transaction) {
      this.pending.transactions.push({ account: m.dst, transaction: result.transaction });
      this.committed.push({ account: m.dst, transaction: result.transaction });
    }
    this.pending.meta.set('lt', this.lt.toString());
    this.pending.meta.set('clock', this.clock.snapshot());
    const external = m.external ? this.externals.get(m.hash) : undefined;
    if (external) this.externals.delete(m.hash);
    const cascade = this.cascade(m.origin);
    const done = () => {
      external?.({ transaction: result.transaction, rejected: result.rejected });
      if (--cascade.pending === 0) {
        this.cascades.delete(m.origin);
        cascade.resolve();
      }
    };
    if (this.batching) done();
    // a failed commit answers the external as not executed (-1), never leaves its sender waiting
    else this.resolvers.push({ done, refuse: () => external?.({ rejected: -1 }) });
  }

  /** Commits the staged writes, then makes them visible and notifies. */
  async flush(): Promise<void> {
    const w = this.pending;
    if (!w.transactions.length && !w.accounts.size && !w.meta.size && !w.queueAdd.size && !w.queueDelete.length) return;
    this.pending = emptyWriteSet();
    const committed = this.committed.splice(0);
    const resolvers = this.resolvers.splice(0);
    try {
      await this.store.commit(w);
    } catch (error) {
      for (const r of resolvers) r.refuse();
      throw error;
    }
    for (const a of w.accounts.values()) this.accounts.set(a.address, a);
    for (const r of resolvers) r.done();
    this.onCommit(committed, [...w.accounts.values()]);
  }
}
