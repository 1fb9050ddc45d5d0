import { describe, expect, it } from 'vitest';
import {
  boostedAmount,
  estimateDeposit,
  gaugeActionValue,
  lockAllowed,
  lockBoost,
  withdrawCheck,
  YEAR_SECONDS,
} from './boost';

const DAY = 86_400;

describe('lock boost (the contract formula)', () => {
  it('grows linearly with the lock up to the maximum lock and boost', () => {
    expect(lockBoost(0, 2000, 365 * DAY)).toBe(1000);
    expect(lockBoost(365 * DAY, 2000, 365 * DAY)).toBe(2000);
    expect(lockBoost(730 * DAY, 2000, 365 * DAY)).toBe(2000);
    expect(lockBoost(90 * DAY, 2500, 730 * DAY)).toBe(1000 + Math.floor((1500 * 90) / 730));
    expect(lockBoost(DAY, 2000, 365 * DAY)).toBe(1002);
    expect(lockBoost(DAY, 1000, 0)).toBe(1000);
  });

  it('matches floor((maxBoost − 1000)·lock/maxLock) for every lock, never above the maximum', () => {
    for (let lock = 0; lock <= 800 * DAY; lock += 7919) {
      const b = lockBoost(lock, 2500, 730 * DAY);
      expect(b).toBe(1000 + Math.floor((1500 * Math.min(lock, 730 * DAY)) / (730 * DAY)));
      expect(b).toBeGreaterThanOrEqual(1000);
      expect(b).toBeLessThanOrEqual(2500);
    }
  });

  it('rounds the boosted amount down like the contract', () => {
    expect(boostedAmount(1001n, 1500)).toBe(1501n);
    expect(boostedAmount(10n ** 18n, 2000)).toBe(2n * 10n ** 18n);
  });

  it('refuses locks above the maximum', () => {
    expect(lockAllowed(365 * DAY, 365 * DAY)).toBe(true);
    expect(lockAllowed(365 * DAY + 1, 365 * DAY)).toBe(false);
    expect(lockAllowed(1, 0)).toBe(false);
    expect(lockAllowed(-1, 10)).toBe(false);
  });
});

describe('deposit estimate', () => {
  const base = {
    maxBoost: 2000,
    maxLockTime: 365 * DAY,
    baseApr: 10,
    speeds: [
      { symbol: 'QUBE', perSecond: 1, price: 2 },
      { symbol: 'BRIDGE', perSecond: 0.5 },
    ],
  };

  it('shares the speeds by boosted weight, the new deposit included', () => {
    const e = estimateDeposit({ ...base, amount: 100n, lockSeconds: 365 * DAY, supplyBoosted: 800n });
    expect(e.multiplier).toBe(2);
    expect(e.boostedApr).toBe(20);
    expect(e.share).toBeCloseTo(200 / 1000, 12);
    expect(e.rewards[0]).toEqual({
      symbol: 'QUBE',
      perDay: 0.2 * DAY,
      perMonth: 0.2 * DAY * 30,
      perYear: 0.2 * YEAR_SECONDS,
      usdPerYear: 0.2 * YEAR_SECONDS * 2,
    });
    expect(e.rewards[1]!.usdPerYear).toBeUndefined();
  });

  it('takes everything into an empty gauge, nothing for a zero amount', () => {
    expect(estimateDeposit({ ...base, amount: 5n, lockSeconds: 0, supplyBoosted: 0n }).share).toBe(1);
    expect(estimateDeposit({ ...base, amount: 0n, lockSeconds: 0, supplyBoosted: 0n }).share).toBe(0);
  });
});

describe('withdraw check', () => {
  it('refuses the locked part, zero and more than the balance', () => {
    expect(withdrawCheck(10n, 100n, 50n)).toBe('ok');
    expect(withdrawCheck(60n, 100n, 50n)).toBe('locked');
    expect(withdrawCheck(0n, 100n, 0n)).toBe('zero');
    expect(withdrawCheck(101n, 100n, 0n)).toBe('balance');
  });
});

describe('gauge action value', () => {
  it('covers the contract minimum of 6 + 0.5 per extra token with a margin', () => {
    expect(gaugeActionValue(0)).toBe(7_000_000_000n);
    expect(gaugeActionValue(2)).toBe(8_000_000_000n);
  });
});
