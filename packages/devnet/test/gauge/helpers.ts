/** Gauge test fixtures: a small network (dev accounts and tokens), a deployed gauge with funded rounds, users. */
import { abiJson, GaugeAbi, GaugeAccountAbi, VoteEscrowAbiJson } from '@tycho/abi';
import { sha256 } from '../../src/engine/codec';
import { veOwnerCall } from '../../src/seed/dao-actions';
import { TYCHO } from '../../src/engine/constants';
import { devAccountsStep, tokensStep } from '../../src/seed/steps';
import {
  addExtraRound,
  deployGauge,
  depositExtraReward,
  fundQubeRound,
  gaugeAccountOf,
  type GaugeSetup,
} from '../../src/seed/gauge-actions';
import { createDevnet } from '../../src';
import { openDatabase } from '@tycho/db';
import type { DevnetImpl } from '../../src/devnet';
import { impl, mint } from '../dex/helpers';

export const GAUGE = abiJson(GaugeAbi);
export const ACCOUNT = abiJson(GaugeAccountAbi);
export const DAY = 86_400;
export const YEAR = 365 * DAY;
export const QUBE_RPS = 1_000_000n;
export const EXTRA_RPS = 500_000n;

export interface GaugeNet {
  d: DevnetImpl;
  gauge: string;
  owner: string;
  ve: string;
  users: string[];
  lp: string;
  qube: string;
  extra: string;
  closeAll(): Promise<void>;
}

/** A gauge on USDC (the "LP token" here) with QUBE and BRIDGE rewards, max ×2 at one year; rounds start now. */
export async function gaugeNet(
  qubeFunding = QUBE_RPS * 30n * BigInt(DAY),
  extraFunding = EXTRA_RPS * 30n * BigInt(DAY),
  vesting?: GaugeSetup['vesting'],
) {
  const handle = await openDatabase();
  const devnet = await createDevnet({ db: handle.db, seed: 11, steps: [devAccountsStep, tokensStep] });
  const d = impl(devnet);
  const a = d.addresses();
  const [lp, qube, extra] = [a['token:USDC']!, a['token:QUBE']!, a['token:BRIDGE']!];
  const owner = (await d.createFundedWallet('gauge owner', 1000n * TYCHO)).address;
  const ve = (await d.createFundedWallet('vote escrow', 1000n * TYCHO)).address;
  const users: string[] = [];
  for (let i = 0; i < 3; i++) {
    const u = (await d.createFundedWallet(`farmer ${i}`, 5000n * TYCHO)).address;
    await mint(d, lp, u, 1_000_000_000n);
    users.push(u);
  }
  await mint(d, qube, ve, qubeFunding + 1n);
  await mint(d, extra, owner, extraFunding + 1n);
  const gauge = await deployGauge(d, a.giver!, {
    name: 'test',
    seed: 11,
    owner,
    voteEscrow: ve,
    depositRoot: lp,
    qubeRoot: qube,
    extraRoots: [extra],
    maxBoost: 2000,
    maxLockTime: YEAR,
    vesting,
  });
  const now = d.now();
  d.chain.clock.freeze(now);
  if (qubeFunding > 0n) await fundQubeRound(d, ve, qube, gauge, qubeFunding, now, Number(qubeFunding / QUBE_RPS));
  await addExtraRound(d, owner, gauge, 0, now + 1, EXTRA_RPS);
  if (extraFunding > 0n) await depositExtraReward(d, owner, extra, gauge, extraFunding);
  return {
    d,
    gauge,
    owner,
    ve,
    users,
    lp,
    qube,
    extra,
    async closeAll() {
      await devnet.close();
      await handle.close();
    },
  } satisfies GaugeNet;
}

export const advance = (n: GaugeNet, seconds: number) => n.d.chain.clock.advance(seconds);

export function accountDetails(n: GaugeNet, user: string) {
  const r = n.d.get(gaugeAccountOf(n.d, n.gauge, user), ACCOUNT, 'getDetails', { answerId: 0 });
  return {
    balance: BigInt(String(r._balance)),
    locked: BigInt(String(r._lockedBalance)),
    boosted: BigInt(String(r._lockBoostedBalance)),
  };
}

/** Unlocked rewards the user would get now (getter path the app uses: calcSyncData → pendingReward). */
export function pending(n: GaugeNet, user: string) {
  const sync = n.d.get(n.gauge, GAUGE, 'calcSyncData').value0;
  const r = n.d.get(gaugeAccountOf(n.d, n.gauge, user), ACCOUNT, 'pendingReward', {
    _veQubeAverage: 0,
    _veQubeAveragePeriod: 0,
    _veAccQubeAverage: 0,
    _veAccQubeAveragePeriod: 0,
    gauge_sync_data: sync,
  });
  const q = r._qubeReward as { unlockedReward: string };
  const e = r._extraReward as { unlockedReward: string }[];
  return { qube: BigInt(q.unlockedReward), extra: BigInt(e[0]!.unlockedReward) };
}

export interface VestedReward {
  locked: bigint;
  unlocked: bigint;
  vestingTime: number;
  vestingPeriod: number;
  vestingRatio: number;
}

/** Locked and unlocked reward and vesting of QUBE and the extra token as `pendingReward` projects them now. */
export function pendingVesting(n: GaugeNet, user: string): { qube: VestedReward; extra: VestedReward } {
  const sync = n.d.get(n.gauge, GAUGE, 'calcSyncData').value0;
  const r = n.d.get(gaugeAccountOf(n.d, n.gauge, user), ACCOUNT, 'pendingReward', {
    _veQubeAverage: 0,
    _veQubeAveragePeriod: 0,
    _veAccQubeAverage: 0,
    _veAccQubeAveragePeriod: 0,
    gauge_sync_data: sync,
  });
  type R = { lockedReward: string; unlockedReward: string };
  type V = { vestingTime: string; vestingPeriod: string; vestingRatio: string };
  const of = (reward: R, vesting: V): VestedReward => ({
    locked: BigInt(reward.lockedReward),
    unlocked: BigInt(reward.unlockedReward),
    vestingTime: Number(vesting.vestingTime),
    vestingPeriod: Number(vesting.vestingPeriod),
    vestingRatio: Number(vesting.vestingRatio),
  });
  return {
    qube: of(r._qubeReward as R, r._qubeVesting as V),
    extra: of((r._extraReward as R[])[0]!, (r._extraVesting as V[])[0]!),
  };
}

/** What a test's VoteEscrow differs in: its voting parameters and the distribution scheme (basis points). */
export interface TestEscrow {
  label: string;
  epochTime: number;
  votingTime: number;
  minVotesRatio: number;
  maxVotesRatio: number;
  scheme: number[];
}

/**
 * A VoteEscrow of its own for a gauge test (not initialized: the test whitelists its gauges first), owned by a new
 * funded wallet: 1000 QUBE distributed per epoch, locks of 7 to 100 days, whitelisting at 100 QUBE.
 */
export async function deployTestEscrow(d: DevnetImpl, qube: string, e: TestEscrow) {
  const Q = 10n ** 9n;
  const owner = (await d.createFundedWallet(`${e.label} owner`, 1000n * TYCHO)).address;
  const init = { randomNonce: sha256(e.label), gaugeFactory: '', autoDaoApprove: true };
  const ve = d.addressOf('VoteEscrow', init);
  const sent = await d.sendFrom(d.addresses().giver!, ve, {
    value: 50n * TYCHO,
    deploy: { kind: 'VoteEscrow', init },
    call: { abi: VoteEscrowAbiJson, method: 'constructor', params: { _owner: owner, _qube: qube, _dao: owner } },
  });
  await sent.settled;
  await veOwnerCall(d, owner, ve, 'setVotingParams', {
    _epoch_time: e.epochTime,
    _time_before_voting: DAY,
    _voting_time: e.votingTime,
    _gauge_min_votes_ratio: e.minVotesRatio,
    _gauge_max_votes_ratio: e.maxVotesRatio,
    _gauge_max_downtime: 2,
    _max_gauges_per_vote: 2,
  });
  await veOwnerCall(d, owner, ve, 'setDistributionScheme', { _new_scheme: e.scheme });
  await veOwnerCall(d, owner, ve, 'setDistribution', { _new_distribution: [1000n * Q] });
  await veOwnerCall(d, owner, ve, 'setWhitelistPrice', { new_price: 100n * Q });
  await veOwnerCall(d, owner, ve, 'setQubeLockTimeLimits', { new_min: 7 * DAY, new_max: 100 * DAY });
  return { owner, ve };
}
