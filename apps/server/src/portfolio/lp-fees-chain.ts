/**
 * The LP section with the fees each position earned (lp-fees.ts replays them). The pool's events come from its
 * transactions on chain (the indexer's own source: its rows keep neither the LP of a deposit nor the supply at each
 * swap), read newest first to the pool's first transaction; a pool with more history than READ_LIMIT gives no figure.
 */
import { sql } from 'drizzle-orm';
import { DexPairAbi, dexEventNames, eventData } from '@tycho/abi';
import type { AccountTransactions } from '../chain/reader';
import { transactionEvents } from '../chain/events';
import type { TransactionId } from 'everscale-inpage-provider';
import { query, textArray } from '../dex/sql';
import { tokenFacts } from '../gauges/figures';
import { replayLpFees, type LpFeeStep, type LpFeesResult, type LpFeesUnknown } from './lp-fees';
import { sumOrNull, tokenAmount } from './values';
import { lpPositions, type PortfolioDeps } from './wallet';

const E = dexEventNames.pool;
const PAGE = 50;
/** Transactions of one pool read at most (per request). */
const READ_LIMIT = 5000;

type Step = LpFeeStep & { time: number };

async function poolSteps(chain: AccountTransactions, pool: string, roots: string[]): Promise<Step[] | undefined> {
  const steps: Step[][] = [];
  let continuation: TransactionId | undefined;
  let read = 0;
  do {
    const page = await chain.getTransactions(pool, continuation, PAGE);
    read += page.transactions.length;
    if (read > READ_LIMIT) return undefined;
    for (const tx of page.transactions) {
      if (tx.aborted) continue;
      const found: Step[] = [];
      for (const { event, data } of transactionEvents(DexPairAbi, tx)) {
        const time = tx.createdAt;
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
      steps.push(found);
    }
    continuation = page.transactions.length === PAGE ? page.continuation : undefined;
  } while (continuation);
  return steps.reverse().flat();
}

const UNKNOWN = (reason: LpFeesUnknown) => ({ feesEarned: null, feesUnknown: reason });

/** lpPositions with `feesEarned` (tokens and USD, since the first deposit) or `feesUnknown` (why not). */
export async function lpPositionsWithFees(deps: PortfolioDeps & { transactions: AccountTransactions }, owner: string) {
  const section = await lpPositions(deps, owner);
  const kinds = await query<{ address: string; currency_addresses: string[]; transactions_count: number }>(
    deps.db,
    sql`select address, currency_addresses::text[] as currency_addresses, transactions_count from dex_pools
      where address = any(${textArray(section.items.map((i) => i.pool))})`,
  );
  const pools = new Map(kinds.map((k) => [k.address, k]));
  const facts = await tokenFacts(
    deps.db,
    kinds.flatMap((k) => k.currency_addresses),
  );
  const items = [];
  for (const item of section.items) {
    const pool = pools.get(item.pool);
    // a pool the indexer does not know has no history to replay
    if (!pool) {
      items.push({ ...item, ...UNKNOWN('history-incomplete') });
      continue;
    }
    const result = await feesOf(deps.transactions, pool, owner, BigInt(item.lp.amount));
    if (!result.known) {
      items.push({ ...item, ...UNKNOWN(result.reason) });
      continue;
    }
    const tokens = pool.currency_addresses.map((root, i) => tokenAmount(root, result.fees[i] ?? 0n, facts));
    items.push({
      ...item,
      feesEarned: { since: result.since, tokens, usd: sumOrNull(tokens.map((t) => t.usd)) },
      feesUnknown: null,
    });
  }
  return { ...section, items };
}

/** One position's replay; a pool whose indexed operations alone pass the read limit is not read from the chain. */
async function feesOf(
  transactions: AccountTransactions,
  pool: { address: string; currency_addresses: string[]; transactions_count: number },
  owner: string,
  lp: bigint,
): Promise<LpFeesResult> {
  if (Number(pool.transactions_count) > READ_LIMIT) return { known: false, reason: 'history-incomplete' };
  const steps = await poolSteps(transactions, pool.address, pool.currency_addresses);
  if (!steps) return { known: false, reason: 'history-incomplete' };
  return replayLpFees(steps, owner, pool.currency_addresses.length, lp);
}
