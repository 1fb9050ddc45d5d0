/**
 * Old farming actions through wallet messages, shared by the seed and the tests: deploying a farm pool through the
 * fabric, reward deposits, the owner's rounds and end, and the user's deposit, withdraw and claim.
 */
import { callOf, FarmFabricAbi, FarmPoolAbi, TokenWalletAbi } from '@tycho/abi';
import type { DevnetImpl } from '../devnet';
import { TYCHO } from '../engine/constants';
import { peekState, walletAddress } from './dex-actions';
import { encodeFarmDepositPayload } from '../contracts/farm/payload';
import { fabricPoolInit } from '../contracts/farm/fabric';
import { FARM_POOL_KIND, FARM_USER_DATA_KIND } from '../contracts/farm/constants';

/** What the app attaches to farm pool creation (spec §9: 7, gas not returned). */
export const FARM_CREATE_VALUE = 7n * TYCHO;
/** What the app attaches to a deposit, withdraw or claim (the pool needs 1 + 1 per reward token). */
export const farmActionValue = (nReward: number) => 2n * TYCHO + BigInt(nReward) * TYCHO;

export interface FarmSetup {
  owner: string;
  tokenRoot: string;
  rewardRoots: string[];
  rounds: { startTime: number; rewardPerSecond: bigint[] }[];
  vestingPeriod: number;
  vestingRatio: number;
  withdrawAllLockPeriod: number;
}

async function send(d: DevnetImpl, from: string, to: string, value: bigint, call: ReturnType<typeof callOf>) {
  const sent = await d.sendFrom(from, to, { value, bounce: true, call });
  await sent.settled;
  return sent;
}

/** The fabric's pool number `nonce`. */
export function fabricPoolAddress(d: DevnetImpl, fabric: string, nonce: number) {
  const migration = peekState<{ migrationTime?: number }>(d, fabric)?.migrationTime ?? 0;
  return d.addressOf(FARM_POOL_KIND, fabricPoolInit(fabric, nonce, migration));
}

/** Deploys a farm pool through the fabric from `creator`; returns its address. */
export async function deployFarmPool(d: DevnetImpl, creator: string, fabric: string, f: FarmSetup) {
  const nonce = peekState<{ poolsCount: number }>(d, fabric)?.poolsCount ?? 0;
  await send(
    d,
    creator,
    fabric,
    FARM_CREATE_VALUE,
    callOf(FarmFabricAbi, 'deployFarmPool', {
      pool_owner: f.owner,
      reward_rounds: f.rounds,
      tokenRoot: f.tokenRoot,
      rewardTokenRoot: f.rewardRoots,
      vestingPeriod: f.vestingPeriod,
      vestingRatio: f.vestingRatio,
      withdrawAllLockPeriod: f.withdrawAllLockPeriod,
    }),
  );
  return fabricPoolAddress(d, fabric, nonce);
}

function transfer(
  d: DevnetImpl,
  from: string,
  root: string,
  amount: bigint,
  to: string,
  payload: string,
  value: bigint,
) {
  return send(
    d,
    from,
    walletAddress(d, root, from),
    value,
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

/** Anyone's reward deposit (a plain transfer with notify). */
export const depositFarmReward = (d: DevnetImpl, from: string, root: string, pool: string, amount: bigint) =>
  transfer(d, from, root, amount, pool, '', TYCHO);

/** LP deposit for `owner` (defaults to the payer). */
export const depositToFarm = (
  d: DevnetImpl,
  from: string,
  lpRoot: string,
  pool: string,
  amount: bigint,
  nReward: number,
  owner = from,
  nonce = 1,
) => transfer(d, from, lpRoot, amount, pool, encodeFarmDepositPayload(owner, nonce), farmActionValue(nReward));

export const withdrawFromFarm = (d: DevnetImpl, user: string, pool: string, amount: bigint, nReward: number) =>
  send(
    d,
    user,
    pool,
    farmActionValue(nReward),
    callOf(FarmPoolAbi, 'withdraw', { amount, send_gas_to: user, nonce: 2 }),
  );

export const claimFromFarm = (d: DevnetImpl, user: string, pool: string, nReward: number) =>
  send(d, user, pool, farmActionValue(nReward), callOf(FarmPoolAbi, 'claimReward', { send_gas_to: user, nonce: 3 }));

export const addFarmRound = (d: DevnetImpl, owner: string, pool: string, startTime: number, rps: bigint[]) =>
  send(
    d,
    owner,
    pool,
    TYCHO,
    callOf(FarmPoolAbi, 'addRewardRound', { reward_round: { startTime, rewardPerSecond: rps }, send_gas_to: owner }),
  );

export const setFarmEnd = (d: DevnetImpl, owner: string, pool: string, time: number) =>
  send(d, owner, pool, TYCHO, callOf(FarmPoolAbi, 'setEndTime', { farm_end_time: time, send_gas_to: owner }));

export const farmUserDataOf = (d: DevnetImpl, pool: string, user: string) =>
  String(d.get(pool, JSON.stringify(FarmPoolAbi), 'getUserDataAddress', { answerId: 0, user }).value0);

export { FARM_USER_DATA_KIND };
