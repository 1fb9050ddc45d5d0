/**
 * A gauge's listing figures (GaugeItem) from its getters (getDetails, getRewardDetails, getTokenDetails) read
 * through the ChainReader, priced with the DEX read model (token and LP prices, decimals, pool reserves).
 */
import { sql } from 'drizzle-orm';
import { GaugeAbi, VoteEscrowAbi } from '@tycho/abi';
import type { GaugeDetails, GaugeItem } from '@tycho/api';
import type { Db } from '@tycho/db';
import { gaugeAprRange, gaugeBaseAprs, gaugeMaxBoosts, type GaugeBaseAprs } from '@tycho/dex-math';
import { callGetter, type ChainReader } from '../chain/reader';
import { usdPrices } from '../dex/currencies';
import { change, dec, query, textArray } from '../dex/sql';

export const YEAR_SECONDS = 365 * 86_400;
const DAY = 86_400;
/** Digits kept in USD and APR figures. */
const FIGURE_DIGITS = 6;

interface Round {
  startTime: number;
  endTime: number;
  rewardPerSecond: bigint;
}

/** What the getters say about one gauge. */
export interface GaugeChainState {
  address: string;
  depositRoot: string;
  depositBalance: bigint;
  lockBoostedSupply: bigint;
  /** Σ of each user's lock + ve boosted balance as stored at their last action: QUBE is shared over it. */
  totalBoostedSupply: bigint;
  /** The VoteEscrow's total veQUBE (0 when the gauge's vote escrow does not answer). */
  veQubeSupply: bigint;
  maxBoost: number;
  maxLockTime: number;
  /** QUBE first, then the extra tokens: root, reward balance, rounds and vesting terms (seconds, per mille). */
  rewards: { root: string; balance: bigint; rounds: Round[]; vestingPeriod: number; vestingRatio: number }[];
  hasQubeReward: boolean;
}

const toRounds = (rounds: { startTime: string | number; endTime: string | number; rewardPerSecond: string }[]) =>
  rounds.map((r) => ({
    startTime: Number(r.startTime),
    endTime: Number(r.endTime),
    rewardPerSecond: BigInt(r.rewardPerSecond),
  }));

/** The gauge's state, or undefined when the address does not answer the Gauge getters. */
export function readGauge(chain: ChainReader, address: string): GaugeChainState | undefined {
  const details = callGetter(chain, address, GaugeAbi, 'getDetails', {});
  const tokens = callGetter(chain, address, GaugeAbi, 'getTokenDetails', {});
  const rewards = callGetter(chain, address, GaugeAbi, 'getRewardDetails', {});
  if (!details || !tokens || !rewards) return undefined;
  const qubeRounds = toRounds(rewards._qubeRewardRounds);
  const ve = callGetter(chain, details._voteEscrow, VoteEscrowAbi, 'getDetails', {});
  return {
    address,
    depositRoot: tokens._depositTokenData.root,
    depositBalance: BigInt(tokens._depositTokenData.balance),
    lockBoostedSupply: BigInt(details._lockBoostedSupply),
    totalBoostedSupply: BigInt(details._totalBoostedSupply),
    veQubeSupply: ve ? BigInt(ve._veQubeBalance) : 0n,
    maxBoost: Number(details._maxBoost),
    maxLockTime: Number(details._maxLockTime),
    hasQubeReward: qubeRounds.length > 0,
    rewards: [
      {
        root: tokens._qubeTokenData.root,
        balance: BigInt(tokens._qubeTokenData.balance),
        rounds: qubeRounds,
        vestingPeriod: Number(rewards._qubeVestingPeriod),
        vestingRatio: Number(rewards._qubeVestingRatio),
      },
      ...tokens._extraTokenData.map((t, i) => ({
        root: t.root,
        balance: BigInt(t.balance),
        rounds: toRounds(rewards._extraRewardRounds[i] ?? []),
        vestingPeriod: Number(rewards._extraVestingPeriods[i] ?? 0),
        vestingRatio: Number(rewards._extraVestingRatios[i] ?? 0),
      })),
    ],
  };
}

/** The reward speed running at `now` (smallest units per second): the round with start ≤ now < end (end 0: open). */
export function currentSpeed(rounds: readonly Round[], now: number): bigint {
  const round = rounds.find((r) => r.startTime <= now && (r.endTime === 0 || now < r.endTime));
  return round?.rewardPerSecond ?? 0n;
}

/** Token facts from the DEX read model: symbol, decimals and USD price (whole tokens), by lower-cased root. */
export interface TokenFacts {
  symbol: string;
  decimals?: number;
  price?: number;
}

export async function tokenFacts(db: Db, roots: readonly string[]): Promise<Map<string, TokenFacts>> {
  const lowered = [...new Set(roots.map((r) => r.toLowerCase()))];
  const [rows, prices] = await Promise.all([
    query<{ address: string; symbol: string; decimals: number }>(
      db,
      sql`select address, symbol, decimals from dex_currencies where address = any(${textArray(lowered)})
        union all
        select p.lp_root as address, '' as symbol, p.lp_decimals as decimals from dex_pools p
        where p.lp_root = any(${textArray(lowered)}) and p.lp_decimals is not null
          and not exists (select 1 from dex_currencies c where c.address = p.lp_root)`,
    ),
    usdPrices(db, lowered),
  ]);
  const facts = new Map<string, TokenFacts>();
  for (const root of lowered) facts.set(root, { symbol: '' });
  for (const row of rows) facts.set(row.address, { symbol: row.symbol, decimals: Number(row.decimals) });
  for (const [root, price] of Object.entries(prices)) {
    const known = facts.get(root) ?? { symbol: '' };
    facts.set(root, { ...known, price: Number(price) });
  }
  return facts;
}

/** USD value of a smallest-units amount, or undefined when the token's decimals or price are unknown. */
export function usd(amount: bigint, facts: TokenFacts | undefined): number | undefined {
  if (!facts || facts.decimals === undefined || facts.price === undefined) return undefined;
  return (Number(amount) / 10 ** facts.decimals) * facts.price;
}

const figure = (value: number) => dec(value.toFixed(FIGURE_DIGITS));

/** The reward speeds now, priced, QUBE first (the shared APR module's input). */
function rewardRates(state: Pick<GaugeChainState, 'rewards'>, facts: Map<string, TokenFacts>, now: number) {
  return state.rewards.map((r) => {
    const known = facts.get(r.root.toLowerCase());
    return { rps: currentSpeed(r.rounds, now), price: known?.price, decimals: known?.decimals };
  });
}

/**
 * APR of a small deposit at ×1, QUBE and extra tokens apart (`gaugeBaseAprs` of @tycho/dex-math, the computation
 * every screen uses): a year of QUBE at the current speed over the USD value of the total-boosted supply, a year of
 * each extra token over the lock-boosted supply. 0 when nothing is deposited or a price is unknown.
 */
export function baseAprs(
  state: Pick<GaugeChainState, 'depositRoot' | 'lockBoostedSupply' | 'totalBoostedSupply' | 'rewards'>,
  facts: Map<string, TokenFacts>,
  now: number,
): GaugeBaseAprs {
  const lp = facts.get(state.depositRoot.toLowerCase());
  const bases = gaugeBaseAprs(
    rewardRates(state, facts, now),
    { price: lp?.price, decimals: lp?.decimals },
    { lockBoosted: state.lockBoostedSupply, totalBoosted: state.totalBoostedSupply },
  );
  return bases ?? { qube: 0, extra: 0 };
}

/** The listing's APR range: a small deposit at ×1 and at the gauge's max lock and veQUBE boosts. */
export function aprRangeOf(
  bases: GaugeBaseAprs,
  state: Pick<GaugeChainState, 'maxBoost' | 'maxLockTime' | 'hasQubeReward'>,
): { min: number; max: number } {
  return gaugeAprRange(bases, gaugeMaxBoosts(state.maxBoost, state.maxLockTime, state.hasQubeReward));
}

interface PoolRow {
  currency_addresses: string[];
  reserves: string[];
  lp_supply: string;
}

/**
 * The listing figures of a gauge. `netDay` is the LP deposited minus withdrawn over the last 24 hours; `dayAgo` the
 * boosted supplies 24 hours ago (the APR changes compare the APRs then, with the rounds running then, at today's
 * prices).
 */
export async function gaugeItem(
  db: Db,
  state: GaugeChainState,
  now: number,
  netDay: bigint,
  dayAgo: { lockBoosted: bigint; totalBoosted: bigint },
): Promise<GaugeItem> {
  const [pool] = await query<PoolRow>(
    db,
    sql`select currency_addresses::text[] as currency_addresses, reserves::text[] as reserves,
      lp_supply::text as lp_supply from dex_pools where lp_root = ${state.depositRoot.toLowerCase()} limit 1`,
  );
  const roots = [state.depositRoot, ...state.rewards.map((r) => r.root), ...(pool?.currency_addresses ?? [])];
  const facts = await tokenFacts(db, roots);
  const lpSupply = pool ? BigInt(pool.lp_supply) : 0n;
  const poolTokens =
    pool && lpSupply > 0n
      ? pool.currency_addresses.map((root, i) => ({
          tokenRoot: root,
          tokenSymbol: facts.get(root.toLowerCase())?.symbol ?? '',
          amount: String((BigInt(pool.reserves[i] ?? '0') * state.depositBalance) / lpSupply),
        }))
      : [];
  const range = aprRangeOf(baseAprs(state, facts, now), state);
  const supplies = { lockBoostedSupply: dayAgo.lockBoosted, totalBoostedSupply: dayAgo.totalBoosted };
  const before = aprRangeOf(baseAprs({ ...state, ...supplies }, facts, now - DAY), state);
  const tvl = usd(state.depositBalance, facts.get(state.depositRoot.toLowerCase())) ?? 0;
  const starts = state.rewards.flatMap((r) => r.rounds.map((round) => round.startTime));
  const lasts = state.rewards.map((r) => r.rounds.at(-1)).filter((r): r is Round => r !== undefined);
  const openEnded = lasts.length === 0 || lasts.some((r) => r.endTime === 0);
  return {
    address: state.address,
    depositTokenRoot: state.depositRoot,
    startTime: starts.length ? Math.min(...starts) : null,
    endTime: openEnded ? null : Math.max(...lasts.map((r) => r.endTime)),
    hasQubeReward: state.hasQubeReward,
    isLowBalance: state.rewards.some((r) => {
      const speed = currentSpeed(r.rounds, now);
      return speed > 0n && r.balance < speed * BigInt(DAY);
    }),
    maxApr: figure(range.max),
    maxAprChange: change(String(range.max), String(before.max)),
    maxBoost: Math.max(state.maxBoost, 1000) / 1000,
    maxLockTime: state.maxLockTime,
    minApr: figure(range.min),
    minAprChange: change(String(range.min), String(before.min)),
    poolTokens,
    rewardTokens: state.rewards.map((r) => ({
      tokenRoot: r.root,
      tokenSymbol: facts.get(r.root.toLowerCase())?.symbol ?? '',
    })),
    tvl: figure(tvl),
    tvlChange: change(String(state.depositBalance), String(state.depositBalance - netDay)),
  };
}

/** The calculator's figures (GaugeDetails): supply, speeds and balances as the getters hold them, with prices. */
export async function gaugeDetails(db: Db, state: GaugeChainState, now: number): Promise<GaugeDetails> {
  const facts = await tokenFacts(db, [state.depositRoot, ...state.rewards.map((r) => r.root)]);
  const token = (root: string) => {
    const known = facts.get(root.toLowerCase());
    return {
      tokenRoot: root,
      tokenSymbol: known?.symbol ?? '',
      decimals: known?.decimals ?? null,
      price: known?.price === undefined ? null : dec(known.price.toFixed(FIGURE_DIGITS + 6)),
    };
  };
  return {
    depositToken: token(state.depositRoot),
    depositBalance: String(state.depositBalance),
    lockBoostedSupply: String(state.lockBoostedSupply),
    totalBoostedSupply: String(state.totalBoostedSupply),
    veQubeSupply: String(state.veQubeSupply),
    maxBoostPerMille: Math.max(state.maxBoost, 1000),
    rewards: state.rewards.map((r) => ({
      ...token(r.root),
      rewardPerSecond: String(currentSpeed(r.rounds, now)),
      balance: String(r.balance),
      vestingPeriod: r.vestingPeriod,
      vestingRatio: r.vestingRatio,
    })),
  };
}
