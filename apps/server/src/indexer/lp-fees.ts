/**
 * LP fees earned per position, kept by the indexer (issue 41): each pool transaction's events become the fold's
 * steps (`lpFeeSteps`), and `writeLpFees` extends the pool's rows with them in the batch's DB transaction, so a
 * restart never folds a transaction twice. The rule is `foldLpFees` (portfolio/lp-fees.ts); the portfolio's LP
 * section reads the rows (portfolio/lp-fees-read.ts). See docs/decisions.md, "LP fees: folded by the indexer".
 */
import { sql } from 'drizzle-orm';
import { DexPairAbi, dexEventNames, eventData } from '@tycho/abi';
import { schema, type Db } from '@tycho/db';
import type { RawEvent } from '../chain/events';
import { query, textArray } from '../dex/sql';
import { foldLpFees, type LpFeeStep, type LpFeesOwner, type LpFeesState } from '../portfolio/lp-fees';
import type { LpFeeStepsEvent } from './events';
import { upsertInChunks } from './upsert';

const E = dexEventNames.pool;

export type TimedLpFeeStep = LpFeeStep & { time: number };

/** The pool's events in one transaction (decoded with the pair's ABI), in their order, as the fold's steps. */
export function lpFeeSteps(events: readonly RawEvent[], time: number, roots: readonly string[]): TimedLpFeeStep[] {
  const found: TimedLpFeeStep[] = [];
  for (const { event, data } of events) {
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

interface PoolRow {
  pool: string;
  lp_supply: string;
  last_lt: string;
  incomplete: boolean;
}

interface OwnerRow {
  owner: string;
  lp: string;
  fees: string[];
  since: string | number | null;
  broken: boolean;
}

const ownerOf = (r: OwnerRow): LpFeesOwner => ({
  fees: r.fees.map(BigInt),
  lp: BigInt(r.lp),
  since: r.since === null ? null : Number(r.since),
  broken: r.broken,
});

const same = (a: LpFeesOwner, b: LpFeesOwner) =>
  a.lp === b.lp &&
  a.since === b.since &&
  a.broken === b.broken &&
  a.fees.length === b.fees.length &&
  a.fees.every((f, i) => f === b.fees[i]);

/**
 * Folds the batch's pool transactions (chain order) into the LP fee rows. A transaction at or below the pool's last
 * folded one is skipped (never counted twice); a pool marked incomplete is not folded. Only the owners a step can
 * change are read: those the batch's deposits and withdrawals name and, when it has a swap, those holding LP.
 */
export async function writeLpFees(db: Db, events: readonly LpFeeStepsEvent[]): Promise<void> {
  const byPool = new Map<string, LpFeeStepsEvent[]>();
  for (const e of events) byPool.set(e.pool, [...(byPool.get(e.pool) ?? []), e]);
  if (byPool.size === 0) return;
  const known = await query<PoolRow>(
    db,
    sql`select pool, lp_supply::text as lp_supply, last_lt::text as last_lt, incomplete from dex_lp_fee_pools
      where pool = any(${textArray([...byPool.keys()])})`,
  );
  const pools = new Map(known.map((r) => [r.pool, r]));
  const poolRows: (typeof schema.dexLpFeePools.$inferInsert)[] = [];
  const ownerRows: (typeof schema.dexLpFees.$inferInsert)[] = [];
  for (const [pool, txs] of byPool) {
    const row = pools.get(pool);
    if (row?.incomplete) continue;
    const last = row ? BigInt(row.last_lt) : -1n;
    const fresh = txs.filter((t) => t.lt > last);
    if (fresh.length === 0) continue;
    const steps = fresh.flatMap((t) => t.steps);
    const named = [...new Set(steps.flatMap((s) => (s.type === 'liquidity' ? [s.owner] : [])))];
    const holders = steps.some((s) => s.type === 'swap') ? sql` or (lp > 0 and not broken)` : sql``;
    const read = await query<OwnerRow>(
      db,
      sql`select owner, lp::text as lp, fees::text[] as fees, since, broken from dex_lp_fees
        where pool = ${pool} and (owner = any(${textArray(named)})${holders})`,
    );
    const before = new Map(read.map((r) => [r.owner, ownerOf(r)]));
    const state: LpFeesState = {
      supply: row ? BigInt(row.lp_supply) : 0n,
      owners: new Map(read.map((r) => [r.owner, ownerOf(r)])),
    };
    foldLpFees(state, steps, fresh[0]!.tokenCount);
    poolRows.push({ pool, lpSupply: state.supply.toString(), lastLt: fresh.at(-1)!.lt });
    for (const [owner, o] of state.owners) {
      const was = before.get(owner);
      if (was && same(was, o)) continue;
      ownerRows.push({ pool, owner, lp: o.lp.toString(), fees: o.fees.map(String), since: o.since, broken: o.broken });
    }
  }
  await upsertInChunks(db, schema.dexLpFeePools, poolRows, {
    target: schema.dexLpFeePools.pool,
    set: { lpSupply: sql`excluded.lp_supply`, lastLt: sql`excluded.last_lt` },
  });
  await upsertInChunks(db, schema.dexLpFees, ownerRows, {
    target: [schema.dexLpFees.pool, schema.dexLpFees.owner],
    set: { lp: sql`excluded.lp`, fees: sql`excluded.fees`, since: sql`excluded.since`, broken: sql`excluded.broken` },
  });
}
