/**
 * A read-only replica of a devnet persisted in a database, for the server's `api` role: any number of processes
 * answer the chain reads (getters, account states, transactions, the clock, the network's address book) from the
 * devnet_* tables the single writer (the `chain` process) commits to. It holds every account in memory, as the
 * devnet does, and `refresh()` loads the accounts changed since the newest logical time it saw and the clock.
 * Every commit of the writer is one database transaction, so a refresh sees whole commits, never part of one.
 */
import type { FullContractState, RawTokensObject, TransactionId } from 'everscale-inpage-provider';
import type { Db } from '@tycho/db';
import type { Address, Devnet, RunLocalResult } from './api';
import { deriveAddress } from './engine/addresses';
import { ChainClock } from './engine/clock';
import { runGetter } from './engine/getter';
import { fromJson } from './engine/json';
import { Store } from './engine/store';
import type { AccountRecord } from './engine/types';
import { createRegistry } from './contracts/registry';
import { fullState, type NetworkInfo } from './devnet';

/** What a reader of the chain needs of a devnet: everything but sending, the dev controls and local execution. */
export type DevnetReader = Pick<
  Devnet,
  | 'now'
  | 'stoppedBy'
  | 'devAccounts'
  | 'addresses'
  | 'getFullContractState'
  | 'runLocal'
  | 'getTransactions'
  | 'transactionsAfter'
  | 'latestCursor'
  | 'onCommitted'
  | 'tokenMetadata'
  | 'getTransaction'
  | 'findTransaction'
>;

export interface DevnetReplica extends DevnetReader {
  /** Loads what the writer committed since the last refresh; true when an account changed. */
  refresh(): Promise<boolean>;
  /** The newest logical time the replica has applied. */
  readonly appliedLt: bigint;
}

class Replica implements DevnetReplica {
  private readonly models = createRegistry();
  private readonly accounts = new Map<Address, AccountRecord>();
  private readonly listeners = new Set<() => void>();
  private clock: ChainClock;
  appliedLt = 0n;

  constructor(
    private readonly store: Store,
    private network: NetworkInfo,
    clock: unknown,
    accounts: AccountRecord[],
  ) {
    this.clock = ChainClock.restore(fromJson(clock));
    this.apply(accounts);
  }

  private apply(accounts: AccountRecord[]): void {
    for (const a of accounts) {
      this.accounts.set(a.address, a);
      if (a.lastLt > this.appliedLt) this.appliedLt = a.lastLt;
    }
  }

  async refresh(): Promise<boolean> {
    const [changed, meta] = await Promise.all([this.store.loadAccounts(this.appliedLt), this.store.loadMeta()]);
    const network = meta.get('network');
    if (network) this.network = fromJson<NetworkInfo>(network);
    // the clock a commit or a dev control stored (chain time is real time plus its offset, never going back)
    const clock = ChainClock.restore(fromJson(meta.get('clock')));
    if (clock.now() >= this.clock.now()) this.clock = clock;
    this.apply(changed);
    if (changed.length > 0) for (const listener of this.listeners) listener();
    return changed.length > 0;
  }

  now = () => this.clock.now();
  stoppedBy = () => undefined;
  devAccounts = () => this.network.devAccounts;
  addresses = () => ({ ...this.network.addresses });
  tokenMetadata = () => this.network.tokens;
  private addressOf = (kind: string, init: Record<string, unknown>) => deriveAddress(this.network.seed, kind, init);

  getFullContractState(address: Address): FullContractState | undefined {
    const a = this.accounts.get(address);
    return a ? fullState(a, this.now()) : undefined;
  }

  runLocal(address: Address, abi: string, method: string, input: RawTokensObject): RunLocalResult {
    const model = (kind: string) => {
      const found = this.models.get(kind);
      if (!found) throw new Error(`unknown contract kind ${kind}`);
      return found;
    };
    const env = { now: this.now(), model, addressOf: this.addressOf };
    return runGetter(this.accounts.get(address), env, address, abi, method, input);
  }

  getTransactions = (address: Address, continuation: TransactionId | undefined, limit: number) =>
    this.store.transactionsPage(address, continuation, limit);
  transactionsAfter = (cursor: bigint, limit: number) => this.store.committedAfter(cursor, limit);
  latestCursor = () => this.store.latestLt();
  getTransaction = (hash: string) => this.store.transactionByHash(hash);
  findTransaction = (inMessageHash: string) => this.store.transactionByInMessage(inMessageHash);

  onCommitted(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}

/** Opens the replica of the devnet stored in `db`; rejects when the database holds no network yet. */
export async function openDevnetReplica(db: Db): Promise<DevnetReplica> {
  const store = new Store(db);
  const [meta, accounts] = await Promise.all([store.loadMeta(), store.loadAccounts()]);
  const network = meta.get('network');
  if (!network) throw new Error('The database holds no network yet: start the chain process (ROLE=chain) first.');
  return new Replica(store, fromJson<NetworkInfo>(network), meta.get('clock'), accounts);
}
