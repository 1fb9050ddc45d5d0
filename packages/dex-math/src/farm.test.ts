/**
 * Old farm reward math: the accumulator shares each second's reward by deposit; whatever users do, the reward paid
 * plus what is still owed (vested or locked) never exceeds what the rounds emitted, and vesting only moves reward
 * from locked to paid (no reward is created or lost by it).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceFarm,
  emittedReward,
  farmRewardDebt,
  type FarmPoolReward,
  type FarmUserReward,
  fullReward,
  pendingFarmReward,
  unlockedOver,
} from './farm';

const pool = (over: Partial<FarmPoolReward> = {}): FarmPoolReward => ({
  rounds: [{ startTime: 100, rewardPerSecond: [1000n] }],
  farmEndTime: 0,
  stopTime: 0,
  lastRewardTime: 0,
  accRewardPerShare: [0n],
  unclaimedReward: [0n],
  tokenBalance: 0n,
  ...over,
});

describe('farm math', () => {
  it('books the reward of an empty pool as unclaimed and starts at the first round', () => {
    const p = advanceFarm(pool(), 150);
    expect(p.unclaimedReward[0]).toBe(50_000n);
    expect(p.lastRewardTime).toBe(150);
  });

  it('ends rounds at the next start and at the end, and stops at the migration date', () => {
    const p = pool({
      rounds: [
        { startTime: 100, rewardPerSecond: [10n] },
        { startTime: 200, rewardPerSecond: [20n] },
      ],
      farmEndTime: 300,
    });
    expect(emittedReward(p, 1, 0, 1000)).toEqual([1000n + 2000n]);
    expect(emittedReward({ ...p, stopTime: 150 }, 1, 0, 1000)).toEqual([500n]);
    expect(fullReward(p, 1)).toEqual([3000n]);
    expect(fullReward({ ...p, farmEndTime: 0 }, 1)).toBeUndefined();
  });

  it('unlocks about (Δ+1)/2P of new vesting reward, all of it past the period', () => {
    expect(unlockedOver(1000n, 9, 10)).toBe(500n);
    expect(unlockedOver(1000n, 0, 10)).toBe(0n);
    expect(unlockedOver(1000n, 1_000_000, 10)).toBeGreaterThanOrEqual(999n);
  });

  it('pays everything at once without vesting', () => {
    const u: FarmUserReward = {
      amount: 10n,
      rewardDebt: [0n],
      entitled: [0n],
      vestingTime: [0],
      poolDebt: [7n],
      lastRewardTime: 0,
    };
    const r = pendingFarmReward(u, [100n * 10n ** 18n], 50, 0, { period: 0, ratio: 0 });
    expect(r.vested).toEqual([1007n]);
    expect(r.entitled).toEqual([0n]);
  });
});

type Cmd = { type: 'deposit' | 'withdraw' | 'claim'; who: number; amount: bigint } | { type: 'wait'; s: number };

describe('farm math properties', () => {
  it('never owes or pays more than the rounds emitted; vesting conserves reward', () => {
    const cmd: fc.Arbitrary<Cmd> = fc.oneof(
      fc.record({
        type: fc.constantFrom('deposit' as const, 'withdraw' as const, 'claim' as const),
        who: fc.integer({ min: 0, max: 2 }),
        amount: fc.bigInt({ min: 1n, max: 10n ** 12n }),
      }),
      fc.record({ type: fc.constant('wait' as const), s: fc.integer({ min: 1, max: 5000 }) }),
    );
    fc.assert(
      fc.property(
        fc.array(cmd, { minLength: 1, maxLength: 40 }),
        fc.constantFrom(0, 1000),
        fc.constantFrom(0, 300, 1000),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.constantFrom(0, 20_000),
        (cmds, period, ratio, rps, end) => {
          const vest = { period: ratio === 0 ? 0 : period, ratio: period === 0 ? 0 : ratio };
          let p = pool({ rounds: [{ startTime: 10, rewardPerSecond: [rps] }], farmEndTime: end });
          const users: FarmUserReward[] = [0, 1, 2].map(() => ({
            amount: 0n,
            rewardDebt: [0n],
            entitled: [0n],
            vestingTime: [0],
            poolDebt: [0n],
            lastRewardTime: 0,
          }));
          let now = 0;
          let paid = 0n;
          for (const c of cmds) {
            if (c.type === 'wait') {
              now += c.s;
              continue;
            }
            p = advanceFarm(p, now);
            const u = users[c.who]!;
            const before = u.entitled[0]!;
            const r = pendingFarmReward(u, p.accRewardPerShare, p.lastRewardTime, p.farmEndTime, vest);
            const gross = (u.amount * p.accRewardPerShare[0]!) / 10n ** 18n - u.rewardDebt[0]!;
            expect(r.vested[0]! + r.entitled[0]!).toBe(gross + before);
            let delta = 0n;
            if (c.type === 'deposit') delta = c.amount;
            if (c.type === 'withdraw') delta = c.amount > u.amount ? 0n : -c.amount;
            u.amount += delta;
            p = { ...p, tokenBalance: p.tokenBalance + delta };
            u.entitled = r.entitled;
            u.vestingTime = r.vestingTime;
            u.poolDebt = r.poolDebt;
            u.lastRewardTime = p.lastRewardTime;
            u.rewardDebt = farmRewardDebt(u.amount, p.accRewardPerShare);
            paid += r.vested[0]!;
          }
          p = advanceFarm(p, now);
          const owed = users.reduce((s, u) => {
            const r = pendingFarmReward(u, p.accRewardPerShare, p.lastRewardTime, p.farmEndTime, vest);
            return s + r.vested[0]! + r.entitled[0]!;
          }, 0n);
          const emitted = emittedReward(p, 1, 0, now)[0]!;
          // a user's reward is ⌊amount·acc⌋ − ⌊amount·acc_then⌋ (the contract's reward debt is floored too): each
          // interval between two actions of a user may count one smallest unit above its exact share, never more
          const actions = BigInt(cmds.filter((c) => c.type !== 'wait').length + users.length);
          expect(paid + owed + p.unclaimedReward[0]!).toBeLessThanOrEqual(emitted + actions);
        },
      ),
      { numRuns: 300 },
    );
  });
});
