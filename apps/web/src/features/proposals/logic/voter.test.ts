import { describe, expect, it } from 'vitest';
import { canUnlockAll, createPermission, unlockCastedValue } from './voter';

describe('createPermission', () => {
  it('is unknown until read', () => {
    expect(createPermission({})).toEqual({ status: 'unknown' });
    expect(createPermission({ hasAccount: true, threshold: 10n })).toEqual({ status: 'unknown' });
  });
  it('denies without an account', () => {
    expect(createPermission({ hasAccount: false, threshold: 10n })).toMatchObject({ status: 'denied', missing: 10n });
  });
  it('compares available (balance minus locked) with the threshold', () => {
    expect(createPermission({ hasAccount: true, balance: 30n, locked: 10n, threshold: 20n })).toEqual({
      status: 'allowed',
    });
    expect(createPermission({ hasAccount: true, balance: 25n, locked: 10n, threshold: 20n })).toEqual({
      status: 'denied',
      hasAccount: true,
      missing: 5n,
      locked: 10n,
      threshold: 20n,
    });
    expect(createPermission({ hasAccount: true, balance: 5n, locked: 10n, threshold: 20n })).toMatchObject({
      missing: 20n,
    });
  });
});

describe('unlock all and values', () => {
  it('needs every locked vote loaded', () => {
    expect(canUnlockAll(undefined, 2)).toBe(false);
    expect(canUnlockAll([1], 2)).toBe(false);
    expect(canUnlockAll([1, 2], 2)).toBe(true);
    expect(canUnlockAll([], 0)).toBe(false);
  });
  it('attaches max(11, 0.2n + 1.5) EVER to unlock casted votes', () => {
    expect(unlockCastedValue(1)).toBe(11_000_000_000n);
    expect(unlockCastedValue(50)).toBe(11_500_000_000n);
  });
});
