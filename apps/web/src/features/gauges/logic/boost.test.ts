import { describe, expect, it } from 'vitest';
import { boostedAmount, lockAllowed, lockBoost, withdrawCheck } from './boost';

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

describe('withdraw check', () => {
  it('refuses the locked part, zero and more than the balance', () => {
    expect(withdrawCheck(10n, 100n, 50n)).toBe('ok');
    expect(withdrawCheck(60n, 100n, 50n)).toBe('locked');
    expect(withdrawCheck(0n, 100n, 0n)).toBe('zero');
    expect(withdrawCheck(101n, 100n, 0n)).toBe('balance');
  });
});
