/**
 * The LP section with the fees each position earned (lp-fees.ts replays them). The pool's events come from its
 * transactions on chain (the indexer's own source: its rows keep neither the LP of a deposit nor the supply at each
 * swap), kept per pool and extended with its newer transactions (lp-fees-ledger.ts); a pool with more history than
 * READ_LIMIT gives no figure.
 */
import { sql } from 'drizzle-orm';
import { query, textArray } from '../dex/sql';
import { tokenFacts } from '../gauges/figures';
import { lpFeesOf, type LpFeesResult, type LpFeesUnknown } from './lp-fees';
import { READ_LIMIT, type LpFeeLedger } from './lp-fees-ledger';
import { sumOrNull, tokenAmount } from './values';
import { lpPositions, type PortfolioDeps } from './wallet';

const UNKNOWN = (reason: LpFeesUnknown) => ({ feesEarned: null, feesUnknown: reason });

/** lpPositions with `feesEarned` (tokens and USD, since the first deposit) or `feesUnknown` (why not). */
export async function lpPositionsWithFees(deps: PortfolioDeps & { lpFees: LpFeeLedger }, owner: string) {
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
    const result = await feesOf(deps.lpFees, pool, owner, BigInt(item.lp.amount));
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

/** One position's figure from its pool's replay; a pool whose indexed operations alone pass the read limit is not
 * read from the chain. */
async function feesOf(
  ledger: LpFeeLedger,
  pool: { address: string; currency_addresses: string[]; transactions_count: number },
  owner: string,
  lp: bigint,
): Promise<LpFeesResult> {
  if (Number(pool.transactions_count) > READ_LIMIT) return { known: false, reason: 'history-incomplete' };
  const state = await ledger.state(pool.address, pool.currency_addresses);
  if (!state) return { known: false, reason: 'history-incomplete' };
  return lpFeesOf(state, owner, pool.currency_addresses.length, lp);
}
