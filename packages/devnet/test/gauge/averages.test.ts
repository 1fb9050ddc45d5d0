/**
 * The (average, period) pairs behind the veQUBE boost (pure): the VoteEscrow's total veQUBE (`calculateAverage`),
 * the gauge's deposit supply (`calculateSupplyAverage`), a GaugeAccount's lock-boosted balance
 * (`calculateLockBalanceAverage`) and the interval weights built from them (`calculateIntervalBalances`), including
 * states saved before the averages were kept.
 */
import { describe, expect, it } from 'vitest';
import { gaugeTotalBoost } from '@tycho/dex-math';
import { lockAverageAt, synced, type GaugeAccountState } from '../../src/contracts/gauge/account';
import { SCALE } from '../../src/contracts/gauge/constants';
import { supplyAverageAt, type GaugeState } from '../../src/contracts/gauge/gauge-core';
import { type Averages, intervalAverage, intervalBalances } from '../../src/contracts/gauge/ve-boost';
import { updateVeAverage, veAverageAt, type VoteEscrowState } from '../../src/contracts/vote-escrow/root-core';

describe('VoteEscrow veQUBE average', () => {
  const root = (over: Partial<VoteEscrowState>) =>
    ({ veQubeBalance: 0n, veQubeAverage: 0n, veQubeAveragePeriod: 0, lastUpdateTime: 0, ...over }) as VoteEscrowState;

  it('averages two balances over time, moving on at each change', () => {
    const state = root({ lastUpdateTime: 1000 });
    // 0 ve for 100 s, then 300 for 200 s, then 100 for 300 s
    updateVeAverage({ state, now: 1100 });
    state.veQubeBalance = 300n;
    updateVeAverage({ state, now: 1300 });
    expect([state.veQubeAverage, state.veQubeAveragePeriod, state.lastUpdateTime]).toEqual([200n, 300, 1300]);
    state.veQubeBalance = 100n;
    const at = veAverageAt(state, 1600);
    expect(at).toEqual({ lastUpdateTime: 1600, veQubeAverage: 150n, veQubeAveragePeriod: 600 });
    // the interval average over the last 300 s is the balance then
    expect(intervalAverage(200n, 300, at.veQubeAverage, at.veQubeAveragePeriod, 300)).toBe(100n);
    // the getter does not move the state
    expect(state.veQubeAveragePeriod).toBe(300);
  });

  it('the first update and one in the same second only stamp the time', () => {
    expect(veAverageAt(root({ veQubeBalance: 5n }), 700)).toEqual({
      lastUpdateTime: 700,
      veQubeAverage: 0n,
      veQubeAveragePeriod: 0,
    });
    expect(veAverageAt(root({ veQubeBalance: 5n, lastUpdateTime: 700 }), 700).veQubeAveragePeriod).toBe(0);
  });

  it('a state saved before the average was kept counts from its last update', () => {
    const old = { veQubeBalance: 40n, lastUpdateTime: 100 } as VoteEscrowState;
    expect(veAverageAt(old, 150)).toEqual({ lastUpdateTime: 150, veQubeAverage: 40n, veQubeAveragePeriod: 50 });
  });
});

describe('gauge deposit supply average', () => {
  const gauge = (over: Partial<GaugeState>) =>
    ({ deposit: { balance: 500n }, lastRewardTime: 0, ...over }) as GaugeState;

  it('moves from its last update at the current supply', () => {
    const g = gauge({ supplyAverage: 100n, supplyAveragePeriod: 100, lastAverageUpdateTime: 1000 });
    expect(supplyAverageAt(g, 1100)).toEqual({ average: 300n, period: 200, time: 1100 });
    expect(supplyAverageAt(g, 1000)).toEqual({ average: 100n, period: 100, time: 1000 });
  });

  it('a state saved before it was kept starts at its last reward time', () => {
    expect(supplyAverageAt(gauge({ lastRewardTime: 1000 }), 1010)).toEqual({ average: 500n, period: 10, time: 1010 });
  });
});

describe('GaugeAccount lock-boosted average', () => {
  const account = (over: Partial<GaugeAccountState>) =>
    ({
      balance: 100n,
      lockBoostedBalance: 200n,
      lockedDeposits: [],
      lastUpdateTime: 1000,
      ...over,
    }) as GaugeAccountState;

  it('closes the average at each lock end, then goes on at the lower balance', () => {
    // the lock ends at 1100: 100 s at 200, then 100 s at 100
    const s = account({ lockedDeposits: [{ amount: 100n, boostedAmount: 200n, lockTime: 200, createdAt: 900 }] });
    expect(lockAverageAt(s, 1200)).toEqual({ average: 150n, period: 200 });
    // a lock that ended at the last update counts at the lower balance only
    const ended = account({ lockedDeposits: [{ amount: 100n, boostedAmount: 200n, lockTime: 100, createdAt: 900 }] });
    expect(lockAverageAt(ended, 1100)).toEqual({ average: 100n, period: 100 });
  });

  it('a first update only stamps the time', () => {
    expect(lockAverageAt(account({ lastUpdateTime: 0 }), 5000)).toEqual({ average: 0n, period: 0 });
  });
});

describe('interval weights', () => {
  const pairs = (ve: bigint, veAcc: bigint, lock: bigint, supply: bigint, period: number): Averages => ({
    veQubeAverage: ve,
    veQubeAveragePeriod: period,
    veAccQubeAverage: veAcc,
    veAccQubeAveragePeriod: period,
    lockBoostedBalanceAverage: lock,
    lockBoostedBalanceAveragePeriod: period,
    gaugeSupplyAverage: supply,
    gaugeSupplyAveragePeriod: period,
  });
  const U = 1000n;
  const full = gaugeTotalBoost({ balance: U, lockBoosted: 2000n, depositSupply: 2000n, veAcc: 10n, veSupply: 10n });

  it('the boost of the interval averages, below the stored boost', () => {
    // from 100 s of history, 100 s more where the user held half the veQUBE on average
    const last = pairs(10n, 10n, 2000n, 2000n, 100);
    const cur = pairs(15n, 7n, 2000n, 2000n, 200);
    const stored = { balance: U, lockBoosted: 2000n, veBoosted: full.veBoosted, totalBoosted: full.totalBoosted };
    const w = intervalBalances(stored, last, cur);
    const avg = gaugeTotalBoost({ balance: U, lockBoosted: 2000n, depositSupply: 2000n, veAcc: 4n, veSupply: 20n });
    expect(w).toEqual({ qube: avg.totalBoosted, lock: 2000n });
    expect(w.qube).toBeLessThan(full.totalBoosted);
  });

  it('caps the ve part at the stored one (veQUBE added since the last action counts from the next)', () => {
    const none = gaugeTotalBoost({ balance: U, lockBoosted: 2000n, depositSupply: 2000n, veAcc: 0n, veSupply: 10n });
    const stored = { balance: U, lockBoosted: 2000n, veBoosted: none.veBoosted, totalBoosted: none.totalBoosted };
    const w = intervalBalances(stored, pairs(10n, 0n, 2000n, 2000n, 100), pairs(10n, 10n, 2000n, 2000n, 200));
    expect(w.qube).toBe(none.totalBoosted);
  });

  it('no time between the pairs: the stored balances; no balance: nothing', () => {
    const stored = { balance: U, lockBoosted: 2000n, veBoosted: full.veBoosted, totalBoosted: full.totalBoosted };
    const p = pairs(10n, 10n, 2000n, 2000n, 100);
    expect(intervalBalances(stored, p, p)).toEqual({ qube: full.totalBoosted, lock: 2000n });
    expect(intervalBalances({ ...stored, balance: 0n }, p, pairs(1n, 1n, 1n, 1n, 200))).toEqual({ qube: 0n, lock: 0n });
  });

  it('a series that fell (flooring, or zeros passed in) averages 0', () => {
    expect(intervalAverage(10n, 100, 0n, 0, 100)).toBe(0n);
  });
});

describe('an account saved before the averages were kept', () => {
  const round = { startTime: 0, endTime: 10_000, rewardPerSecond: 1n, accRewardPerShare: 0n };
  const reward = { accRewardPerShare: 0n, lockedReward: 0n, unlockedReward: 0n, lastRewardTime: 1000 };
  const old = {
    gauge: 'g',
    user: 'u',
    balance: 1000n,
    lockBoostedBalance: 1000n,
    lockedBalance: 0n,
    veBoostedBalance: 1000n,
    totalBoostedBalance: 2500n,
    lockedDeposits: [],
    lastUpdateTime: 1000,
    qubeReward: reward,
    extraReward: [],
    qubeVesting: { vestingTime: 0, vestingPeriod: 0, vestingRatio: 0 },
    extraVesting: [],
  } as GaugeAccountState;
  const sync = (acc: bigint, t: number) => ({
    depositSupply: '1000',
    depositSupplyAverage: '1000',
    depositSupplyAveragePeriod: t - 1000,
    extraRewardRounds: [],
    qubeRewardRounds: [{ ...round, accRewardPerShare: String(acc) }],
    poolLastRewardTime: t,
  });
  const zeros = { veQubeAverage: 0n, veQubeAveragePeriod: 0, veAccQubeAverage: 0n, veAccQubeAveragePeriod: 0 };

  it('keeps the ve boost stored at its last action for that interval, then stores the averages it saw', () => {
    // one reward unit per share (acc = SCALE): the reward is the weight, here the stored total-boosted ×2.5
    const { next } = synced(old, sync(SCALE, 2000) as never, zeros);
    expect(next.qubeReward.unlockedReward).toBe(2500n);
    expect(next.lastAverages).toEqual({
      ...zeros,
      lockBoostedBalanceAverage: 1000n,
      lockBoostedBalanceAveragePeriod: 1000,
      gaugeSupplyAverage: 1000n,
      gaugeSupplyAveragePeriod: 1000,
    });
    // the next interval uses the averages: zeros for the ve inputs give no ve boost
    const later = synced(next, sync(2n * SCALE, 3000) as never, zeros).next;
    expect(later.qubeReward.unlockedReward - next.qubeReward.unlockedReward).toBe(1000n);
  });
});
