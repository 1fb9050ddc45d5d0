/** The default seed's farm pools: the four states, funded as configured, dev accounts' positions and history. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '@tycho/db';
import { fullReward } from '@tycho/dex-math';
import { createDevnet } from '../../src';
import { SEED_FARMS } from '../../src/seed/farms';
import { farmUserDataOf } from '../../src/seed/farm-actions';
import { eventsOf, impl } from '../dex/helpers';
import { bigs, POOL, USER } from './helpers';

let d: ReturnType<typeof impl>;
let close: () => Promise<void>;
beforeAll(async () => {
  const handle = await openDatabase();
  const devnet = await createDevnet({ db: handle.db, seed: 1 });
  d = impl(devnet);
  close = async () => {
    await devnet.close();
    await handle.close();
  };
}, 400_000); // seeding and indexing the whole history on a loaded machine
afterAll(() => close());

it('seeds active, ended, awaiting and private farm pools with positions and history', async () => {
  const a = d.addresses();
  const now = d.now();
  for (const f of SEED_FARMS) {
    const pool = a[`farm:${f.name}`]!;
    const p = d.get(pool, POOL, 'getDetails', { answerId: 0 }).value0 as Record<string, unknown>;
    const rounds = (p.rewardRounds as { startTime: string; rewardPerSecond: string[] }[]).map((r) => ({
      startTime: Number(r.startTime),
      rewardPerSecond: r.rewardPerSecond.map(BigInt),
    }));
    const end = Number(p.farmEndTime);
    const full = fullReward({ rounds, farmEndTime: end, stopTime: 0 }, f.rewards.length);
    const cumulative = bigs(p.rewardTokenBalanceCumulative);
    if (f.name === 'active') expect(end).toBe(0);
    if (f.name === 'ended') expect(end).toBeLessThan(now);
    if (f.name === 'awaiting') expect(rounds[0]!.startTime).toBeGreaterThan(now);
    if (full) cumulative.forEach((c, k) => expect(c >= full[k]!, `${f.name} funded`).toBe(f.name !== 'private'));
    for (const pos of f.positions) {
      const user = a[`account:${pos.account}`]!;
      const r = d.get(farmUserDataOf(d, pool, user), USER, 'getDetails', { answerId: 0 }).value0 as { amount: string };
      expect(BigInt(r.amount), `${pos.account} in ${f.name}`).toBeGreaterThan(0n);
    }
  }
  expect(await eventsOf(d, a['farm:active']!, POOL, 'Claim')).toHaveLength(1);
  expect(await eventsOf(d, a['farm:ended']!, POOL, 'Withdraw')).toHaveLength(1);
});
