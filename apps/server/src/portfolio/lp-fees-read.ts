/**
 * The LP section with the fees each position earned, read from the rows the indexer folds (indexer/lp-fees.ts, the
 * rule of lp-fees.ts): no replay on request. A pool the indexer does not know, or whose history it did not fold from
 * its start (indexed before those rows existed), gives no figure.
 */
import { sql } from 'drizzle-orm';
import { query, textArray } from '../dex/sql';
import { tokenFacts } from '../gauges/figures';
import { emptyLpFeesState, lpFeesOf, type LpFeesUnknown } from './lp-fees';
import { sumOrNull, tokenAmount } from './values';
import { lpPositions, type PortfolioDeps } from './wallet';

const UNKNOWN = (reason: LpFeesUnknown) => ({ feesEarned: null, feesUnknown: reason });

interface PoolRow {
  address: string;
  currency_addresses: string[];
  incomplete: boolean | null;
  /** The owner's row, when it deposited or withdrew in the pool. */
  lp: string | null;
  fees: string[] | null;
  since: string | number | null;
  broken: boolean | null;
}

/** lpPositions with `feesEarned` (tokens and USD, since the first deposit) or `feesUnknown` (why not). */
export async function lpPositionsWithFees(deps: PortfolioDeps, owner: string) {
  const section = await lpPositions(deps, owner);
  const rows = await query<PoolRow>(
    deps.db,
    sql`select p.address, p.currency_addresses::text[] as currency_addresses, s.incomplete,
        f.lp::text as lp, f.fees::text[] as fees, f.since, f.broken
      from dex_pools p
        left join dex_lp_fee_pools s on s.pool = p.address
        left join dex_lp_fees f on f.pool = p.address and f.owner = ${owner}
      where p.address = any(${textArray(section.items.map((i) => i.pool))})`,
  );
  const pools = new Map(rows.map((r) => [r.address, r]));
  const facts = await tokenFacts(
    deps.db,
    rows.flatMap((r) => r.currency_addresses),
  );
  const items = [];
  for (const item of section.items) {
    const pool = pools.get(item.pool);
    if (!pool || pool.incomplete) {
      items.push({ ...item, ...UNKNOWN('history-incomplete') });
      continue;
    }
    const count = pool.currency_addresses.length;
    const state = emptyLpFeesState();
    if (pool.lp !== null)
      state.owners.set(owner, {
        lp: BigInt(pool.lp),
        fees: (pool.fees ?? []).map(BigInt),
        since: pool.since === null ? null : Number(pool.since),
        broken: pool.broken ?? false,
      });
    const result = lpFeesOf(state, owner, count, BigInt(item.lp.amount));
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
