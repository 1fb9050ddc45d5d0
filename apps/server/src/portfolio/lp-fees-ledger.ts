/**
 * Each pool's LP fee replay (lp-fees.ts), kept between requests and extended with only the pool's transactions
 * newer than the last one it consumed. Kept here, on request, rather than by the indexer: only pools someone asked
 * about cost memory or time (the indexer would replay every pool's history for answers nobody may ask), and the
 * pool's events come from its transactions on chain, which the indexer's rows do not keep (neither the LP of a
 * deposit nor the supply at each swap). See docs/decisions.md, "LP fees: a replay kept per pool".
 */
import { DexPairAbi, dexEventNames, eventData } from '@tycho/abi';
import type { TransactionId } from 'everscale-inpage-provider';
import type { AccountTransactions } from '../chain/reader';
import { transactionEvents } from '../chain/events';
import { emptyLpFeesState, foldLpFees, type LpFeeStep, type LpFeesState } from './lp-fees';

const E = dexEventNames.pool;
const PAGE = 50;
/** Transactions of one pool replayed at most: a pool with more history gives no figure. */
export const READ_LIMIT = 5000;
/** Pools kept at most; the least recently asked is dropped (and replayed again from its start if asked again). */
export const POOLS_KEPT = 200;

type Step = LpFeeStep & { time: number };

interface PoolReplay {
  state: LpFeesState;
  /** The newest transaction consumed (logical time and hash), none before the first read. */
  last: { lt: bigint; hash: string } | undefined;
  /** Transactions consumed (aborted ones too, as the read limit counts them). */
  read: number;
  /** Past the read limit: no figure, for good (history only grows). */
  incomplete: boolean;
  /** The running extension: one at a time per pool. */
  busy: Promise<void>;
}

/** The pool's events in one transaction, in their order. */
function stepsOf(tx: Parameters<typeof transactionEvents>[1], roots: string[]): Step[] {
  const found: Step[] = [];
  const time = tx.createdAt;
  for (const { event, data } of transactionEvents(DexPairAbi, tx)) {
    if (event === E.sync) {
      found.push({ type: 'sync', time, lpSupply: BigInt(eventData(DexPairAbi, E.sync, data).lp_supply) });
    } else if (event === E.exchange) {
      const fees = eventData(DexPairAbi, E.exchange, data).fees;
      const poolFees = roots.map((root) =>
        fees.filter((f) => f.feeTokenRoot.toLowerCase() === root).reduce((s, f) => s + BigInt(f.pool_fee), 0n),
      );
      found.push({ type: 'swap', time, poolFees });
    } else if (event === E.depositLiquidity) {
      const d = eventData(DexPairAbi, E.depositLiquidity, data);
      found.push({ type: 'liquidity', time, owner: String(d.owner).toLowerCase(), lp: BigInt(d.lp) });
    } else if (event === E.withdrawLiquidity) {
      const d = eventData(DexPairAbi, E.withdrawLiquidity, data);
      found.push({ type: 'liquidity', time, owner: String(d.owner).toLowerCase(), lp: -BigInt(d.lp) });
    }
  }
  return found;
}

export class LpFeeLedger {
  private readonly pools = new Map<string, PoolReplay>();

  constructor(
    private readonly chain: AccountTransactions,
    private readonly limits = { read: READ_LIMIT, pools: POOLS_KEPT },
  ) {}

  /** The pool's replay up to its newest transaction, or undefined when its history passes the read limit. */
  async state(pool: string, roots: string[]): Promise<LpFeesState | undefined> {
    let replay = this.pools.get(pool);
    if (replay) this.pools.delete(pool);
    else replay = { state: emptyLpFeesState(), last: undefined, read: 0, incomplete: false, busy: Promise.resolve() };
    this.pools.set(pool, replay); // the most recently asked last
    while (this.pools.size > this.limits.pools) this.pools.delete(this.pools.keys().next().value!);
    const r = replay;
    const run = r.busy.then(() => this.extend(pool, r, roots));
    r.busy = run.catch(() => undefined);
    await run;
    return r.incomplete ? undefined : r.state;
  }

  /** Reads the pool's transactions newer than the last consumed (newest first) and folds them in, oldest first. */
  private async extend(pool: string, r: PoolReplay, roots: string[]): Promise<void> {
    if (r.incomplete) return;
    const pages: Step[][] = [];
    let continuation: TransactionId | undefined;
    let newest: PoolReplay['last'];
    let read = 0;
    let reached = r.last === undefined;
    reading: do {
      const page = await this.chain.getTransactions(pool, continuation, PAGE);
      for (const tx of page.transactions) {
        const lt = BigInt(tx.id.lt);
        if (r.last && lt <= r.last.lt) {
          // the boundary must be the transaction consumed last; otherwise the chain is not the one replayed
          reached = lt === r.last.lt && tx.id.hash === r.last.hash;
          break reading;
        }
        newest ??= { lt, hash: tx.id.hash };
        read += 1;
        if (r.read + read > this.limits.read) {
          r.incomplete = true;
          r.state = emptyLpFeesState();
          return;
        }
        if (!tx.aborted) pages.push(stepsOf(tx, roots));
      }
      continuation = page.transactions.length === PAGE ? page.continuation : undefined;
    } while (continuation);
    if (!reached) {
      // history changed under the replay (a reset network): start again from the pool's first transaction
      Object.assign(r, { state: emptyLpFeesState(), last: undefined, read: 0 });
      return this.extend(pool, r, roots);
    }
    foldLpFees(r.state, pages.reverse().flat(), roots.length);
    r.read += read;
    if (newest) r.last = newest;
  }
}
