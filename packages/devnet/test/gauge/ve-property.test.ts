/**
 * Property (pure, the account's own `synced` and the ve-boost math): with the ve boost, QUBE shared over the
 * total-boosted supply (Σ each user's stored total-boosted balance) never pays more than the rounds released, and
 * extra tokens over the lock-boosted supply neither, whatever the deposits, locks, veQUBE changes and waits.
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
  | { type: 'wait'; seconds: number };

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
        let deposits = 0n;
        let paidQube = 0n;
        let paidExtra = 0n;
        const accounts = [0, 1, 2].map(account);
        const veOf = [0n, 0n, 0n];
        const sync = () => {
          qube = advanceRounds(qube, last, now, totalSupply);
          extra = advanceRounds(extra, last, now, lockSupply);
          last = now;
          return {
            depositSupply: deposits,
            depositSupplyAverage: deposits,
            depositSupplyAveragePeriod: 0,
            qubeRewardRounds: qube,
            extraRewardRounds: [extra],
            poolLastRewardTime: now,
          };
        };
        for (const c of cmds) {
          if (c.type === 'wait') {
            now += c.seconds;
            continue;
          }
          veOf[c.who] = c.ve;
          const { next, expiredBoost } = synced(accounts[c.who]!, sync() as never);
          lockSupply -= expiredBoost;
          const s = next;
          const old = storedTotal(s);
          if (c.type === 'deposit') {
            const boosted = boostedAmount(c.amount, c.lock, 2000n, YEAR);
            deposits += c.amount;
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
          const veSupply = veOf.reduce((a, b) => a + b, others);
          const b = veBoostOf(s.balance, s.lockBoostedBalance, deposits, { veAcc: c.ve, veSupply });
          expect(b.totalBoosted).toBeGreaterThanOrEqual(0n);
          s.veBoostedBalance = b.veBoosted;
          s.totalBoostedBalance = b.totalBoosted;
          totalSupply += b.totalBoosted - old;
          accounts[c.who] = s;
        }
        // what each would still get now, then the whole against the released rewards
        const data = sync();
        for (const a of accounts) {
          const { next } = synced(a, data as never);
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
