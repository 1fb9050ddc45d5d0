/**
 * Property (pure, the account's own `synced` and the ve-boost math): with the ve boost from time-averaged veQUBE,
 * QUBE shared over the total-boosted supply (Σ each user's stored total-boosted balance) never pays more than the
 * rounds released, and extra tokens over the lock-boosted supply neither, whatever the deposits, locks, veQUBE
 * changes (at an action or between actions) and waits. The VoteEscrow's, the VE accounts' and the gauge's
 * (average, period) pairs follow the contracts' update rule.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { storedTotal, synced, type GaugeAccountState } from '../../src/contracts/gauge/account';
import { advanceRounds, boostedAmount, releasedBetween, type RewardRound } from '../../src/contracts/gauge/rewards';
import { veBoostOf } from '../../src/contracts/gauge/ve-boost';

const DAY = 86_400;
const YEAR = 365 * DAY;
const START = 1_000_000;

type Command =
  | { type: 'deposit'; who: number; amount: bigint; lock: number; ve: bigint }
  | { type: 'claim'; who: number; ve: bigint }
  | { type: 'lockVe'; who: number; ve: bigint }
  | { type: 'wait'; seconds: number };

/** A value with its (average, period) pair, updated like the contracts (the first update only stamps the time). */
class Series {
  value = 0n;
  average = 0n;
  period = 0;
  last = 0;
  at(now: number) {
    if (now <= this.last || this.last === 0) return { average: this.average, period: this.period };
    const dt = now - this.last;
    return {
      average: (this.average * BigInt(this.period) + this.value * BigInt(dt)) / BigInt(this.period + dt),
      period: this.period + dt,
    };
  }
  set(now: number, value: bigint) {
    const a = this.at(now);
    [this.average, this.period, this.last, this.value] = [a.average, a.period, now, value];
  }
}

const who = fc.integer({ min: 0, max: 2 });
const ve = fc.bigInt({ min: 0n, max: 1_000_000n });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('deposit' as const),
    who,
    amount: fc.bigInt({ min: 1n, max: 1_000_000n }),
    lock: fc.constantFrom(0, DAY, 30 * DAY, YEAR),
    ve,
  }),
  fc.record({ type: fc.constant('claim' as const), who, ve }),
  fc.record({ type: fc.constant('lockVe' as const), who, ve }),
  fc.record({ type: fc.constant('wait' as const), seconds: fc.integer({ min: 1, max: 20 * DAY }) }),
);

const account = (user: number): GaugeAccountState => ({
  gauge: 'g',
  user: String(user),
  balance: 0n,
  lockBoostedBalance: 0n,
  lockedBalance: 0n,
  veBoostedBalance: 0n,
  totalBoostedBalance: 0n,
  lockedDeposits: [],
  lastUpdateTime: 0,
  qubeReward: { accRewardPerShare: 0n, lockedReward: 0n, unlockedReward: 0n, lastRewardTime: 0 },
  extraReward: [{ accRewardPerShare: 0n, lockedReward: 0n, unlockedReward: 0n, lastRewardTime: 0 }],
  qubeVesting: { vestingTime: 0, vestingPeriod: 0, vestingRatio: 0 },
  extraVesting: [{ vestingTime: 0, vestingPeriod: 0, vestingRatio: 0 }],
});

it('never pays QUBE (ve-boosted) or extra beyond what the rounds released', () => {
  fc.assert(
    fc.property(
      fc.array(command, { minLength: 3, maxLength: 30 }),
      fc.bigInt({ min: 0n, max: 5_000_000n }),
      (cmds, others) => {
        const qubeRound: RewardRound = {
          startTime: START,
          endTime: START + 60 * DAY,
          rewardPerSecond: 1_000_000n,
          accRewardPerShare: 0n,
        };
        const extraRound: RewardRound = {
          startTime: START,
          endTime: 0,
          rewardPerSecond: 300_000n,
          accRewardPerShare: 0n,
        };
        let qube = [qubeRound];
        let extra = [extraRound];
        let last = START;
        let now = START;
        let totalSupply = 0n;
        let lockSupply = 0n;
        let paidQube = 0n;
        let paidExtra = 0n;
        const accounts = [0, 1, 2].map(account);
        const supply = new Series();
        const veTotal = new Series();
        const veAcc = [0, 1, 2].map(() => new Series());
        veTotal.set(START - DAY, others);
        const sync = () => {
          qube = advanceRounds(qube, last, now, totalSupply);
          extra = advanceRounds(extra, last, now, lockSupply);
          last = now;
          const a = supply.at(now);
          return {
            depositSupply: supply.value,
            depositSupplyAverage: a.average,
            depositSupplyAveragePeriod: a.period,
            qubeRewardRounds: qube,
            extraRewardRounds: [extra],
            poolLastRewardTime: now,
          };
        };
        const lockVe = (who: number, ve: bigint) => {
          veTotal.set(now, veTotal.value - veAcc[who]!.value + ve);
          veAcc[who]!.set(now, ve);
        };
        const veAverages = (who: number) => {
          const [t, a] = [veTotal.at(now), veAcc[who]!.at(now)];
          return {
            veQubeAverage: t.average,
            veQubeAveragePeriod: t.period,
            veAccQubeAverage: a.average,
            veAccQubeAveragePeriod: a.period,
          };
        };
        for (const c of cmds) {
          if (c.type === 'wait') {
            now += c.seconds;
            continue;
          }
          lockVe(c.who, c.ve);
          if (c.type === 'lockVe') continue;
          const { next, expiredBoost } = synced(accounts[c.who]!, sync() as never, veAverages(c.who));
          lockSupply -= expiredBoost;
          const s = next;
          const old = storedTotal(s);
          if (c.type === 'deposit') {
            const boosted = boostedAmount(c.amount, c.lock, 2000n, YEAR);
            supply.set(now, supply.value + c.amount);
            lockSupply += boosted;
            s.balance += c.amount;
            s.lockBoostedBalance += boosted;
            if (c.lock > 0) {
              s.lockedBalance += c.amount;
              s.lockedDeposits.push({ amount: c.amount, boostedAmount: boosted, lockTime: c.lock, createdAt: now });
            }
          } else {
            paidQube += s.qubeReward.unlockedReward;
            paidExtra += s.extraReward[0]!.unlockedReward;
            s.qubeReward.unlockedReward = 0n;
            s.extraReward[0]!.unlockedReward = 0n;
          }
          const b = veBoostOf(s.balance, s.lockBoostedBalance, supply.value, { veAcc: c.ve, veSupply: veTotal.value });
          expect(b.totalBoosted).toBeGreaterThanOrEqual(0n);
          s.veBoostedBalance = b.veBoosted;
          s.totalBoostedBalance = b.totalBoosted;
          totalSupply += b.totalBoosted - old;
          accounts[c.who] = s;
        }
        // what each would still get now, then the whole against the released rewards
        const data = sync();
        for (const [k, a] of accounts.entries()) {
          const { next } = synced(a, data as never, veAverages(k));
          paidQube += next.qubeReward.unlockedReward;
          paidExtra += next.extraReward[0]!.unlockedReward;
        }
        expect(totalSupply).toBe(accounts.reduce((x, a) => x + storedTotal(a), 0n));
        expect(paidQube).toBeLessThanOrEqual(releasedBetween([qubeRound], START, now));
        expect(paidExtra).toBeLessThanOrEqual(releasedBetween([extraRound], START, now));
      },
    ),
    { numRuns: 200 },
  );
});
