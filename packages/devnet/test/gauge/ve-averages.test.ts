/**
 * The veQUBE boost over time (reference farming-gauges.md §2.3, dao `calculateIntervalBalances`): a gauge whose
 * VoteEscrow is a real one and whose QUBE round comes from an epoch distribution. Between two actions an account's
 * QUBE weight is the total boost of the interval averages of the VoteEscrow's total veQUBE, the user's veQUBE, the
 * gauge's deposit supply and its own lock-boosted balance, each (avg₂·per₂ − avg₁·per₁)/(per₂ − per₁) from the
 * (average, period) pairs the getters answer; capped at the ve-boosted and total-boosted balances stored at the
 * last action. `pendingReward` given those getters' answers is what a claim then pays.
 */
import type { RawTokensObject } from 'everscale-inpage-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiJson, VoteEscrowAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { gaugeTotalBoost } from '@tycho/dex-math';
import { openDatabase } from '@tycho/db';
import { createDevnet } from '../../src';
import { SCALE } from '../../src/contracts/gauge/constants';
import { intervalAverage } from '../../src/contracts/gauge/ve-boost';
import { TYCHO } from '../../src/engine/constants';
import type { DevnetImpl } from '../../src/devnet';
import { tokenBalance } from '../../src/seed/dex-actions';
import {
  endVoting,
  lockQube,
  topUpDistribution,
  veAccountOf,
  veOwnerCall,
  voteEpoch,
} from '../../src/seed/dao-actions';
import { claimFromGauge, depositToGauge, deployGauge, gaugeAccountOf } from '../../src/seed/gauge-actions';
import { devAccountsStep, tokensStep } from '../../src/seed/steps';
import { impl, mint } from '../dex/helpers';
import { ACCOUNT, DAY, deployTestEscrow, GAUGE, YEAR } from './helpers';

const Q = 10n ** 9n;
const VE = abiJson(VoteEscrowAbi);
const VE_ACC = abiJson(VoteEscrowAccountAbi);
const EPOCH = 30 * DAY;
const U = 100_000n;

interface Snapshot {
  ve: [bigint, number];
  veAcc: [bigint, number];
  lock: [bigint, number];
  supply: [bigint, number];
  acc: bigint;
}

describe('gauge ve averages', () => {
  let d: DevnetImpl;
  let close: () => Promise<void>;
  let gauge: string;
  let ve: string;
  let qube: string;
  let usdc: string;
  let [voter, p, q] = ['', '', ''];
  let roundStart = 0;

  const big = (x: unknown) => BigInt(String(x));
  const get = (address: string, abi: string, method: string, input: RawTokensObject = {}) =>
    d.get(address, abi, method, input);
  /** The four getters an off-chain caller reads, as `pendingReward` takes them. */
  const veInputs = (user: string) => {
    const total = get(ve, VE, 'calculateAverage');
    const acc = d.account(veAccountOf(d, ve, user)) ? get(veAccountOf(d, ve, user), VE_ACC, 'calculateVeAverage') : {};
    return {
      _veQubeAverage: String(total._veQubeAverage),
      _veQubeAveragePeriod: Number(total._veQubeAveragePeriod),
      _veAccQubeAverage: String(acc._veQubeAverage ?? 0),
      _veAccQubeAveragePeriod: Number(acc._veQubeAveragePeriod ?? 0),
    };
  };
  const syncData = () => get(gauge, GAUGE, 'calcSyncData').value0 as RawTokensObject;
  const pendingQube = (user: string, inputs = veInputs(user)) => {
    const r = get(gaugeAccountOf(d, gauge, user), ACCOUNT, 'pendingReward', { ...inputs, gauge_sync_data: syncData() });
    return big((r._qubeReward as { unlockedReward: unknown }).unlockedReward);
  };
  const details = (user: string) => {
    const r = get(gaugeAccountOf(d, gauge, user), ACCOUNT, 'getDetails', { answerId: 0 });
    return { ve: big(r._veBoostedBalance), total: big(r._totalBoostedBalance), lock: big(r._lockBoostedBalance) };
  };
  /** What the account would see now: every (average, period) pair and the QUBE accumulator. */
  const snapshot = (user: string): Snapshot => {
    const i = veInputs(user);
    const sync = syncData();
    const lock = get(gaugeAccountOf(d, gauge, user), ACCOUNT, 'calculateLockBalanceAverage');
    const rounds = sync.qubeRewardRounds as { accRewardPerShare: unknown }[];
    return {
      ve: [big(i._veQubeAverage), i._veQubeAveragePeriod],
      veAcc: [big(i._veAccQubeAverage), i._veAccQubeAveragePeriod],
      lock: [big(lock._lockBoostedBalanceAverage), Number(lock._lockBoostedBalanceAveragePeriod)],
      supply: [big(sync.depositSupplyAverage), Number(sync.depositSupplyAveragePeriod)],
      acc: big(rounds.at(-1)!.accRewardPerShare),
    };
  };
  /** The interval averages between two snapshots (dao `calculateIntervalBalances`, steps 1 to 4). */
  const intervalOf = (a: Snapshot, b: Snapshot) => {
    const delta = b.lock[1] - a.lock[1];
    const avg = (k: 've' | 'veAcc' | 'lock' | 'supply') => intervalAverage(a[k][0], a[k][1], b[k][0], b[k][1], delta);
    return { delta, ve: avg('ve'), veAcc: avg('veAcc'), lock: avg('lock'), supply: avg('supply') };
  };
  const qubeOf = (user: string) => tokenBalance(d, qube, user);

  beforeAll(async () => {
    const handle = await openDatabase();
    const devnet = await createDevnet({ db: handle.db, seed: 37, steps: [devAccountsStep, tokensStep] });
    d = impl(devnet);
    const a = d.addresses();
    close = async () => {
      await devnet.close();
      await handle.close();
    };
    d.chain.clock.freeze(d.now());
    [qube, usdc] = [a['token:QUBE']!, a['token:USDC']!];
    const escrow = await deployTestEscrow(d, qube, {
      label: 'gauge ve averages test',
      epochTime: EPOCH,
      votingTime: DAY,
      minVotesRatio: 1,
      maxVotesRatio: 10_000,
      scheme: [10_000, 0, 0],
    });
    const owner = escrow.owner;
    ve = escrow.ve;
    const users: string[] = [];
    for (const name of ['voter', 'p', 'q']) {
      const u = (await d.createFundedWallet(`ve avg ${name}`, 5000n * TYCHO)).address;
      await mint(d, usdc, u, 1_000_000_000n);
      await mint(d, qube, u, 2000n * Q);
      users.push(u);
    }
    [voter, p, q] = users as [string, string, string];
    gauge = await deployGauge(d, a.giver!, {
      name: 've averages',
      seed: 37,
      owner,
      voteEscrow: ve,
      depositRoot: usdc,
      qubeRoot: qube,
      extraRoots: [],
      maxBoost: 2000,
      maxLockTime: YEAR,
    });
    await veOwnerCall(d, owner, ve, 'addToWhitelist', { gauge });
    await veOwnerCall(d, owner, ve, 'initialize', { start_offset: 0 });
    await topUpDistribution(d, voter, qube, ve, 1000n * Q);
    await lockQube(d, voter, qube, ve, 10n * Q, 100 * DAY);
    d.chain.clock.advance(DAY);
    await voteEpoch(d, voter, ve, [[gauge, 10n * Q]]);
    d.chain.clock.advance(DAY + 1);
    await endVoting(d, voter, ve);
    const rounds = get(gauge, GAUGE, 'getRewardDetails')._qubeRewardRounds as { startTime: unknown }[];
    expect(rounds).toHaveLength(1);
    roundStart = Number(rounds[0]!.startTime);
    d.chain.clock.advance(roundStart - d.now());
  });
  afterAll(() => close());

  it('the VoteEscrow keeps a time average of its total veQUBE (calculateAverage, no state change)', async () => {
    const before = get(ve, VE, 'calculateAverage');
    const v1 = big(before._veQubeBalance);
    // p's 7-day lock: ve = 100·7/100 = 7 QUBE; q has none yet
    await lockQube(d, p, qube, ve, 100n * Q, 7 * DAY);
    const v2 = big(get(ve, VE, 'getDetails')._veQubeBalance);
    expect(v2 - v1).toBe(7n * Q);
    const at = get(ve, VE, 'calculateAverage');
    d.chain.clock.advance(1000);
    const later = get(ve, VE, 'calculateAverage');
    expect(get(ve, VE, 'calculateAverage')).toEqual(later);
    const [a1, p1] = [big(at._veQubeAverage), Number(at._veQubeAveragePeriod)];
    const [a2, p2] = [big(later._veQubeAverage), Number(later._veQubeAveragePeriod)];
    expect(p2 - p1).toBe(1000);
    // over the whole period: v1 until the lock, v2 since (the flooring of the stored average costs under 1 unit)
    expect(a2 * BigInt(p2) - (v1 * BigInt(p1) + v2 * 1000n)).toBeLessThanOrEqual(0n);
    expect(a2 * BigInt(p2) - (v1 * BigInt(p1) + v2 * 1000n)).toBeGreaterThan(-BigInt(p1 + p2));
    // over the last 1000 s the interval average is v2, to the flooring (under per/Δ)
    const interval = intervalAverage(a1, p1, a2, p2, 1000);
    expect(v2 - interval).toBeGreaterThanOrEqual(0n);
    expect(v2 - interval).toBeLessThanOrEqual(BigInt(Math.ceil(p2 / 1000)));
  });

  it('a lock that ends halfway through the interval gives a QUBE weight between unboosted and the stored boost', async () => {
    // q deposits first, unboosted (no veQUBE); then p, whose 7-day veQUBE is 7 of 17 QUBE
    await depositToGauge(d, q, usdc, gauge, U, 0);
    await depositToGauge(d, p, usdc, gauge, U, 0);
    const stored = details(p);
    const full = gaugeTotalBoost({
      balance: U,
      lockBoosted: U,
      depositSupply: 2n * U,
      veAcc: 7n * Q,
      veSupply: 17n * Q,
    });
    expect(stored).toEqual({ ve: full.veBoosted, total: full.totalBoosted, lock: U });
    const start = snapshot(p);
    const t0 = d.now();
    // p's lock ends at roundStart + 7 days, about halfway: its VE account drops it at once, the VoteEscrow's total
    // keeps it until that account is called again; q locks 50 QUBE for 50 days (25 veQUBE) at that moment
    const half = roundStart + 7 * DAY - t0;
    d.chain.clock.advance(half);
    await lockQube(d, q, qube, ve, 50n * Q, 50 * DAY);
    d.chain.clock.advance(14 * DAY - half);
    const end = snapshot(p);
    const iv = intervalOf(start, end);
    expect(iv.delta).toBe(14 * DAY);
    expect(iv.lock).toBe(U);
    // each interval average against the time-weighted one, to the flooring of the pairs (under per/Δ)
    const near = (got: bigint, want: bigint, period: number) => {
      const slack = BigInt(Math.ceil(period / iv.delta)) + 1n;
      expect(want - got).toBeGreaterThanOrEqual(-slack);
      expect(want - got).toBeLessThanOrEqual(slack);
    };
    near(iv.supply, 2n * U, end.supply[1]);
    const span = BigInt(14 * DAY);
    near(iv.veAcc, (7n * Q * BigInt(half)) / span, end.veAcc[1]);
    near(iv.ve, (17n * Q * BigInt(half) + 42n * Q * (span - BigInt(half))) / span, end.ve[1]);
    const avg = gaugeTotalBoost({
      balance: U,
      lockBoosted: iv.lock,
      depositSupply: iv.supply,
      veAcc: iv.veAcc,
      veSupply: iv.ve,
    });
    expect(avg.veBoosted).toBeLessThan(stored.ve);
    expect(avg.totalBoosted).toBeGreaterThan(U);
    expect(avg.totalBoosted).toBeLessThan(stored.total);
    const expected = (avg.totalBoosted * (end.acc - start.acc)) / SCALE;
    // what a claim pays now, given the getters' averages, and then the claim itself
    const pending = pendingQube(p);
    expect(pending).toBe(expected);
    const unboosted = (U * (end.acc - start.acc)) / SCALE;
    expect(pending).toBeGreaterThan(unboosted);
    expect(pending).toBeLessThan((stored.total * (end.acc - start.acc)) / SCALE);
    // zeros for the ve inputs: no veQUBE over the interval
    const zeros = { _veQubeAverage: '0', _veQubeAveragePeriod: 0, _veAccQubeAverage: '0', _veAccQubeAveragePeriod: 0 };
    expect(pendingQube(p, zeros)).toBe(unboosted);
    const before = qubeOf(p);
    await claimFromGauge(d, p, gauge);
    expect(qubeOf(p) - before).toBe(pending);
    // p has no veQUBE any more: the boost stored now is none
    expect(details(p)).toEqual({ ve: (U * 4n) / 10n, total: U, lock: U });
  });

  it('veQUBE locked halfway counts from the next action (the contract caps at the stored ve boost)', async () => {
    // q's interval since its deposit: it locked halfway, but its stored boost (none) caps the weight
    const sync = syncData();
    const rounds = sync.qubeRewardRounds as { accRewardPerShare: unknown }[];
    const acc = big(rounds.at(-1)!.accRewardPerShare);
    const rewards = get(gaugeAccountOf(d, gauge, q), ACCOUNT, 'getRewardDetails')._qubeReward as {
      accRewardPerShare: unknown;
    };
    const unboosted = (U * (acc - big(rewards.accRewardPerShare))) / SCALE;
    const pending = pendingQube(q);
    expect(pending).toBe(unboosted);
    const before = qubeOf(q);
    await claimFromGauge(d, q, gauge);
    expect(qubeOf(q) - before).toBe(pending);
    // from now on q's boost is its share of the veQUBE
    const x = details(q);
    expect(x.ve).toBeGreaterThan((U * 4n) / 10n);
    expect(x.total).toBeGreaterThan(U);
  });
});
