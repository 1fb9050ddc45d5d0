/**
 * What the farm pool screens show of the farming API's answers (spec 3 "Farm and gauge detail", 4 "Farming pool",
 * 8): the pool's name, the speed running now, the user's reward per token (unclaimed = what a claim pays now,
 * entitled = still vesting, debt, vesting end), the warnings and what the owner may do at a given time.
 */
import type { FarmingPool, FarmingPoolItem } from '@tycho/api';
import { formatAmount, formatExactAmount } from '@/shared/lib/format';
import { shortenAddress } from '@/shared/lib/address';
import { WITHDRAW_ALL_LOCK_SECONDS } from './createFarm';

/** "QUBE/USDT" for an LP token of a DEX pool, else the farm token's symbol or its short address. */
export function farmName(
  pool: Pick<FarmingPoolItem, 'left_currency' | 'right_currency' | 'token_root_currency' | 'token_root_address'>,
): string {
  if (pool.left_currency && pool.right_currency) return `${pool.left_currency}/${pool.right_currency}`;
  return pool.token_root_currency || shortenAddress(pool.token_root_address);
}

/** The round running at `now` (the last one started), or undefined before the first start or after the end. */
export function currentRound(pool: FarmingPool, now: number) {
  if (pool.farm_end_time !== undefined && now >= pool.farm_end_time) return undefined;
  return pool.pool_info.rounds_info.filter((r) => r.start_time <= now).at(-1);
}

/**
 * The round whose speed the pool shows: the one running, or before the start the first round (the speed it will
 * start with); none after the end.
 */
export function shownRound(pool: FarmingPool, now: number) {
  const first = pool.pool_info.rounds_info[0];
  if (first && now < first.start_time) return first;
  return currentRound(pool, now);
}

/** An amount of a token with known decimals, "—" when they are unknown. */
const amount = (units: string | bigint, decimals: number | null) =>
  decimals === null ? '—' : formatAmount(units, decimals);

export interface RewardLine {
  root: string;
  symbol: string;
  /** Speed now, tokens per second; before the start the first round's; 0 after the end. */
  speed: string;
  /** The pool has not started: the speed is the one it starts with. */
  upcoming: boolean;
  balance: string;
  /** The user's figures, when the API gave them. */
  unclaimed?: string;
  entitled?: string;
  debt?: string;
  hasDebt: boolean;
  vestingEnd?: number;
}

/** One line per reward token: its speed now, what the pool holds and, for a viewed user, their reward. */
export function rewardLines(pool: FarmingPool, now: number, withUser = true): RewardLine[] {
  const round = shownRound(pool, now);
  // a viewed user without a position has nothing to claim: zeros
  const user = withUser
    ? (pool.user_info ?? { amount: '0', unclaimed: [], entitled: [], debt: [], vesting_time: [] })
    : undefined;
  return pool.reward_token_root_info.map((t, k) => {
    const d = t.reward_scale;
    const debt = user?.debt[k] ?? '0';
    const vestingEnd = user?.vesting_time[k];
    return {
      root: t.reward_root_address,
      symbol: t.reward_currency || shortenAddress(t.reward_root_address),
      speed: amount(round?.reward_info[k]?.rewardPerSec ?? '0', d),
      upcoming: round !== undefined && now < round.start_time,
      balance: amount(pool.reward_token_balance[k] ?? '0', d),
      unclaimed: user ? amount(user.unclaimed[k] ?? '0', d) : undefined,
      entitled: user ? amount(user.entitled[k] ?? '0', d) : undefined,
      debt: user ? amount(debt, d) : undefined,
      hasDebt: BigInt(debt) > 0n,
      vestingEnd:
        vestingEnd !== undefined && vestingEnd > now && BigInt(user?.entitled[k] ?? '0') > 0n ? vestingEnd : undefined,
    };
  });
}

export type FarmWarning = 'lowBalance' | 'ownerDebt' | 'debt' | 'ended' | 'private';

/** The pool's tokens a custom-token warning looks at: the LP's pair (when known) and every reward token. */
export function farmTokens(pool: FarmingPool): { root: string; symbol?: string }[] {
  const pair = [
    pool.left_address ? { root: pool.left_address, symbol: pool.left_currency } : undefined,
    pool.right_address ? { root: pool.right_address, symbol: pool.right_currency } : undefined,
  ].filter((t): t is { root: string; symbol: string | undefined } => t !== undefined);
  return [
    ...pair,
    ...pool.reward_token_root_info.map((t) => ({ root: t.reward_root_address, symbol: t.reward_currency })),
  ];
}

/**
 * The warnings of spec 4 and 8: a low reward balance (users: do not invest), for the owner an empty reward balance
 * while the pool runs (debt accrues), the user's own debt, an ended pool the user still has LP in (withdraw it all),
 * and for the owner a pool still private (its full reward is not deposited).
 */
export function farmWarnings(pool: FarmingPool, isOwner: boolean, now: number): FarmWarning[] {
  const warnings: FarmWarning[] = [];
  const running = currentRound(pool, now) !== undefined;
  if (pool.is_private && isOwner) warnings.push('private');
  if (pool.is_low_balance) warnings.push('lowBalance');
  if (isOwner && running && pool.reward_token_balance.some((b) => BigInt(b) === 0n)) warnings.push('ownerDebt');
  if (pool.user_info?.debt.some((d) => BigInt(d) > 0n)) warnings.push('debt');
  if (pool.state === 'ended' && BigInt(pool.user_info?.amount ?? '0') > 0n) warnings.push('ended');
  return warnings;
}

/**
 * What keeps a pool private (spec 6, the farming API's is_private): with an end, the full reward its rounds pay
 * from start to end, per reward token what is still to deposit; an open-ended pool has no full reward, and stays
 * private until each reward token has received a deposit (those that have none are named).
 */
export type PrivateTerms =
  | { kind: 'full'; missing: { symbol: string; amount: string; deposited: string; full: string }[] }
  | { kind: 'open'; unfunded: string[] };

/** The same for the pool page and the list's Private badge (the list's items carry the deposits and full reward). */
export function privateTerms(
  pool: Pick<FarmingPoolItem, 'reward_token_root_info' | 'reward_token_deposited' | 'full_reward'>,
): PrivateTerms {
  const symbols = pool.reward_token_root_info.map((t) => t.reward_currency || shortenAddress(t.reward_root_address));
  const deposited = (k: number) => BigInt(pool.reward_token_deposited[k] ?? '0');
  if (!pool.full_reward) return { kind: 'open', unfunded: symbols.filter((_, k) => deposited(k) === 0n) };
  const missing = pool.reward_token_root_info.flatMap((t, k) => {
    const full = BigInt(pool.full_reward![k] ?? '0');
    const left = full - deposited(k);
    return left > 0n
      ? [
          {
            symbol: symbols[k]!,
            amount: exact(left, t.reward_scale),
            deposited: exact(deposited(k), t.reward_scale),
            full: exact(full, t.reward_scale),
          },
        ]
      : [];
  });
  return { kind: 'full', missing };
}

/** An exact amount (all its digits, grouped), "—" when the decimals are unknown. */
const exact = (units: bigint, decimals: number | null) =>
  decimals === null ? '—' : formatExactAmount(units, decimals);

/** When the owner may take back the whole reward balance: end + vesting period + the lock period (error 117). */
export function withdrawAllFrom(pool: FarmingPool): number | undefined {
  if (pool.farm_end_time === undefined) return undefined;
  return pool.farm_end_time + pool.pool_info.vesting_period + WITHDRAW_ALL_LOCK_SECONDS;
}

/** The earliest start of a new round or end: now, and not before the last round's start (errors 114, 115). */
export function earliestChange(pool: FarmingPool, now: number): number {
  const last = pool.pool_info.rounds_info.at(-1)?.start_time ?? 0;
  return Math.max(now, last);
}

/** The vesting as shown: "50 % over 30 days" parts, or null without vesting. */
export function vestingOf(pool: FarmingPool): { percent: number; days: number; seconds: number } | null {
  const { vesting_ratio: ratio, vesting_period: period } = pool.pool_info;
  if (ratio === 0) return null;
  return { percent: ratio / 10, days: Math.floor(period / 86_400), seconds: period };
}

/** The migration banner: old pools stop earning after the fabric's migration date (null: no date set). */
export function migrationBanner(migrationTime: number | null, now: number): { time: number; passed: boolean } | null {
  if (migrationTime === null || migrationTime === 0) return null;
  return { time: migrationTime, passed: now >= migrationTime };
}

/**
 * What a withdraw pays besides the LP ("1.2 QUBE, 0.5 BRIDGE", exact): the pool's withdraw transfers the claimable
 * reward too. Empty when nothing is claimable now (or its decimals are unknown).
 */
export function withdrawAlsoPays(pool: FarmingPool): string {
  const unclaimed = pool.user_info?.unclaimed ?? [];
  return pool.reward_token_root_info
    .map((t, i) => ({ t, amount: BigInt(unclaimed[i] ?? '0') }))
    .filter(({ t, amount }) => amount > 0n && t.reward_scale !== null)
    .map(({ t, amount }) => `${formatExactAmount(amount, t.reward_scale!)} ${t.reward_currency}`)
    .join(', ');
}
