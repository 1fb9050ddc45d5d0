/**
 * Gauge rules no other test asserts (reference farming-gauges.md §2.4-2.8): QUBE rounds queued after the last end,
 * the 10-round cap and the dust; addRewardRounds and setExtraFarmEndTime refusals with the contract's codes;
 * deposit and withdraw with claim; the owner's withdrawUnclaimed; the account's calculateMinGas; the factory-only
 * setup (4001); the farm-end cap on QUBE vesting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, GaugeAbi } from '@tycho/abi';
import { TYCHO } from '../../src/engine/constants';
import { GaugeErrors } from '../../src/contracts/gauge/constants';
import {
  depositToGauge,
  fundQubeRound,
  gaugeAccountOf,
  walletOf,
  withdrawFromGauge,
} from '../../src/seed/gauge-actions';
import { eventsOf, expectConservation, lastLt, mint } from '../dex/helpers';
import { ACCOUNT, advance, DAY, GAUGE, gaugeNet, type GaugeNet, pendingVesting, QUBE_RPS } from './helpers';

type Round = { startTime: string; endTime: string; rewardPerSecond: string };
const rewardDetails = (n: GaugeNet) => n.d.get(n.gauge, GAUGE, 'getRewardDetails');
const qubeRounds = (n: GaugeNet) => rewardDetails(n)._qubeRewardRounds as Round[];
const extraRounds = (n: GaugeNet) => (rewardDetails(n)._extraRewardRounds as Round[][])[0]!;
const tokenBalance = (n: GaugeNet, root: string, owner: string) => {
  const a = n.d.account(walletOf(n.d, root, owner));
  return a ? (a.state as { balance: bigint }).balance : 0n;
};
const extraBalance = (n: GaugeNet) =>
  BigInt((n.d.get(n.gauge, GAUGE, 'getTokenDetails')._extraTokenData as { balance: string }[])[0]!.balance);

/** Sends a call as `from` and returns the exit code of the transaction it caused at `to` (undefined: it ran). */
async function exitOf(n: GaugeNet, from: string, to: string, call: ReturnType<typeof callOf>, value = 3n * TYCHO) {
  const sent = await n.d.sendFrom(from, to, { value, bounce: true, call });
  await sent.settled;
  const tx = await n.d.findTransaction(sent.transaction.outMessages[0]!.hash);
  return tx?.aborted ? tx.exitCode : undefined;
}
const meta = (to: string) => ({ call_id: 7, nonce: 0, send_gas_to: to });
const addRounds = (n: GaugeNet, starts: number[]) =>
  callOf(GaugeAbi, 'addRewardRounds', {
    ids: starts.map(() => 0),
    new_rounds: starts.map((s) => ({ startTime: s, endTime: 0, rewardPerSecond: 1000n, accRewardPerShare: 0 })),
    meta: meta(n.owner),
  });
const setEnd = (n: GaugeNet, times: number[], ids = times.map(() => 0)) =>
  callOf(GaugeAbi, 'setExtraFarmEndTime', { ids, farm_end_times: times, meta: meta(n.owner) });

describe('gauge QUBE rounds', () => {
  let n: GaugeNet;
  beforeAll(async () => {
    n = await gaugeNet();
  });
  afterAll(() => n.closeAll());

  it('queues a round that starts before the last end after it, pays floor(amount/len) per second', async () => {
    const [first] = qubeRounds(n);
    const end = Number(first!.endTime);
    // starts "now" (inside the first round): the contract moves it to the first round's end; 1001 over 10 s → 100/s
    await mint(n.d, n.qube, n.ve, 10_000n);
    await fundQubeRound(n.d, n.ve, n.qube, n.gauge, 1001n, n.d.now(), 10);
    const second = qubeRounds(n).at(-1)!;
    expect(Number(second.startTime)).toBe(end);
    expect(Number(second.endTime)).toBe(end + 10);
    // the dust (1 of 1001) is never paid: 100·10 = 1000 is all the round distributes
    expect(BigInt(second.rewardPerSecond)).toBe(100n);
    expect(BigInt(second.rewardPerSecond) * 10n).toBe(1000n);
  });

  it('keeps at most 10 rounds, dropping the oldest', async () => {
    const firstStart = Number(qubeRounds(n)[0]!.startTime);
    for (let k = 0; k < 9; k++) await fundQubeRound(n.d, n.ve, n.qube, n.gauge, 100n, n.d.now(), 10);
    const rounds = qubeRounds(n);
    expect(rounds).toHaveLength(10);
    expect(Number(rounds[0]!.startTime)).toBeGreaterThan(firstStart);
    // each queued after the previous one
    rounds.slice(1).forEach((r, k) => expect(Number(r.startTime)).toBe(Number(rounds[k]!.endTime)));
  });
});

describe('gauge owner rules', () => {
  let n: GaugeNet;
  beforeAll(async () => {
    n = await gaugeNet();
  });
  afterAll(() => n.closeAll());

  it('addRewardRounds: refuses a start in the past or not after the last start (4002), ends the previous round', async () => {
    const now = n.d.now();
    const lastStart = Number(extraRounds(n).at(-1)!.startTime);
    expect(await exitOf(n, n.owner, n.gauge, addRounds(n, [now - 1]))).toBe(GaugeErrors.BAD_REWARD_ROUNDS_INPUT);
    expect(await exitOf(n, n.owner, n.gauge, addRounds(n, [lastStart]))).toBe(GaugeErrors.BAD_REWARD_ROUNDS_INPUT);
    expect(await exitOf(n, n.users[0]!, n.gauge, addRounds(n, [now + 100]))).toBe(GaugeErrors.NOT_OWNER);
    expect(await exitOf(n, n.owner, n.gauge, addRounds(n, [now + 100]))).toBeUndefined();
    const rounds = extraRounds(n);
    expect(rounds).toHaveLength(2);
    expect(Number(rounds[0]!.endTime)).toBe(now + 100);
    expect(Number(rounds[1]!.endTime)).toBe(0);
  });

  it('setExtraFarmEndTime: 4003 for a mismatch or a time in the past or not after the last start; ends for good', async () => {
    const now = n.d.now();
    const lastStart = Number(extraRounds(n).at(-1)!.startTime);
    expect(await exitOf(n, n.owner, n.gauge, setEnd(n, [now + DAY], [0, 0]))).toBe(GaugeErrors.BAD_FARM_END_TIME);
    expect(await exitOf(n, n.owner, n.gauge, setEnd(n, [now - 1]))).toBe(GaugeErrors.BAD_FARM_END_TIME);
    expect(await exitOf(n, n.owner, n.gauge, setEnd(n, [lastStart]))).toBe(GaugeErrors.BAD_FARM_END_TIME);
    expect(await exitOf(n, n.owner, n.gauge, setEnd(n, [lastStart + DAY]))).toBeUndefined();
    expect(rewardDetails(n)._extraRewardEnded).toEqual([true]);
    expect(Number(extraRounds(n).at(-1)!.endTime)).toBe(lastStart + DAY);
    // ended: the time check comes first (4003 for a past time), then 4002 for a valid one; no more rounds either
    expect(await exitOf(n, n.owner, n.gauge, setEnd(n, [now - 1]))).toBe(GaugeErrors.BAD_FARM_END_TIME);
    expect(await exitOf(n, n.owner, n.gauge, setEnd(n, [lastStart + 2 * DAY]))).toBe(
      GaugeErrors.BAD_REWARD_ROUNDS_INPUT,
    );
    expect(await exitOf(n, n.owner, n.gauge, addRounds(n, [now + 3 * DAY]))).toBe(GaugeErrors.BAD_REWARD_ROUNDS_INPUT);
  });

  it('withdrawUnclaimed: owner only, not before end + vesting + withdrawAllLockPeriod (4004), then the whole balance', async () => {
    const to = n.users[2]!;
    const call = (ids: number[]) => callOf(GaugeAbi, 'withdrawUnclaimed', { ids, to, meta: meta(n.owner) });
    expect(await exitOf(n, n.users[0]!, n.gauge, call([0]))).toBe(GaugeErrors.NOT_OWNER);
    expect(await exitOf(n, n.owner, n.gauge, call([0]))).toBe(GaugeErrors.CANT_WITHDRAW_UNCLAIMED_ALL);
    // 1.5 + 0.5 per id is the least value
    expect(await exitOf(n, n.owner, n.gauge, call([0]), TYCHO + TYCHO / 2n)).toBe(GaugeErrors.LOW_MSG_VALUE);
    const end = Number(extraRounds(n).at(-1)!.endTime);
    advance(n, end + 30 * DAY - n.d.now() - 1);
    expect(await exitOf(n, n.owner, n.gauge, call([0]))).toBe(GaugeErrors.CANT_WITHDRAW_UNCLAIMED_ALL);
    advance(n, 1);
    const held = extraBalance(n);
    expect(held).toBeGreaterThan(0n);
    const before = tokenBalance(n, n.extra, to);
    const lt = lastLt(n.d);
    expect(await exitOf(n, n.owner, n.gauge, call([0]))).toBeUndefined();
    const [event] = await eventsOf(n.d, n.gauge, GAUGE, 'WithdrawUnclaimed', lt);
    expect((event!.data as { extra_amounts: string[] }).extra_amounts).toEqual([String(held)]);
    expect(extraBalance(n)).toBe(0n);
    expect(tokenBalance(n, n.extra, to) - before).toBe(held);
    expectConservation(n.d);
  });

  it('the setup calls are the factory’s only (4001)', async () => {
    const call = callOf(GaugeAbi, 'setupBoostLock', { _maxBoost: 2000, _maxLockTime: 100 });
    expect(await exitOf(n, n.owner, n.gauge, call)).toBe(GaugeErrors.NOT_FACTORY);
  });
});

describe('gauge deposit and withdraw with claim', () => {
  let n: GaugeNet;
  beforeAll(async () => {
    n = await gaugeNet();
  });
  afterAll(() => n.closeAll());

  it('a deposit with claim and a withdraw with claim pay the unlocked rewards in the same action', async () => {
    const [u] = n.users;
    await depositToGauge(n.d, u!, n.lp, n.gauge, 100_000n, 0);
    advance(n, 1000);
    const qube0 = tokenBalance(n, n.qube, u!);
    let lt = lastLt(n.d);
    await depositToGauge(n.d, u!, n.lp, n.gauge, 100_000n, 0, true);
    const [c1] = await eventsOf(n.d, n.gauge, GAUGE, 'Claim', lt);
    const paid1 = BigInt((c1!.data as { qube_reward: string }).qube_reward);
    // the only depositor: 1000 s of QUBE, less rounding
    expect(paid1).toBeGreaterThan(QUBE_RPS * 999n);
    expect(paid1).toBeLessThanOrEqual(QUBE_RPS * 1000n);
    expect(tokenBalance(n, n.qube, u!) - qube0).toBe(paid1);
    advance(n, 500);
    const lp0 = tokenBalance(n, n.lp, u!);
    lt = lastLt(n.d);
    await withdrawFromGauge(n.d, u!, n.gauge, 50_000n, true);
    expect(await eventsOf(n.d, n.gauge, GAUGE, 'Withdraw', lt)).toHaveLength(1);
    const [c2] = await eventsOf(n.d, n.gauge, GAUGE, 'Claim', lt);
    expect(BigInt((c2!.data as { qube_reward: string }).qube_reward)).toBeGreaterThan(QUBE_RPS * 499n);
    expect(tokenBalance(n, n.lp, u!) - lp0).toBe(50_000n);
    expectConservation(n.d);
  });

  it('calculateMinGas is 1.5 + 0.01 per locked deposit + 0.5 per extra reward token', async () => {
    const [, u] = n.users;
    await depositToGauge(n.d, u!, n.lp, n.gauge, 1000n, DAY);
    await depositToGauge(n.d, u!, n.lp, n.gauge, 1000n, 2 * DAY);
    const r = n.d.get(gaugeAccountOf(n.d, n.gauge, u!), ACCOUNT, 'calculateMinGas', { answerId: 0 });
    // one extra token (BRIDGE), two locked deposits
    expect(BigInt(String(r.min_gas))).toBe((TYCHO * 3n) / 2n + (TYCHO / 100n) * 2n + TYCHO / 2n);
  });
});

describe('QUBE vesting through a gauge', () => {
  it('caps the vesting time at the last QUBE round end + the vesting period', async () => {
    const period = 60 * DAY;
    const n = await gaugeNet(QUBE_RPS * 10n * BigInt(DAY), undefined, { qube: { period, ratio: 1000 } });
    try {
      const [u] = n.users;
      const end = Number(qubeRounds(n).at(-1)!.endTime);
      await depositToGauge(n.d, u!, n.lp, n.gauge, 100_000n, 0);
      advance(n, 20 * DAY);
      const v = pendingVesting(n, u!).qube;
      expect(v.locked + v.unlocked).toBeGreaterThan(0n);
      // without the cap the vesting time would be about now + period (20 days later than the cap)
      expect(v.vestingTime).toBe(end + period);
      expect(v.vestingTime).toBeLessThan(n.d.now() + period);
    } finally {
      await n.closeAll();
    }
  }, 240_000);
});
