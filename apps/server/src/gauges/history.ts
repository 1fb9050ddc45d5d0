/**
 * The gauges API's lookups and histories (packages/api gauges/history.ts): gauges by LP root and by address, TVL,
 * APR and a user's LP over time from the indexed deposits and withdrawals, and the reward rounds the getters hold.
 */
import { sql } from 'drizzle-orm';
import type { GaugeInfo, GaugeItem, GaugeRewardRound, GaugeStat } from '@tycho/api';
import type { Db } from '@tycho/db';
import type { ChainReader } from '../chain/reader';
import { dec, query, textArray, windowEnd } from '../dex/sql';
import { NotFoundError } from '../http/errors';
import { aprRangeOf, baseAprs, gaugeItem, readGauge, tokenFacts, usd, type GaugeChainState } from './figures';

const DAY = 86_400;
const MAX_POINTS = 2000;

export const gaugeInfo = (g: GaugeItem): GaugeInfo => ({
  address: g.address,
  depositTokenRoot: g.depositTokenRoot,
  hasQubeReward: g.hasQubeReward,
  maxApr: g.maxApr,
  minApr: g.minApr,
  poolTokens: g.poolTokens,
  rewardTokens: g.rewardTokens,
  tvl: g.tvl,
});

/** LP deposited minus withdrawn over the last day, per gauge (the tvlChange of the listing). */
async function netDay(db: Db, gauges: readonly string[], now: number): Promise<Map<string, bigint>> {
  const rows = await query<{ gauge: string; net: string }>(
    db,
    sql`select gauge, coalesce(sum((case when kind = 'deposit' then 1 else -1 end)
        * (tokens->0->>'amount')::numeric), 0)::text as net
      from gauge_transactions where gauge = any(${textArray(gauges)}) and timestamp > ${now - DAY}
        and kind in ('deposit', 'withdraw') group by gauge`,
  );
  return new Map(rows.map((r) => [r.gauge, BigInt(r.net.split('.')[0]!)]));
}

/** The boosted supplies a gauge had. */
export interface Supplies {
  lockBoosted: bigint;
  totalBoosted: bigint;
}

/**
 * Each gauge's boosted supplies at time `at` (chain seconds): those its last deposit, withdraw or claim up to then
 * stated; a gauge without such an event by then had none.
 */
async function suppliesAt(db: Db, gauges: readonly string[], at: number): Promise<Map<string, Supplies>> {
  const rows = await query<{ gauge: string; lock: string; total: string }>(
    db,
    sql`select distinct on (gauge) gauge, lock_boosted_supply::text as lock, total_boosted_supply::text as total
      from gauge_transactions where gauge = any(${textArray(gauges)}) and timestamp <= ${at}
        and total_boosted_supply is not null
      order by gauge, lt desc, event_index desc`,
  );
  return new Map(rows.map((r) => [r.gauge, { lockBoosted: BigInt(r.lock), totalBoosted: BigInt(r.total) }]));
}

/**
 * Listing items of the given gauges that answer the getters, in the order given; `nets` (LP deposited minus withdrawn
 * over the last day, by gauge) is looked up when not given.
 */
export async function itemsOf(
  db: Db,
  chain: ChainReader,
  addresses: readonly string[],
  nets?: Map<string, bigint>,
): Promise<GaugeItem[]> {
  const lowered = addresses.map((a) => a.toLowerCase());
  const now = chain.now();
  const [net, dayAgo] = await Promise.all([nets ?? netDay(db, lowered, now), suppliesAt(db, lowered, now - DAY)]);
  const none: Supplies = { lockBoosted: 0n, totalBoosted: 0n };
  const out: GaugeItem[] = [];
  for (const address of lowered) {
    const state = readGauge(chain, address);
    if (state) out.push(await gaugeItem(db, state, now, net.get(address) ?? 0n, dayAgo.get(address) ?? none));
  }
  return out;
}

/** Gauges with an indexed event whose deposit token is `lpRoot`, highest maxApr first. */
export async function gaugesByRoot(db: Db, chain: ChainReader, lpRoot: string) {
  const rows = await query<{ gauge: string }>(db, sql`select distinct gauge from gauge_transactions order by gauge`);
  const root = lpRoot.toLowerCase();
  const matching = rows
    .map((r) => r.gauge)
    .filter((gauge) => readGauge(chain, gauge)?.depositRoot.toLowerCase() === root);
  const gauges = (await itemsOf(db, chain, matching)).sort(
    (a, b) => Number(b.maxApr) - Number(a.maxApr) || a.address.localeCompare(b.address),
  );
  return { gauges, total: gauges.length, totalCount: gauges.length };
}

/** The asked gauges that answer the getters, in the order asked. */
export async function gaugesBatch(db: Db, chain: ChainReader, addresses: readonly string[]) {
  return { gauges: (await itemsOf(db, chain, addresses)).map(gaugeInfo) };
}

function known(chain: ChainReader, address: string): GaugeChainState {
  const state = readGauge(chain, address.toLowerCase());
  if (!state) throw new NotFoundError(`gaugeAddress: ${address} is not a known gauge`);
  return state;
}

interface Window {
  from: number;
  to: number;
  timeframe: 'H1' | 'D1';
}

/**
 * Walks the window in steps of its timeframe and gives `value(end, lp)` at each step, where `lp` is the LP deposited
 * (of everyone, or of one user) up to the end of the step.
 */
async function lpSeries(
  db: Db,
  chain: ChainReader,
  gauge: string,
  window: Window,
  user: string | undefined,
  value: (end: number, lp: bigint, supplies: Supplies) => number | bigint,
): Promise<GaugeStat[]> {
  const step = window.timeframe === 'H1' ? 3600 : DAY;
  const from = Math.floor(window.from / 1000 / step) * step;
  const to = windowEnd(window.to, chain.now());
  const mine = user ? sql`and user_address = ${user.toLowerCase()}` : sql``;
  const rows = await query<{
    timestamp: number;
    kind: string;
    amount: string;
    lock: string | null;
    total: string | null;
  }>(
    db,
    sql`select timestamp, kind, (tokens->0->>'amount') as amount, lock_boosted_supply::text as lock,
        total_boosted_supply::text as total from gauge_transactions
      where gauge = ${gauge.toLowerCase()} and kind in ('deposit', 'withdraw', 'claim') and timestamp <= ${to} ${mine}
      order by lt, event_index`,
  );
  const stats: GaugeStat[] = [];
  let i = 0;
  let lp = 0n;
  const supplies: Supplies = { lockBoosted: 0n, totalBoosted: 0n };
  for (let t = from; t <= to && stats.length < MAX_POINTS; t += step) {
    const end = t + step;
    for (; i < rows.length && rows[i]!.timestamp < end; i++) {
      const row = rows[i]!;
      if (row.kind !== 'claim') lp += (row.kind === 'deposit' ? 1n : -1n) * BigInt(row.amount);
      if (row.lock !== null && row.total !== null) {
        supplies.lockBoosted = BigInt(row.lock);
        supplies.totalBoosted = BigInt(row.total);
      }
    }
    // each point is its bucket's close (the last one's is the window's end)
    const v = value(Math.min(end - 1, to), lp, supplies);
    stats.push({ timestamp: t * 1000, value: typeof v === 'bigint' ? String(v) : dec(v.toFixed(6)) });
  }
  return stats;
}

/** TVL (USD at the current LP price) or APR (percent, min or max) of a gauge over a window. */
export async function gaugeGraph(
  db: Db,
  chain: ChainReader,
  body: Window & { gaugeAddress: string },
  kind: 'tvl' | 'minApr' | 'maxApr',
) {
  const state = known(chain, body.gaugeAddress);
  const facts = await tokenFacts(db, [state.depositRoot, ...state.rewards.map((r) => r.root)]);
  const lpFacts = facts.get(state.depositRoot.toLowerCase());
  // each point: the supplies the gauge's events stated by then and the rounds running then, at today's prices
  const stats = await lpSeries(db, chain, body.gaugeAddress, body, undefined, (end, lp, supplies) => {
    if (kind === 'tvl') return usd(lp, lpFacts) ?? 0;
    const s = { lockBoostedSupply: supplies.lockBoosted, totalBoostedSupply: supplies.totalBoosted };
    const range = aprRangeOf(baseAprs({ ...state, ...s }, facts, end), state);
    return kind === 'minApr' ? range.min : range.max;
  });
  return { stats };
}

/** A user's LP in a gauge over a window, smallest units. */
export async function userBalanceGraph(
  db: Db,
  chain: ChainReader,
  body: Window & { gaugeAddress: string; userAddress: string },
) {
  known(chain, body.gaugeAddress);
  return { stats: await lpSeries(db, chain, body.gaugeAddress, body, body.userAddress, (_end, lp) => lp) };
}

/**
 * The QUBE rounds, or the extra tokens' rounds grouped by start and end, newest first. An open round (end 0) ends
 * where the same token's next round starts; the last open round has no end and no budget.
 */
export async function rewardRounds(
  db: Db,
  chain: ChainReader,
  body: { gaugeAddress: string; limit: number; offset: number },
  which: 'qube' | 'tokens',
) {
  const state = known(chain, body.gaugeAddress);
  const rewards = which === 'qube' ? state.rewards.slice(0, 1) : state.rewards.slice(1);
  const facts = await tokenFacts(
    db,
    rewards.map((r) => r.root),
  );
  const byPeriod = new Map<string, Omit<GaugeRewardRound, 'id'>>();
  for (const reward of rewards) {
    reward.rounds.forEach((round, k) => {
      const end = round.endTime || reward.rounds[k + 1]?.startTime || null;
      const key = `${round.startTime}:${end}`;
      const entry = byPeriod.get(key) ?? { startDate: round.startTime, endDate: end, rewardTokens: [] };
      entry.rewardTokens.push({
        tokenRoot: reward.root,
        tokenSymbol: facts.get(reward.root.toLowerCase())?.symbol ?? '',
        farmingSpeed: String(round.rewardPerSecond),
        budget: end === null ? null : String(round.rewardPerSecond * BigInt(end - round.startTime)),
      });
      byPeriod.set(key, entry);
    });
  }
  const all = [...byPeriod.values()]
    .sort((a, b) => a.startDate - b.startDate || (a.endDate ?? Infinity) - (b.endDate ?? Infinity))
    .map((round, i) => ({ id: i + 1, ...round }))
    .reverse();
  const page = all.slice(body.offset, body.offset + body.limit);
  return { rewardTokens: page, total: all.length, totalCount: all.length };
}
