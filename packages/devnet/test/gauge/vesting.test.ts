/**
 * Gauge vesting (reference farming-gauges.md §2.5): ratio 0 unlocks everything at once; ratio 1000 locks the new
 * reward and releases it linearly until the vesting time; a partial ratio pays its immediate share at once; the
 * vesting time averages old and new locked reward (new ×2). Claims pay only the unlocked part.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { unlockedOver } from '@tycho/dex-math';
import { claimFromGauge, depositToGauge, withdrawFromGauge } from '../../src/seed/gauge-actions';
import { eventsOf, expectConservation, lastLt } from '../dex/helpers';
import { advance, GAUGE, gaugeNet, type GaugeNet, pendingVesting } from './helpers';

const P = 1000;
let n: GaugeNet | undefined;
afterEach(async () => {
  await n?.closeAll();
  n = undefined;
});

async function claimed(net: GaugeNet, user: string) {
  const lt = lastLt(net.d);
  await claimFromGauge(net.d, user, net.gauge);
  const [claim] = await eventsOf(net.d, net.gauge, GAUGE, 'Claim', lt);
  const data = claim!.data as { qube_reward: string; extra_reward: string[]; extra_debt: string[] };
  return { qube: BigInt(data.qube_reward), extra: BigInt(data.extra_reward[0]!), debt: BigInt(data.extra_debt[0]!) };
}

describe('gauge vesting', () => {
  it('ratio 0: all reward unlocked, no vesting time, claims pay it all', async () => {
    n = await gaugeNet();
    const [u] = n.users;
    await depositToGauge(n.d, u!, n.lp, n.gauge, 100_000n, 0);
    advance(n, 500);
    const v = pendingVesting(n, u!);
    expect(v.extra).toMatchObject({ locked: 0n, vestingPeriod: 0, vestingRatio: 0, vestingTime: 0 });
    expect(v.qube.locked).toBe(0n);
    expect(v.extra.unlocked).toBeGreaterThan(0n);
    const paid = await claimed(n, u!);
    expect(paid.extra).toBe(v.extra.unlocked);
    expect(paid.qube).toBe(v.qube.unlocked);
    expectConservation(n.d);
  });

  it('ratio 1000: the reward is locked, released linearly until the vesting time, and claims pay only the unlocked', async () => {
    n = await gaugeNet(undefined, undefined, { extra: [{ period: P, ratio: 1000 }] });
    const [u] = n.users;
    expect(n.d.get(n.gauge, GAUGE, 'getRewardDetails')._extraVestingRatios).toEqual(['1000']);
    await depositToGauge(n.d, u!, n.lp, n.gauge, 100_000n, 0);
    const start = n.d.now();
    advance(n, 200);
    const v = pendingVesting(n, u!);
    const total = v.extra.locked + v.extra.unlocked;
    expect(total).toBeGreaterThan(0n);
    // accrued evenly over the 200 s (from the round start, one second after the deposit), each slice vesting over P
    const from = start + 1;
    expect(v.extra.unlocked).toBe(unlockedOver(total, start + 200 - from, P));
    expect(v.extra).toMatchObject({ vestingPeriod: P, vestingRatio: 1000, vestingTime: start + 200 + P });
    // withdraw everything with a claim: no new reward from now on; the claim paid the unlocked part only
    const lt = lastLt(n.d);
    await withdrawFromGauge(n.d, u!, n.gauge, 100_000n, true);
    const [claim] = await eventsOf(n.d, n.gauge, GAUGE, 'Claim', lt);
    expect(BigInt((claim!.data as { extra_reward: string[] }).extra_reward[0]!)).toBe(v.extra.unlocked);
    const t1 = n.d.now();
    const locked = pendingVesting(n, u!).extra.locked;
    expect(locked).toBe(v.extra.locked);
    // half way to the vesting time: half of the locked reward is unlocked
    advance(n, P / 2);
    const half = pendingVesting(n, u!).extra;
    expect(half.unlocked).toBe((locked * BigInt(P / 2)) / BigInt(start + 200 + P - t1));
    expect(half.locked).toBe(locked - half.unlocked);
    // past the vesting time: everything is unlocked, and the claim pays it; in all the user got the whole reward
    advance(n, P);
    const end = pendingVesting(n, u!).extra;
    expect(end).toMatchObject({ locked: 0n, unlocked: locked });
    const paid = await claimed(n, u!);
    expect(paid.extra + paid.debt).toBe(locked);
    expect(paid.extra + v.extra.unlocked).toBe(total);
    expect(pendingVesting(n, u!).extra).toMatchObject({ locked: 0n, unlocked: 0n });
    expectConservation(n.d);
  });

  it('a partial ratio pays its immediate share at once and vests the rest (QUBE vesting)', async () => {
    n = await gaugeNet(undefined, undefined, { qube: { period: P, ratio: 300 } });
    const [u] = n.users;
    await depositToGauge(n.d, u!, n.lp, n.gauge, 100_000n, 0);
    const start = n.d.now();
    advance(n, 100);
    const q = pendingVesting(n, u!).qube;
    const total = q.locked + q.unlocked;
    const vesting = (total * 300n) / 1000n;
    expect(q.unlocked).toBe(total - vesting + unlockedOver(vesting, start + 100 - start, P));
    expect(q).toMatchObject({ vestingPeriod: P, vestingRatio: 300, vestingTime: start + 100 + P });
    expect(pendingVesting(n, u!).extra).toMatchObject({ locked: 0n, vestingRatio: 0 });
    const paid = await claimed(n, u!);
    expect(paid.qube).toBe(q.unlocked);
    expectConservation(n.d);
  });

  it('averages the vesting time of old and new locked reward, the new part weighted twice', async () => {
    n = await gaugeNet(undefined, undefined, { extra: [{ period: P, ratio: 1000 }] });
    const [u] = n.users;
    await depositToGauge(n.d, u!, n.lp, n.gauge, 100_000n, 0);
    advance(n, 300);
    await claimFromGauge(n.d, u!, n.gauge);
    const t1 = n.d.now();
    const first = pendingVesting(n, u!).extra;
    const T1 = first.vestingTime;
    expect(T1).toBe(t1 + P);
    advance(n, 400);
    const t2 = n.d.now();
    const second = pendingVesting(n, u!).extra;
    const released = (first.locked * BigInt(t2 - t1)) / BigInt(T1 - t1);
    const eRem = first.locked - released;
    const r2 = second.locked + second.unlocked - first.locked;
    const lNew = r2 - unlockedOver(r2, t2 - t1, P);
    expect(second.locked).toBe(eRem + lNew);
    const avg = Number((eRem * BigInt(T1 - t2) + 2n * lNew * BigInt(P)) / (eRem + lNew));
    expect(second.vestingTime).toBe(t2 + Math.min(P, avg));
    // with the plain average the time would be earlier: the double weight moves it
    const plain = Number((eRem * BigInt(T1 - t2) + lNew * BigInt(P)) / (eRem + lNew));
    expect(second.vestingTime).toBeGreaterThan(t2 + plain);
    expectConservation(n.d);
  });
});
