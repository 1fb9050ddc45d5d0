import { describe, expect, it } from 'vitest';
import { actionSettled } from './actionSettled';

const position = (balance: bigint, ...unlocked: bigint[]) => ({
  balance,
  gaugeBalance: 1000n,
  rewards: unlocked.map((u) => ({ locked: 0n, unlocked: u })),
});

describe('actionSettled', () => {
  it('a deposit is done when the balance grows, not when only rewards grow', () => {
    expect(actionSettled('deposit', position(10n, 5n), position(15n, 6n))).toBe(true);
    expect(actionSettled('deposit', position(10n, 5n), position(10n, 9n))).toBe(false);
  });
  it('a withdrawal is done when the balance falls', () => {
    expect(actionSettled('withdraw', position(10n, 5n), position(4n, 7n))).toBe(true);
    expect(actionSettled('withdraw', position(10n, 5n), position(10n, 7n))).toBe(false);
  });
  it('a claim is done when what is ready of some token falls (it was paid), not while it only accrues', () => {
    expect(actionSettled('claim', position(10n, 500n, 30n), position(10n, 2n, 31n))).toBe(true);
    expect(actionSettled('claim', position(10n, 0n, 30n), position(10n, 0n, 1n))).toBe(true);
    expect(actionSettled('claim', position(10n, 500n, 30n), position(10n, 510n, 31n))).toBe(false);
  });
});
