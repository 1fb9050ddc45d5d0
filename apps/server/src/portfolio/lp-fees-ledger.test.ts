import type { RawTransaction, TransactionId } from 'everscale-inpage-provider';
import { describe, expect, it } from 'vitest';
import type { AccountTransactions } from '../chain/reader';
import { LpFeeLedger } from './lp-fees-ledger';

/** A pool's chain of event-less (aborted) transactions, newest first in pages as the devnet answers. */
class FakeChain implements AccountTransactions {
  lts: bigint[] = [];
  hashPrefix = 'a';
  pagesRead = 0;
  add(n: number) {
    const from = this.lts.length + 1;
    for (let k = 0; k < n; k++) this.lts.push(BigInt(from + k) * 10n);
  }
  private tx(lt: bigint): RawTransaction {
    const tx = { id: { lt: String(lt), hash: `${this.hashPrefix}${lt}` }, aborted: true, createdAt: Number(lt) };
    return tx as unknown as RawTransaction;
  }
  async getTransactions(_address: string, continuation: TransactionId | undefined, limit: number) {
    this.pagesRead += 1;
    const below = continuation ? BigInt(continuation.lt) : undefined;
    const newest = [...this.lts].reverse().filter((lt) => below === undefined || lt <= below);
    const page = newest.slice(0, limit);
    const next = newest[limit];
    return {
      transactions: page.map((lt) => this.tx(lt)),
      continuation: next === undefined ? undefined : { lt: String(next), hash: `${this.hashPrefix}${next}` },
    };
  }
}

describe('LpFeeLedger', () => {
  it('reads only the transactions newer than the last consumed, and starts again when the chain changed', async () => {
    const chain = new FakeChain();
    chain.add(120);
    const ledger = new LpFeeLedger(chain, { read: 5000, pools: 10 });
    expect(await ledger.state('0:p', ['0:a', '0:b'])).toBeDefined();
    expect(chain.pagesRead).toBe(3);
    chain.add(10);
    chain.pagesRead = 0;
    await ledger.state('0:p', ['0:a', '0:b']);
    expect(chain.pagesRead).toBe(1);
    // another chain under the same pool (a reset network): the boundary's hash differs, the replay starts over
    chain.hashPrefix = 'b';
    chain.pagesRead = 0;
    await ledger.state('0:p', ['0:a', '0:b']);
    expect(chain.pagesRead).toBe(1 + 3);
  });
  it('gives no state once the pool passes the read limit, and keeps at most the pools asked last', async () => {
    const chain = new FakeChain();
    chain.add(90);
    const ledger = new LpFeeLedger(chain, { read: 100, pools: 2 });
    expect(await ledger.state('0:p', [])).toBeDefined();
    chain.add(10);
    expect(await ledger.state('0:p', [])).toBeDefined(); // 100: at the limit
    chain.add(1);
    expect(await ledger.state('0:p', [])).toBeUndefined();
    // the pool past the limit reads nothing more
    chain.pagesRead = 0;
    expect(await ledger.state('0:p', [])).toBeUndefined();
    expect(chain.pagesRead).toBe(0);
    const small = new FakeChain();
    small.add(60);
    const two = new LpFeeLedger(small, { read: 100, pools: 2 });
    for (const pool of ['0:p', '0:q', '0:r']) await two.state(pool, []);
    small.pagesRead = 0;
    await two.state('0:q', []); // kept: one page to see nothing new
    await two.state('0:p', []); // dropped: read again from the start (two pages)
    expect(small.pagesRead).toBe(3);
  });
});
