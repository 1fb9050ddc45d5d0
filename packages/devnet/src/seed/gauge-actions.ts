/**
 * Gauge actions through wallet messages, shared by the seed and the tests: deploying and setting up a gauge (the
 * factory's steps, done by the deployer), funding QUBE rounds (as VoteEscrow does) and extra rounds, and the user's
 * deposit, withdraw and claim.
 */
import { callOf, GaugeAbi, TokenWalletAbi } from '@tycho/abi';
import type { DevnetImpl } from '../devnet';
import { sha256 } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { walletAddress } from './dex-actions';
import { encodeDepositPayload, encodeQubeRoundPayload, encodeRewardDepositPayload } from '../contracts/gauge/payload';

/** What the app attaches to a deposit, withdraw or claim (the contract needs 6 + 0.5 per extra token). */
export const GAUGE_ACTION_VALUE = 8n * TYCHO;

export interface GaugeSetup {
  name: string;
  seed: number;
  owner: string;
  voteEscrow: string;
  depositRoot: string;
  qubeRoot: string;
  extraRoots: string[];
  /** Per mille (2000 = ×2). */
  maxBoost: number;
  maxLockTime: number;
  /** Vesting per token (period in seconds, ratio per mille); none: rewards unlocked at once. */
  vesting?: { qube?: { period: number; ratio: number }; extra?: { period: number; ratio: number }[] };
}

async function send(d: DevnetImpl, from: string, to: string, value: bigint, call: ReturnType<typeof callOf>) {
  const sent = await d.sendFrom(from, to, { value, bounce: true, call });
  await sent.settled;
  return sent;
}

/** Wallet address of `owner` for `root`, read with `chain.peek` (works inside the seed's batch too). */
export const walletOf = walletAddress;

/** Deploys a gauge from `deployer` and runs its setup; returns its address. */
export async function deployGauge(d: DevnetImpl, deployer: string, g: GaugeSetup): Promise<string> {
  const init = { nonce: sha256(`${g.seed}:gauge:${g.name}`) };
  const gauge = d.addressOf('Gauge', init);
  const deployed = await d.sendFrom(deployer, gauge, {
    value: 5n * TYCHO,
    deploy: { kind: 'Gauge', init },
    call: callOf(GaugeAbi, 'constructor', { _owner: g.owner, _voteEscrow: g.voteEscrow }),
  });
  await deployed.settled;
  const steps = [
    callOf(GaugeAbi, 'setupTokens', {
      _depositTokenRoot: g.depositRoot,
      _qubeTokenRoot: g.qubeRoot,
      _extraRewardTokenRoot: g.extraRoots,
    }),
    callOf(GaugeAbi, 'setupVesting', {
      _qubeVestingPeriod: g.vesting?.qube?.period ?? 0,
      _qubeVestingRatio: g.vesting?.qube?.ratio ?? 0,
      _extraVestingPeriods: g.extraRoots.map((_, k) => g.vesting?.extra?.[k]?.period ?? 0),
      _extraVestingRatios: g.extraRoots.map((_, k) => g.vesting?.extra?.[k]?.ratio ?? 0),
      _withdrawAllLockPeriod: 30 * 86_400,
    }),
    callOf(GaugeAbi, 'setupBoostLock', { _maxBoost: g.maxBoost, _maxLockTime: g.maxLockTime }),
    callOf(GaugeAbi, 'initialize', { call_id: 0 }),
  ];
  for (const call of steps) await send(d, deployer, gauge, 2n * TYCHO, call);
  return gauge;
}

function transfer(d: DevnetImpl, from: string, root: string, amount: bigint, to: string, payload: string) {
  return send(
    d,
    from,
    walletOf(d, root, from),
    GAUGE_ACTION_VALUE,
    callOf(TokenWalletAbi, 'transfer', {
      amount,
      recipient: to,
      deployWalletValue: 0,
      remainingGasTo: from,
      notify: true,
      payload,
    }),
  );
}

/** VoteEscrow's QUBE distribution: a round of `length` seconds from `start` (queued after the last round). */
export const fundQubeRound = (
  d: DevnetImpl,
  ve: string,
  qubeRoot: string,
  gauge: string,
  amount: bigint,
  start: number,
  length: number,
) => transfer(d, ve, qubeRoot, amount, gauge, encodeQubeRoundPayload(start, length));

/** Anyone's extra reward deposit. */
export const depositExtraReward = (d: DevnetImpl, from: string, root: string, gauge: string, amount: bigint) =>
  transfer(d, from, root, amount, gauge, encodeRewardDepositPayload(0, 0));

/** The owner opens an extra round with `rps` per second from `start`. */
export const addExtraRound = (d: DevnetImpl, owner: string, gauge: string, id: number, start: number, rps: bigint) =>
  send(
    d,
    owner,
    gauge,
    2n * TYCHO,
    callOf(GaugeAbi, 'addRewardRounds', {
      ids: [id],
      new_rounds: [{ startTime: start, endTime: 0, rewardPerSecond: rps, accRewardPerShare: 0 }],
      meta: { call_id: 0, nonce: 0, send_gas_to: owner },
    }),
  );

export const depositToGauge = (
  d: DevnetImpl,
  user: string,
  root: string,
  gauge: string,
  amount: bigint,
  lockTime: number,
  claim = false,
  callId = 1,
  /** The position's owner when someone else (`user`) pays the tokens. */
  owner = user,
) => transfer(d, user, root, amount, gauge, encodeDepositPayload({ owner, lockTime, claim, callId, nonce: callId }));

export const withdrawFromGauge = (
  d: DevnetImpl,
  user: string,
  gauge: string,
  amount: bigint,
  claim = false,
  callId = 2,
) =>
  send(
    d,
    user,
    gauge,
    GAUGE_ACTION_VALUE,
    callOf(GaugeAbi, 'withdraw', { amount, claim, meta: { call_id: callId, nonce: callId, send_gas_to: user } }),
  );

export const claimFromGauge = (d: DevnetImpl, user: string, gauge: string, callId = 3) =>
  send(
    d,
    user,
    gauge,
    GAUGE_ACTION_VALUE,
    callOf(GaugeAbi, 'claimReward', { meta: { call_id: callId, nonce: callId, send_gas_to: user } }),
  );

export const gaugeAccountOf = (d: DevnetImpl, gauge: string, user: string) =>
  d.addressOf('GaugeAccount', { gauge, user });
