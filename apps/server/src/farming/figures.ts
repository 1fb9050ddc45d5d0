/**
 * A farm pool's figures from its getters (getDetails, calculateRewardData, the user data's pendingReward) read through
 * the ChainReader, priced with the DEX read model; privacy and state from the reward math in @tycho/dex-math.
 */
import { sql } from 'drizzle-orm';
import { FarmFabricAbi, FarmPoolAbi, FarmUserDataAbi } from '@tycho/abi';
import type { FarmingPool, FarmingPoolItem } from '@tycho/api';
import type { Db } from '@tycho/db';
import { fullReward, roundEnd, type FarmRound } from '@tycho/dex-math';
import { callGetter, type ChainReader } from '../chain/reader';
import { change, dec, query } from '../dex/sql';
import { tokenFacts, usd, YEAR_SECONDS, type TokenFacts } from '../gauges/figures';

const DAY = 86_400;
const figure = (value: number) => dec(value.toFixed(6));

export interface FarmChainState {
  address: string;
  owner: string;
  fabric: string;
  tokenRoot: string;
  tokenBalance: bigint;
  rewardRoots: string[];
  rewardBalance: bigint[];
  rewardCumulative: bigint[];
  unclaimed: bigint[];
  rounds: FarmRound[];
  farmEndTime: number;
  vestingPeriod: number;
  vestingRatio: number;
  migrationTime: number;
}

/** The pool's state, or undefined when the address does not answer the farm pool getters. */
export function readFarm(chain: ChainReader, address: string): FarmChainState | undefined {
  const d = callGetter(chain, address, FarmPoolAbi, 'getDetails', { answerId: 0 })?.value0;
  const r = callGetter(chain, address, FarmPoolAbi, 'calculateRewardData', {});
  if (!d || !r) return undefined;
  const migration = callGetter(chain, d.fabric, FarmFabricAbi, 'migrationTime', {});
  return {
    address,
    owner: d.owner,
    fabric: d.fabric,
    tokenRoot: d.tokenRoot,
    tokenBalance: BigInt(d.tokenBalance),
    rewardRoots: [...d.rewardTokenRoot],
    rewardBalance: d.rewardTokenBalance.map(BigInt),
    rewardCumulative: d.rewardTokenBalanceCumulative.map(BigInt),
    unclaimed: r._unclaimedReward.map(BigInt),
    rounds: d.rewardRounds.map((x) => ({
      startTime: Number(x.startTime),
      rewardPerSecond: x.rewardPerSecond.map(BigInt),
    })),
    farmEndTime: Number(d.farmEndTime),
    vestingPeriod: Number(d.vestingPeriod),
    vestingRatio: Number(d.vestingRatio),
    migrationTime: migration ? Number(migration.migrationTime) : 0,
  };
}

/** The speeds running at `now` (zero before the start, after the end and after the migration date). */
export function speedsAt(s: FarmChainState, now: number): bigint[] {
  const stopped = (s.farmEndTime > 0 && now >= s.farmEndTime) || (s.migrationTime > 0 && now >= s.migrationTime);
  const j = s.rounds.findIndex((r, k) => r.startTime <= now && now < roundEnd(s.rounds, k, s.farmEndTime));
  return s.rewardRoots.map((_, k) => (stopped || j < 0 ? 0n : (s.rounds[j]!.rewardPerSecond[k] ?? 0n)));
}

export function farmState(s: FarmChainState, now: number): FarmingPoolItem['state'] {
  const start = s.rounds[0]?.startTime ?? 0;
  if (now < start) return 'awaiting';
  if (s.farmEndTime > 0) return now >= s.farmEndTime ? 'ended' : 'active';
  return 'infinite';
}

/** Private until the full reward is deposited; an infinite pool until each reward token has been funded. */
export function isPrivate(s: FarmChainState): boolean {
  const full = fullReward({ rounds: s.rounds, farmEndTime: s.farmEndTime, stopTime: 0 }, s.rewardRoots.length);
  if (!full) return s.rewardCumulative.some((c) => c === 0n);
  return full.some((f, k) => (s.rewardCumulative[k] ?? 0n) < f);
}

/** APR of the LP at the current speeds, percent per year; 0 when nothing is deposited or a price is unknown. */
export function farmApr(s: FarmChainState, facts: Map<string, TokenFacts>, speeds: bigint[], lp: bigint): number {
  const tvl = usd(lp, facts.get(s.tokenRoot.toLowerCase()));
  if (!tvl) return 0;
  let yearly = 0;
  for (const [k, speed] of speeds.entries()) {
    if (speed === 0n) continue;
    const value = usd(speed * BigInt(YEAR_SECONDS), facts.get(s.rewardRoots[k]!.toLowerCase()));
    if (value === undefined) return 0;
    yearly += value;
  }
  return (yearly / tvl) * 100;
}

interface PoolRow {
  currency_addresses: string[];
}

/** The user's LP amount and reward state now (null when the user has no position). */
export function userReward(chain: ChainReader, s: FarmChainState, user: string) {
  const data = callGetter(chain, s.address, FarmPoolAbi, 'getUserDataAddress', { answerId: 0, user })?.value0;
  const details = data ? callGetter(chain, data, FarmUserDataAbi, 'getDetails', { answerId: 0 })?.value0 : undefined;
  const sync = callGetter(chain, s.address, FarmPoolAbi, 'calculateRewardData', {});
  if (!data || !details || !sync) return null;
  const p = callGetter(chain, data, FarmUserDataAbi, 'pendingReward', {
    _accRewardPerShare: sync._accRewardPerShare,
    poolLastRewardTime: sync._lastRewardTime,
    farmEndTime: s.farmEndTime,
  });
  if (!p) return null;
  return {
    amount: String(details.amount),
    unclaimed: p._vested.map(String),
    entitled: p._entitled.map(String),
    debt: details.pool_debt.map(String),
    vesting_time: p._vesting_time.map(Number),
  };
}

export async function farmItem(
  db: Db,
  chain: ChainReader,
  s: FarmChainState,
  now: number,
  netDay: bigint,
  user?: string,
): Promise<FarmingPoolItem> {
  const [pool] = await query<PoolRow>(
    db,
    sql`select currency_addresses::text[] as currency_addresses from dex_pools
      where lp_root = ${s.tokenRoot.toLowerCase()} limit 1`,
  );
  const sides = pool?.currency_addresses ?? [];
  const facts = await tokenFacts(db, [s.tokenRoot, ...s.rewardRoots, ...sides]);
  const fact = (root: string) => facts.get(root.toLowerCase());
  const speeds = speedsAt(s, now);
  const mine = user ? userReward(chain, s, user) : null;
  const amount = mine ? BigInt(mine.amount) : 0n;
  const [left, right] = sides;
  const tvl = usd(s.tokenBalance, fact(s.tokenRoot)) ?? 0;
  const apr = farmApr(s, facts, speeds, s.tokenBalance);
  // a day ago: the LP then (today's less what came in net since) earning the speeds running then, at today's prices
  const aprDayAgo = farmApr(s, facts, speedsAt(s, now - DAY), s.tokenBalance - netDay);
  const full = fullReward({ rounds: s.rounds, farmEndTime: s.farmEndTime, stopTime: 0 }, s.rewardRoots.length);
  return {
    apr: figure(apr),
    apr_change: change(String(apr), String(aprDayAgo)),
    ...(s.farmEndTime > 0 ? { farm_end_time: s.farmEndTime } : {}),
    farm_start_time: s.rounds[0]?.startTime ?? 0,
    ...(left ? { left_address: left, left_currency: fact(left)?.symbol ?? '' } : {}),
    ...(right ? { right_address: right, right_currency: fact(right)?.symbol ?? '' } : {}),
    pool_address: s.address,
    pool_owner_address: s.owner,
    reward_token_root_info: s.rewardRoots.map((root) => ({
      reward_currency: fact(root)?.symbol ?? '',
      reward_root_address: root,
      reward_scale: fact(root)?.decimals ?? null,
    })),
    share: figure(s.tokenBalance > 0n ? (Number(amount) / Number(s.tokenBalance)) * 100 : 0),
    token_root_address: s.tokenRoot,
    token_root_currency: fact(s.tokenRoot)?.symbol || [left, right].map((r) => (r ? fact(r)?.symbol : '')).join('-'),
    token_root_scale: fact(s.tokenRoot)?.decimals ?? null,
    tvl: figure(tvl),
    tvl_change: change(String(s.tokenBalance), String(s.tokenBalance - netDay)),
    user_token_balance: String(amount),
    is_low_balance: speeds.some((speed, k) => speed > 0n && (s.rewardBalance[k] ?? 0n) < speed * BigInt(DAY)),
    is_private: isPrivate(s),
    state: farmState(s, now),
    reward_token_deposited: s.rewardCumulative.map(String),
    ...(full ? { full_reward: full.map(String) } : {}),
  };
}

export async function farmDetails(
  db: Db,
  chain: ChainReader,
  s: FarmChainState,
  now: number,
  netDay: bigint,
  user?: string,
): Promise<FarmingPool> {
  const item = await farmItem(db, chain, s, now, netDay, user);
  const facts = await tokenFacts(db, s.rewardRoots);
  return {
    ...item,
    pool_balance: String(s.tokenBalance),
    pool_info: {
      vesting_period: s.vestingPeriod,
      vesting_ratio: s.vestingRatio,
      rounds_info: s.rounds.map((r, j) => {
        const end = roundEnd(s.rounds, j, s.farmEndTime);
        return {
          start_time: r.startTime,
          ...(end < Number.MAX_SAFE_INTEGER ? { end_time: end } : {}),
          reward_info: r.rewardPerSecond.map((rps, k) => {
            const root = s.rewardRoots[k]!;
            return {
              rewardPerSec: String(rps),
              rewardTokenCurrency: facts.get(root.toLowerCase())?.symbol ?? '',
              rewardTokenRootAddress: root,
              rewardTokenScale: facts.get(root.toLowerCase())?.decimals ?? null,
            };
          }),
        };
      }),
    },
    reward_token_balance: s.rewardBalance.map(String),
    unclaimed_reward: s.unclaimed.map(String),
    migration_time: s.migrationTime > 0 ? s.migrationTime : null,
    user_info: user ? userReward(chain, s, user) : null,
  };
}
