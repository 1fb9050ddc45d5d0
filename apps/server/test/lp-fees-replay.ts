import type { TransactionId } from 'everscale-inpage-provider';
import { DexPairAbi } from '@tycho/abi';
import type { AccountTransactions } from '../src/chain/reader';
import { transactionEvents } from '../src/chain/events';
import { lpFeeSteps, type TimedLpFeeStep } from '../src/indexer/lp-fees';
import { replayLpFees, type LpFeesResult } from '../src/portfolio/lp-fees';

/** Every step of a pool's history, oldest first, read from the chain (what the per-request replay once read). */
export async function poolSteps(chain: AccountTransactions, pool: string, roots: string[]): Promise<TimedLpFeeStep[]> {
  const pages: TimedLpFeeStep[][] = [];
  let continuation: TransactionId | undefined;
  do {
    const page = await chain.getTransactions(pool, continuation, 50);
    for (const tx of page.transactions)
      if (!tx.aborted) pages.push(lpFeeSteps(transactionEvents(DexPairAbi, tx), tx.createdAt, roots));
    continuation = page.transactions.length === 50 ? page.continuation : undefined;
  } while (continuation);
  return pages.reverse().flat();
}

/** A fresh full replay of `owner`'s LP fees in a pool from the chain, independent of the indexer's rows. */
export async function replayFromChain(
  chain: AccountTransactions,
  pool: string,
  roots: string[],
  owner: string,
  held: bigint,
): Promise<LpFeesResult> {
  return replayLpFees(await poolSteps(chain, pool, roots), owner, roots.length, held);
}
