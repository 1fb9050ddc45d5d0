/**
 * Property: whatever users do (deposits with random locks, withdrawals, claims, time passing), token totals never
 * change, a claim pays exactly what had accrued (paid + debt = pending), and all rewards paid or owed never exceed
 * what the rounds released.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimFromGauge, depositToGauge, withdrawFromGauge } from '../../src/seed/gauge-actions';
import { releasedBetween, type RewardRound } from '../../src/contracts/gauge/rewards';
import { eventsOf, expectConservation, lastLt } from '../dex/helpers';
import { ACCOUNT, advance, DAY, GAUGE, gaugeNet, type GaugeNet, pending, YEAR } from './helpers';

let n: GaugeNet;
let start: number;
beforeAll(async () => {
  n = await gaugeNet();
  start = n.d.now();
});
afterAll(() => n.closeAll());

type Command =
  | { type: 'deposit'; who: number; amount: bigint; lock: number }
  | { type: 'withdraw'; who: number; amount: bigint; claim: boolean }
  | { type: 'claim'; who: number }
  | { type: 'wait'; seconds: number };

const who = fc.integer({ min: 0, max: 2 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('deposit' as const),
    who,
    amount: fc.bigInt({ min: 1n, max: 50_000n }),
    lock: fc.constantFrom(0, DAY, 7 * DAY, YEAR / 2, YEAR),
  }),
  fc.record({
    type: fc.constant('withdraw' as const),
    who,
    amount: fc.bigInt({ min: 1n, max: 60_000n }),
    claim: fc.boolean(),
  }),
  fc.record({ type: fc.constant('claim' as const), who }),
  fc.record({ type: fc.constant('wait' as const), seconds: fc.integer({ min: 1, max: 10 * DAY }) }),
);

const rounds = (x: unknown) =>
  (x as { startTime: string; endTime: string; rewardPerSecond: string }[]).map((r): RewardRound => ({
    startTime: Number(r.startTime),
    endTime: Number(r.endTime),
    rewardPerSecond: BigInt(r.rewardPerSecond),
    accRewardPerShare: 0n,
  }));

it('keeps token totals, pays exactly what accrued and never more than released', async () => {
  let paidQube = 0n;
  let paidExtra = 0n;
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 12 }), async (cmds) => {
      for (const c of cmds) {
        if (c.type === 'wait') advance(n, c.seconds);
        else if (c.type === 'deposit') await depositToGauge(n.d, n.users[c.who]!, n.lp, n.gauge, c.amount, c.lock);
        else {
          const user = n.users[c.who]!;
          const hasAccount = accountExists(user);
          const owed = hasAccount ? pending(n, user) : { qube: 0n, extra: 0n };
          const free = hasAccount ? withdrawable(user) : 0n;
          const lt = lastLt(n.d);
          if (c.type === 'claim') await claimFromGauge(n.d, user, n.gauge);
          else await withdrawFromGauge(n.d, user, n.gauge, c.amount, c.claim);
          const claims = await eventsOf(n.d, n.gauge, GAUGE, 'Claim', lt);
          const paying = c.type === 'claim' || (c.claim && c.amount <= free);
          expect(claims).toHaveLength(hasAccount && paying ? 1 : 0);
          for (const e of claims) {
            const x = e.data as {
              qube_reward: string;
              qube_debt: string;
              extra_reward: string[];
              extra_debt: string[];
            };
            expect(BigInt(x.qube_reward) + BigInt(x.qube_debt)).toBe(owed.qube);
            expect(BigInt(x.extra_reward[0]!) + BigInt(x.extra_debt[0]!)).toBe(owed.extra);
            paidQube += BigInt(x.qube_reward);
            paidExtra += BigInt(x.extra_reward[0]!);
          }
          if (c.type === 'withdraw' && hasAccount) {
            const withdrew = (await eventsOf(n.d, n.gauge, GAUGE, 'Withdraw', lt)).length;
            expect(withdrew).toBe(c.amount <= free ? 1 : 0);
          }
        }
        expectConservation(n.d);
      }
      const details = n.d.get(n.gauge, GAUGE, 'getRewardDetails');
      const now = n.d.now();
      let owedQube = 0n;
      let owedExtra = 0n;
      for (const u of n.users.filter(accountExists)) {
        const p = pending(n, u);
        owedQube += p.qube;
        owedExtra += p.extra;
      }
      const released = releasedBetween(rounds(details._qubeRewardRounds), start, now);
      const extraRounds = details._extraRewardRounds as unknown[];
      const releasedExtra = releasedBetween(rounds(extraRounds[0]), start, now);
      expect(paidQube + owedQube).toBeLessThanOrEqual(released);
      expect(paidExtra + owedExtra).toBeLessThanOrEqual(releasedExtra);
    }),
    { numRuns: 6 },
  );
});

const accountExists = (user: string) =>
  n.d.account(n.d.addressOf('GaugeAccount', { gauge: n.gauge, user })) !== undefined;

/** Unlocked balance now (locks that ended count as free: the account expires them before the withdraw). */
function withdrawable(user: string) {
  const r = n.d.get(n.d.addressOf('GaugeAccount', { gauge: n.gauge, user }), ACCOUNT, 'calculateLockBalanceAverage');
  return BigInt(String(r._balance)) - BigInt(String(r._lockedBalance));
}
