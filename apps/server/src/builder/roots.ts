/**
 * The roots a token factory created, read from its `TokenCreated` events (the factory's own transactions, as a real
 * network's node answers them). Kept in memory and extended on demand from the newest transaction seen, so a request
 * reads only what is new; the chain stays the source of truth (a restarted server reads it again).
 */
import type { TransactionId } from 'everscale-inpage-provider';
import { eventData, TokenFactoryAbi } from '@tycho/abi';
import type { AccountTransactions } from '../chain/reader';
import { transactionEvents } from '../chain/events';

/** Transactions read per page while catching up. */
const PAGE = 100;

export class FactoryRoots {
  /** Roots, oldest first. */
  private roots: string[] = [];
  private newestLt = -1n;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly chain: AccountTransactions,
    private readonly factory: string,
  ) {}

  /** Every root the factory has created so far, newest first. */
  async list(): Promise<string[]> {
    this.pending = this.pending.then(() => this.catchUp());
    await this.pending;
    return [...this.roots].reverse();
  }

  private async catchUp(): Promise<void> {
    const found: string[] = [];
    let continuation: TransactionId | undefined;
    let newest: bigint | undefined;
    read: do {
      const page = await this.chain.getTransactions(this.factory, continuation, PAGE);
      for (const tx of page.transactions) {
        const lt = BigInt(tx.id.lt);
        if (lt <= this.newestLt) break read;
        newest ??= lt;
        if (tx.aborted) continue;
        for (const event of transactionEvents(TokenFactoryAbi, tx)) {
          if (event.event !== 'TokenCreated') continue;
          found.push(String(eventData(TokenFactoryAbi, 'TokenCreated', event.data).tokenRoot));
        }
      }
      continuation = page.transactions.length === PAGE ? page.continuation : undefined;
    } while (continuation);
    this.roots.push(...found.reverse());
    if (newest !== undefined) this.newestLt = newest;
  }
}
