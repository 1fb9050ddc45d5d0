import { describe, expect, it } from 'vitest';
import { currentEpochBudget, epochBudget, finishedEpochBudget, scheduledBudget } from './distribution';

const Q = 10n ** 9n;

describe('epochBudget', () => {
  it('accounts for every QUBE: what no bucket got is kept by the vote escrow', () => {
    // the seeded scheme 70/20/10 of 19K: 13.3K farming, of which the gauges got 13.29K
    const b = epochBudget({
      budget: 19_000n * Q,
      previousEmissionDebt: 0n,
      parts: { toGauges: 13_290n * Q, treasury: 3_800n * Q, team: 1_900n * Q, emissionDebt: 0n },
      estimate: false,
    });
    expect(b.kept).toBe(10n * Q);
    expect(b.toGauges + b.treasury + b.team + b.emissionDebt + b.kept).toBe(b.budget + b.previousEmissionDebt);
  });

  it('counts the debt carried in and out', () => {
    const b = epochBudget({
      budget: 1000n,
      previousEmissionDebt: 50n,
      parts: { toGauges: 500n, treasury: 200n, team: 100n, emissionDebt: 249n },
      estimate: true,
    });
    expect(b).toMatchObject({ kept: 1n, estimate: true });
  });

  it('refuses parts above the budget or negative, with the amount', () => {
    const parts = { toGauges: 900n, treasury: 200n, team: 0n, emissionDebt: 0n };
    expect(() => epochBudget({ budget: 1000n, previousEmissionDebt: 0n, parts, estimate: false })).toThrow(
      'exceed its budget and carried debt (1000) by 100',
    );
    expect(() =>
      epochBudget({ budget: 1000n, previousEmissionDebt: 0n, parts: { ...parts, toGauges: -1n }, estimate: false }),
    ).toThrow('negative');
  });
});

describe('finishedEpochBudget and currentEpochBudget', () => {
  it("reads a finished epoch's EpochDistribution, nothing before it", () => {
    expect(finishedEpochBudget({ totalDistribution: '0', distribution: null })).toBeUndefined();
    const b = finishedEpochBudget({
      totalDistribution: '1000',
      distribution: { toGauges: '690', treasury: '200', team: '100', emissionDebt: '0', previousEmissionDebt: '0' },
    });
    expect(b).toMatchObject({ budget: 1000n, toGauges: 690n, kept: 10n, estimate: false });
  });

  it("estimates the current epoch from its schedule entry and the running vote's preview", () => {
    const preview = {
      gauges: new Map([
        ['a', 300n],
        ['b', 399n],
      ]),
      treasury: 200n,
      team: 100n,
      emissionDebt: 0n,
    };
    const b = currentEpochBudget({ schedule: [5n, 1000n], epochNum: 2, emissionDebt: 0n, preview });
    expect(b).toMatchObject({ budget: 1000n, toGauges: 699n, kept: 1n, estimate: true });
    expect(currentEpochBudget({ schedule: [5n], epochNum: 2, emissionDebt: 0n, preview })).toBeUndefined();
  });

  it('finds the scheduled budget of an epoch, none outside the schedule', () => {
    expect(scheduledBudget([1n, 2n], 2)).toBe(2n);
    expect(scheduledBudget([1n, 2n], 0)).toBeUndefined();
    expect(scheduledBudget([1n, 2n], 3)).toBeUndefined();
  });
});
