/** Gauge scenarios: boost, deposits with and without lock, rewards shared by boosted weight, locked withdraw, debt. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFromGauge, depositToGauge, withdrawFromGauge, walletOf } from '../../src/seed/gauge-actions';
import { eventsOf, expectConservation, lastLt } from '../dex/helpers';
import { accountDetails, advance, EXTRA_RPS, GAUGE, gaugeNet, type GaugeNet, pending, QUBE_RPS, YEAR } from './helpers';

const balance = (n: GaugeNet, root: string, owner: string) => {
  const a = n.d.account(walletOf(n.d, root, owner));
  return a ? (a.state as { balance: bigint }).balance : 0n;
};

describe('gauge', () => {
  let n: GaugeNet;
  beforeAll(async () => {
    n = await gaugeNet();
  });
  afterAll(() => n.closeAll());

  it('computes the lock boost as the reference formula says', () => {
    const boosted = (lock: number) =>
      BigInt(
        String(n.d.get(n.gauge, GAUGE, 'calculateBoostedAmount', { amount: 1000, lock_time: lock }).boosted_amount),
      );
    expect(boosted(0)).toBe(1000n);
    expect(boosted(YEAR / 2)).toBe(1500n);
    expect(boosted(YEAR)).toBe(2000n);
    expect(boosted(2 * YEAR)).toBe(2000n);
  });

  it('refuses a lock longer than the max: DepositRevert and the tokens come back', async () => {
    const [u] = n.users;
    const before = balance(n, n.lp, u!);
    const lt = lastLt(n.d);
    await depositToGauge(n.d, u!, n.lp, n.gauge, 1000n, YEAR + 1);
    expect(await eventsOf(n.d, n.gauge, GAUGE, 'DepositRevert', lt)).toHaveLength(1);
    expect(balance(n, n.lp, u!)).toBe(before);
    expectConservation(n.d);
  });

  it('shares rewards by boosted weight: a full lock earns twice an unlocked deposit', async () => {
    const [a, b] = n.users;
    await depositToGauge(n.d, a!, n.lp, n.gauge, 100_000n, 0);
    await depositToGauge(n.d, b!, n.lp, n.gauge, 100_000n, YEAR);
    expect(accountDetails(n, b!)).toEqual({ balance: 100_000n, locked: 100_000n, boosted: 200_000n });
    advance(n, 1000);
    const pa = pending(n, a!);
    const pb = pending(n, b!);
    expect(pb.qube).toBeGreaterThan(pa.qube * 2n - 10n);
    expect(pb.qube).toBeLessThanOrEqual(pa.qube * 2n + 10n);
    expect(pa.qube + pb.qube).toBeLessThanOrEqual(QUBE_RPS * 1000n);
    expect(pa.qube + pb.qube).toBeGreaterThan(QUBE_RPS * 990n);
    expect(pa.extra + pb.extra).toBeLessThanOrEqual(EXTRA_RPS * 1000n);

    const lt = lastLt(n.d);
    const qubeBefore = balance(n, n.qube, b!);
    await claimFromGauge(n.d, b!, n.gauge);
    const [claim] = await eventsOf(n.d, n.gauge, GAUGE, 'Claim', lt);
    const data = claim!.data as { qube_reward: string; qube_debt: string };
    expect(BigInt(data.qube_reward)).toBe(pb.qube);
    expect(BigInt(data.qube_debt)).toBe(0n);
    expect(balance(n, n.qube, b!) - qubeBefore).toBe(pb.qube);
    expect(pending(n, b!).qube).toBe(0n);
    expectConservation(n.d);
  });

  it('refuses to withdraw locked tokens (WithdrawRevert), allows it after the unlock and burns the boost', async () => {
    const [, b] = n.users;
    const lt = lastLt(n.d);
    await withdrawFromGauge(n.d, b!, n.gauge, 1n);
    expect(await eventsOf(n.d, n.gauge, GAUGE, 'WithdrawRevert', lt)).toHaveLength(1);
    expect(accountDetails(n, b!).balance).toBe(100_000n);

    advance(n, YEAR);
    const lt2 = lastLt(n.d);
    const lpBefore = balance(n, n.lp, b!);
    await withdrawFromGauge(n.d, b!, n.gauge, 100_000n, true);
    expect(await eventsOf(n.d, n.gauge, GAUGE, 'LockBoostedBurn', lt2)).toHaveLength(1);
    expect(await eventsOf(n.d, n.gauge, GAUGE, 'Withdraw', lt2)).toHaveLength(1);
    expect(balance(n, n.lp, b!) - lpBefore).toBe(100_000n);
    expect(accountDetails(n, b!)).toEqual({ balance: 0n, locked: 0n, boosted: 0n });
    expectConservation(n.d);
  });

  it('pays what it holds and books the rest as debt once the rewards run out', async () => {
    const [a] = n.users;
    // The QUBE round (30 days) is over; a has been the main depositor for about a year of the open extra round.
    const owed = pending(n, a!);
    expect(owed.extra).toBeGreaterThan(0n);
    const lt = lastLt(n.d);
    await claimFromGauge(n.d, a!, n.gauge);
    const [claim] = await eventsOf(n.d, n.gauge, GAUGE, 'Claim', lt);
    const data = claim!.data as { extra_reward: string[]; extra_debt: string[]; qube_reward: string };
    const paid = BigInt(data.extra_reward[0]!);
    const debt = BigInt(data.extra_debt[0]!);
    expect(paid + debt).toBe(owed.extra);
    expect(debt).toBeGreaterThan(0n);
    expect(pending(n, a!).extra).toBe(debt);
    const token = n.d.get(n.gauge, GAUGE, 'getTokenDetails')._extraTokenData as { balance: string }[];
    expect(BigInt(token[0]!.balance)).toBe(0n);
    expectConservation(n.d);
  });
});
