import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GaugeDetails } from '@tycho/api';
import { gaugeBaseAprs, gaugeMarginalApr, gaugeRewardOver as rewardOver } from '@tycho/dex-math';
import { depositFigures, NO_POSITION, positionFigures, positionOf, veFigures, type GaugeFacts } from './calc';

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
const gauge = (over: Partial<GaugeDetails> = {}, maxLockTime = YEAR): GaugeFacts => ({
  item: { maxLockTime, hasQubeReward: true },
  details: details(over),
});
const priced = (over: Partial<GaugeDetails> = {}) =>
  gauge({ ...over, rewards: details().rewards.map((r, k) => (k === 1 ? { ...r, price: '1' } : r)) });

describe('gauge figures', () => {
  it('boosts a full lock ×2 and shares the speeds by boosted weight, the new deposit included', () => {
    const r = depositFigures(gauge(), 500n * E9, YEAR);
    expect(r.boost).toBe(2000);
    expect(r.position.lockBoosted).toBe(1000n * E9);
    expect(r.share).toBe(0.5);
    // half of a day of 1 QUBE a second, with the contract's rounding
    expect(r.rewards[0]!.amounts.day).toBe((BigInt(DAY) * E9) / 2n);
    expect(r.rewards[0]!.usd.year).toBeCloseTo((YEAR / 2) * 3, 3);
    expect(r.rewards[0]!.underfunded).toBe(false);
    expect(r.rewards[0]!.fundedDays).toBe(730);
  });

  it('gives the APR with and without the lock from the same figures', () => {
    const r = depositFigures(gauge({ rewards: [details().rewards[0]!] }), 500n * E9, YEAR);
    // deposit $1000; locked: half the QUBE of a year; unlocked: 500 of 1500
    expect(r.depositUsd).toBe(1000);
    expect(r.boostedApr).toBeCloseTo(((YEAR / 2) * 3 * 100) / 1000, 3);
    expect(r.baseApr).toBeCloseTo(((YEAR / 3) * 3 * 100) / 1000, 3);
    expect(r.boostedApr!).toBeGreaterThan(r.baseApr!);
  });

  it('leaves USD and APR unknown when a price is unknown; a short balance is said, the speed not capped', () => {
    const r = depositFigures(gauge(), 500n * E9, 0);
    expect(r.boost).toBe(1000);
    expect(r.rewards[1]!.usd.day).toBeUndefined();
    expect(r.usdPerYear).toBeUndefined();
    expect(r.boostedApr).toBeUndefined();
    expect(r.rewards[1]!.underfunded).toBe(true);
    expect(r.rewards[1]!.fundedDays).toBe(10);
    // a third of the supply: a third of a year at the speed (the gauge owes what it does not hold)
    expect(r.rewards[1]!.amounts.year).toBe(rewardOver(E9 / 2n, YEAR, 500n * E9, 1500n * E9));
  });

  it('adds the veQUBE boost to QUBE only: a full lock and all the veQUBE make ×3.5, extras stay ×2', () => {
    const amount = 100n * E9;
    const r = depositFigures(gauge(), amount, YEAR, { user: 5n, supply: 5n });
    expect([r.lockMultiplier, r.veMultiplier, r.totalMultiplier, r.max.total]).toEqual([2, 2.5, 3.5, 3.5]);
    expect(r.position.totalBoosted).toBe(350n * E9);
    // QUBE over the total-boosted supply, BRIDGE over the lock-boosted one
    expect(r.rewards[0]!.amounts.day).toBe(rewardOver(E9, DAY, 350n * E9, 1350n * E9));
    expect(r.rewards[1]!.amounts.day).toBe(rewardOver(E9 / 2n, DAY, 200n * E9, 1200n * E9));
    // a share of veQUBE: 0.4·U + 0.6·T·v/V with T = 800 + 100 deposited
    const half = depositFigures(gauge(), amount, 0, { user: 1n, supply: 10n });
    expect(half.veMultiplier).toBe(Number(((40n + (540n * 1n) / 10n) * 10n ** 6n) / 40n) / 1e6);
    expect(half.totalMultiplier).toBeCloseTo(half.veMultiplier, 6);
  });

  it('names the max boosts apart: the lock at the max lock, veQUBE, and their total; no lock boost without a lock', () => {
    expect(depositFigures(gauge(), E9, 0).max).toEqual({ lock: 2, ve: 2.5, total: 3.5 });
    expect(depositFigures(gauge({}, 0), E9, 0).max).toEqual({ lock: 1, ve: 2.5, total: 2.5 });
  });

  it('counts an existing deposit once: the preview is the whole position after the deposit', () => {
    // the account holds 100 LP locked ×2 and boosted ×2 in total, already inside the supplies
    const existing = { balance: 100n * E9, lockBoosted: 200n * E9, totalBoosted: 200n * E9 };
    const r = depositFigures(gauge(), 50n * E9, 0, { user: 0n, supply: 0n }, existing);
    // the contract's ×1e18 multipliers lose a unit of the total
    expect(r.position).toEqual({ balance: 150n * E9, lockBoosted: 250n * E9, totalBoosted: 250n * E9 - 1n });
    // supplies grow by the new weight only: 1000 + 50
    expect(r.rewards[1]!.amounts.day).toBe(rewardOver(E9 / 2n, DAY, 250n * E9, 1050n * E9));
    expect(r.rewards[0]!.amounts.day).toBe(rewardOver(E9, DAY, 250n * E9 - 1n, 1050n * E9 - 1n));
    // the position as it stands: its weights, the supplies as they are
    const now = positionFigures(gauge(), existing);
    expect(now.rewards[0]!.amounts.day).toBe(rewardOver(E9, DAY, 200n * E9, 1000n * E9));
    expect([now.lockMultiplier, now.veMultiplier, now.totalMultiplier]).toEqual([2, 1, 2]);
  });

  it('the preview before a deposit is the position after it, on an unchanged gauge', () => {
    const g = priced();
    const preview = depositFigures(g, 100n * E9, YEAR, { user: 5n, supply: 5n });
    // the chain then holds the position in its supplies
    const after = priced({
      depositBalance: String(900n * E9),
      lockBoostedSupply: String(1000n * E9 + preview.position.lockBoosted),
      totalBoostedSupply: String(1000n * E9 + preview.position.totalBoosted),
    });
    const position = positionFigures(after, preview.position);
    expect(position.boostedApr).toBeCloseTo(preview.boostedApr!, 9);
    expect(position.rewards.map((r) => r.amounts.day)).toEqual(preview.rewards.map((r) => r.amounts.day));
    expect(position.totalMultiplier).toBe(preview.totalMultiplier);
  });

  it('a small deposit earns what the listing range says at the same boosts', () => {
    const g = priced();
    const bases = gaugeBaseAprs(
      [
        { rps: E9, price: 3, decimals: 9 },
        { rps: E9 / 2n, price: 1, decimals: 9 },
      ],
      { price: 2, decimals: 9 },
      { lockBoosted: 1000n * E9, totalBoosted: 1000n * E9 },
    )!;
    const r = depositFigures(g, 1000n, YEAR);
    expect(r.boostedApr! / gaugeMarginalApr(bases, 2, 1)).toBeCloseTo(1, 4);
    expect(r.baseApr! / gaugeMarginalApr(bases, 1, 1)).toBeCloseTo(1, 4);
  });

  it('pays nothing for a gauge without speed', () => {
    const r = depositFigures(gauge({ rewards: [{ ...details().rewards[0]!, rewardPerSecond: '0' }] }), E9, 0);
    expect(r.rewards[0]!.amounts).toEqual({ day: 0n, month: 0n, year: 0n });
    expect(r.rewards[0]!.fundedDays).toBeNull();
    expect(r.baseApr).toBe(0);
  });

  it('property: boosted APR ≥ base APR for any lock and veQUBE, with or without an existing deposit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1000n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: YEAR }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 100n }),
        (amount, lock, held, ve) => {
          const existing = { balance: held, lockBoosted: held, totalBoosted: held };
          const r = depositFigures(priced(), amount, lock, { user: ve, supply: 100n }, existing);
          expect(r.boostedApr!).toBeGreaterThanOrEqual(r.baseApr! * (1 - 1e-9));
          expect(r.totalMultiplier).toBeGreaterThanOrEqual(r.lockMultiplier - 1e-6);
        },
      ),
    );
  });

  it('takes an account without a deposit as no position, and a deposit with its stored boosts', () => {
    expect(positionOf(undefined)).toBe(NO_POSITION);
    expect(positionOf({ balance: 0n, lockBoosted: 5n, totalBoosted: 5n })).toBe(NO_POSITION);
    expect(positionOf({ balance: 3n })).toEqual({ balance: 3n, lockBoosted: 0n, totalBoosted: 0n });
    expect(positionOf({ balance: 3n, lockBoosted: 4n, totalBoosted: 6n })).toEqual({
      balance: 3n,
      lockBoosted: 4n,
      totalBoosted: 6n,
    });
  });

  it('replaces the wallet’s own veQUBE in the escrow’s total by the typed one', () => {
    expect(veFigures(50n, 20n, 100n)).toEqual({ user: 50n, supply: 130n });
    // a visitor (no wallet veQUBE): the typed veQUBE joins the total
    expect(veFigures(50n, 0n, 100n)).toEqual({ user: 50n, supply: 150n });
    expect(veFigures(0n, 120n, 100n)).toEqual({ user: 0n, supply: 0n });
  });
});
