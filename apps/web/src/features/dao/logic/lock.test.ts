import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_SECONDS, depositNow, lockProblem, lockSecondsOfDays, presetsWithin, vePreview } from './lock';

describe('vePreview', () => {
  it('gives ⌊amount·min(lock,max)/max⌋ (1000 QUBE for 9000 s of 10000 gives 900)', () => {
    expect(vePreview(1000n, 9000, 10000)).toBe(900n);
    expect(vePreview(1000n, 20000, 10000)).toBe(1000n);
    expect(vePreview(999n, 1, 10000)).toBe(0n);
    expect(vePreview(1000n, 0, 10000)).toBe(0n);
  });
  it('never exceeds what the locks give: at most the amount, monotonic in the lock', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        (amount, a, b, max) => {
          const [short, long] = a <= b ? [a, b] : [b, a];
          const ve = vePreview(amount, long, max);
          expect(ve <= amount).toBe(true);
          expect(vePreview(amount, short, max) <= ve).toBe(true);
        },
      ),
    );
  });
});

describe('lock form', () => {
  it('reads whole days', () => {
    expect(lockSecondsOfDays('14')).toBe(14 * DAY_SECONDS);
    expect(lockSecondsOfDays('0')).toBeNull();
    expect(lockSecondsOfDays('1.5')).toBeNull();
    expect(lockSecondsOfDays('')).toBeNull();
  });
  it('offers presets within min and max', () => {
    expect(presetsWithin(14 * DAY_SECONDS, 365 * DAY_SECONDS)).toEqual([14, 30, 90, 180, 365]);
  });
  it('names the first problem', () => {
    const base = { balance: 10n, minLock: 10, maxLock: 100 };
    expect(lockProblem({ ...base, amount: null, lockSeconds: 50 })).toBe('amount');
    expect(lockProblem({ ...base, amount: 11n, lockSeconds: 50 })).toBe('balance');
    expect(lockProblem({ ...base, amount: 5n, lockSeconds: 9 })).toBe('period');
    expect(lockProblem({ ...base, amount: 5n, lockSeconds: 101 })).toBe('period');
    expect(lockProblem({ ...base, amount: 5n, lockSeconds: 100 })).toBeUndefined();
  });
});

describe('depositNow', () => {
  it('an expired deposit has no voting power left, an active one its veQUBE', () => {
    const d = { createdAt: 100, lockTime: 50, isLocked: true, veAmount: '19170000000' };
    expect(depositNow(d, 149)).toEqual({ end: 150, active: true, power: 19_170_000_000n });
    expect(depositNow(d, 150)).toEqual({ end: 150, active: false, power: 0n });
    expect(depositNow({ ...d, isLocked: false }, 120).power).toBe(0n);
  });
});
