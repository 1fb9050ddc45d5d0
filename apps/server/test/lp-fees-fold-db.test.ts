import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import { query } from '../src/dex/sql';
import type { LpFeeStepsEvent } from '../src/indexer/events';
import { writeLpFees, type TimedLpFeeStep } from '../src/indexer/lp-fees';
import { emptyLpFeesState, lpFeesOf, replayLpFees, type LpFeeStep } from '../src/portfolio/lp-fees';

/**
 * The indexer's LP fee rows (indexer/lp-fees.ts): folded batch by batch into the database, they give the answer of
 * one replay of the pool's whole history (replayLpFees) for every owner, however the history is cut into
 * transactions and batches, and a batch written again changes nothing.
 */
const OWNERS = ['0:aa', '0:bb', '0:cc'];

const step: fc.Arbitrary<LpFeeStep> = fc.oneof(
  fc.record({
    type: fc.constant('liquidity' as const),
    owner: fc.constantFrom(...OWNERS),
    // mostly deposits, so that owners keep LP across batches and earn
    lp: fc.oneof(
      { arbitrary: fc.bigInt({ min: 1n, max: 1000n }), weight: 4 },
      { arbitrary: fc.bigInt({ min: -300n, max: 0n }), weight: 1 },
    ),
  }),
  fc.record({ type: fc.constant('sync' as const), lpSupply: fc.bigInt({ min: 0n, max: 5000n }) }),
  fc.record({
    type: fc.constant('swap' as const),
    poolFees: fc.array(fc.bigInt({ min: 0n, max: 10n ** 30n }), { minLength: 2, maxLength: 2 }),
  }),
);

/** Cuts `length` items at `cuts` (sorted, distinct, within bounds), giving the bounds of each part. */
const bounds = (length: number, cuts: number[]) =>
  [...new Set([0, ...cuts.map((c) => Math.min(c, length)), length])].sort((a, b) => a - b);

describe('writeLpFees (the LP fee rows)', () => {
  let database: DatabaseHandle;
  let run = 0;
  beforeAll(async () => {
    database = await openDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  async function ownerState(pool: string, owner: string) {
    const [row] = await query<{ lp: string; fees: string[]; since: number | null; broken: boolean }>(
      database.db,
      sql`select lp::text as lp, fees::text[] as fees, since, broken from dex_lp_fees
        where pool = ${pool} and owner = ${owner}`,
    );
    const state = emptyLpFeesState();
    if (row)
      state.owners.set(owner, {
        lp: BigInt(row.lp),
        fees: row.fees.map(BigInt),
        since: row.since === null ? null : Number(row.since),
        broken: row.broken,
      });
    return state;
  }

  it('equals replayLpFees for every owner, however the steps are cut into transactions and batches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 50, size: 'max' }),
        fc.array(fc.nat(50), { maxLength: 12, size: 'max' }),
        fc.array(fc.nat(12), { maxLength: 6, size: 'max' }),
        fc.bigInt({ min: 0n, max: 1500n }),
        async (raw, txCuts, batchCuts, extra) => {
          const pool = `0:pool${run++}`;
          const steps: TimedLpFeeStep[] = raw.map((s, i) => ({ ...s, time: i + 1 }));
          const t = bounds(steps.length, txCuts);
          const txs: LpFeeStepsEvent[] = [];
          for (let k = 1; k < t.length; k++)
            txs.push({ type: 'lpFees', pool, lt: BigInt(k), tokenCount: 2, steps: steps.slice(t[k - 1], t[k]) });
          const b = bounds(txs.length, batchCuts);
          for (let k = 1; k < b.length; k++) {
            const batch = txs.slice(b[k - 1], b[k]);
            await writeLpFees(database.db, batch);
            // a batch applied again (a retried write) is skipped: its transactions are already folded
            await writeLpFees(database.db, batch);
          }
          for (const owner of [...OWNERS, '0:dd']) {
            const whole = steps.filter((s) => s.type === 'liquidity' && s.owner === owner);
            const held = whole.reduce((a, s) => a + (s.type === 'liquidity' ? s.lp : 0n), 0n);
            const state = await ownerState(pool, owner);
            for (const h of [held, extra])
              expect(lpFeesOf(state, owner, 2, h)).toEqual(replayLpFees(steps, owner, 2, h));
          }
        },
      ),
      { numRuns: 120 },
    );
  }, 120_000);

  it('does not fold a pool the migration marked incomplete (indexed before the rows existed)', async () => {
    await database.db.execute(sql`insert into dex_lp_fee_pools (pool, last_lt, incomplete) values ('0:old', 0, true)`);
    const steps: TimedLpFeeStep[] = [{ type: 'liquidity', owner: '0:aa', lp: 10n, time: 1 }];
    await writeLpFees(database.db, [{ type: 'lpFees', pool: '0:old', lt: 5n, tokenCount: 2, steps }]);
    expect(await query(database.db, sql`select * from dex_lp_fees where pool = '0:old'`)).toEqual([]);
  });
});
