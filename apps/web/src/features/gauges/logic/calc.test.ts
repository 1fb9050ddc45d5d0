import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GaugeDetails } from '@tycho/api';
import { calculate, fundedShare, positionApr, rewardOver, SCALE } from './calc';

const DAY = 86_400;
const YEAR = 365 * DAY;
const E9 = 10n ** 9n;

const details = (over: Partial<GaugeDetails> = {}): GaugeDetails => ({
  depositToken: { tokenRoot: '0:lp', tokenSymbol: '', decimals: 9, price: '2' },
  depositBalance: String(800n * E9),
  lockBoostedSupply: String(1000n * E9),
  totalBoostedSupply: String(1000n * E9),
  veQubeSupply: '0',
  maxBoostPerMille: 2000,
  rewards: [
    // 1 QUBE a second at $3, funded for two years; 0.5 BRIDGE a second, price unknown, funded for 10 days
    {
      tokenRoot: '0:qube',
      tokenSymbol: 'QUBE',
      decimals: 9,
      price: '3',
      rewardPerSecond: String(E9),
      balance: String(2n * BigInt(YEAR) * E9),
      vestingPeriod: 0,
      vestingRatio: 0,
    },
    {
      tokenRoot: '0:bridge',
      tokenSymbol: 'BRIDGE',
      decimals: 9,
      price: null,
      rewardPerSecond: String(E9 / 2n),
      balance: String(10n * BigInt(DAY) * (E9 / 2n)),
      vestingPeriod: 0,
      vestingRatio: 0,
    },
  ],
  ...over,
});

describe('boost calculator', () => {
  it('boosts a full lock ×2 and shares the speeds by boosted weight, the new deposit included', () => {
    const r = calculate(details(), YEAR, 500n * E9, YEAR);
    expect(r.boost).toBe(2000);
    expect(r.boosted).toBe(1000n * E9);
    expect(r.share).toBe(0.5);
    // half of a day of 1 QUBE a second, with the contract's rounding
    expect(r.rewards[0]!.amounts.day).toBe((BigInt(DAY) * E9) / 2n);
    expect(r.rewards[0]!.usd.year).toBeCloseTo((YEAR / 2) * 3, 3);
    expect(r.rewards[0]!.underfunded).toBe(false);
  });

  it('gives the APR with and without the lock from the same figures', () => {
    const r = calculate(details({ rewards: [details().rewards[0]!] }), YEAR, 500n * E9, YEAR);
    // deposit $1000; locked: half the QUBE of a year; unlocked: 500 of 1500
    expect(r.depositUsd).toBe(1000);
    expect(r.boostedApr).toBeCloseTo(((YEAR / 2) * 3 * 100) / 1000, 3);
    expect(r.baseApr).toBeCloseTo(((YEAR / 3) * 3 * 100) / 1000, 3);
    expect(r.boostedApr!).toBeGreaterThan(r.baseApr!);
  });

  it('leaves USD and APR unknown when a price is unknown, and caps a token the gauge holds too little of', () => {
    const r = calculate(details(), YEAR, 500n * E9, 0);
    expect(r.boost).toBe(1000);
    expect(r.rewards[1]!.usd.day).toBeUndefined();
    expect(r.usdPerYear).toBeUndefined();
    expect(r.boostedApr).toBeUndefined();
    expect(r.rewards[1]!.underfunded).toBe(true);
    // a third of the supply: a third of what the gauge holds, not of a year at the speed
    const weight = 500n * E9;
    const supply = 1500n * E9;
    expect(r.rewards[1]!.amounts.year).toBe((10n * BigInt(DAY) * (E9 / 2n) * weight) / supply);
    expect(r.rewards[1]!.amounts.day).toBe(rewardOver(E9 / 2n, DAY, weight, supply));
  });

  it('adds the veQUBE boost to QUBE only: a full lock and all the veQUBE make ×3.5, extras stay ×2', () => {
    const amount = 100n * E9;
    const r = calculate(details(), YEAR, amount, YEAR, { user: 5n, supply: 5n });
    expect([r.lockMultiplier, r.veMultiplier, r.totalMultiplier, r.maxMultiplier]).toEqual([2, 2.5, 3.5, 3.5]);
    expect(r.totalBoosted).toBe(350n * E9);
    // QUBE over the total-boosted supply, BRIDGE over the lock-boosted one
    expect(r.rewards[0]!.amounts.day).toBe(rewardOver(E9, DAY, 350n * E9, 1350n * E9));
    expect(r.rewards[1]!.amounts.day).toBe(rewardOver(E9 / 2n, DAY, 200n * E9, 1200n * E9));
    // a share of veQUBE: 0.4·U + 0.6·T·v/V with T = 800 + 100 deposited
    const half = calculate(details(), YEAR, amount, 0, { user: 1n, supply: 10n });
    expect(half.veMultiplier).toBe(Number(((40n + (540n * 1n) / 10n) * 10n ** 6n) / 40n) / 1e6);
    expect(half.totalMultiplier).toBeCloseTo(half.veMultiplier, 6);
  });

  it('gives a position its APR: QUBE by its total boost over the total supply, extras by its lock boost', () => {
    const d = details({
      totalBoostedSupply: String(1000n * E9),
      rewards: details().rewards.map((r, k) => (k === 1 ? { ...r, price: '1' } : r)),
    });
    const apr = positionApr(d, { balance: 100n * E9, lockBoosted: 200n * E9, totalBoosted: 350n * E9 })!;
    // deposit $200; a year: QUBE 0.35 of 1/s at $3, BRIDGE 0.2 of 0.5/s at $1 capped at its share of 10 days
    const qube = (Number(rewardOver(E9, YEAR, 350n * E9, 1000n * E9)) / 1e9) * 3;
    const bridge = Number(fundedShare(10n * BigInt(DAY) * (E9 / 2n), 200n * E9, 1000n * E9)) / 1e9;
    expect(apr).toBeCloseTo(((qube + bridge) / 200) * 100, 6);
    expect(positionApr(d, { balance: 0n, lockBoosted: 0n, totalBoosted: 0n })).toBeUndefined();
  });

  it('pays nothing for a gauge without speed', () => {
    const r = calculate(details({ rewards: [{ ...details().rewards[0]!, rewardPerSecond: '0' }] }), YEAR, E9, 0);
    expect(r.rewards[0]!.amounts).toEqual({ day: 0n, month: 0n, year: 0n });
    expect(r.baseApr).toBe(0);
  });

  it('matches the accumulator step of the contract', () => {
    expect(rewardOver(7n, 10, 3n, 9n)).toBe((3n * ((7n * 10n * SCALE) / 9n)) / SCALE);
    expect(rewardOver(7n, 10, 3n, 0n)).toBe(0n);
  });

  it('property: depositors together are never paid more than the speed released nor than the gauge holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 24n }), { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 1, max: 5 * YEAR }),
        fc.bigInt({ min: 0n, max: 10n ** 27n }),
        (weights, rps, seconds, balance) => {
          const supply = weights.reduce((a, b) => a + b, 0n);
          const paid = weights.map((w) => rewardOver(rps, seconds, w, supply));
          const total = paid.reduce((a, b) => a + b, 0n);
          expect(total).toBeLessThanOrEqual(rps * BigInt(seconds));
          const capped = weights.reduce((sum, w, i) => {
            const cap = fundedShare(balance, w, supply);
            return sum + (paid[i]! < cap ? paid[i]! : cap);
          }, 0n);
          expect(capped).toBeLessThanOrEqual(balance);
        },
      ),
    );
  });
});
