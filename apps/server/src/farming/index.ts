/**
 * Old farming API (`/api/farming/v1`): the pools are the rows of `farm_pools` (the trusted fabric's NewFarmPool,
 * written by the indexer, apps/server/src/indexer/farms.ts); their figures come from their getters (figures.ts).
 * A private pool (full reward not deposited) is shown only to its owner. Lists are filtered, sorted and paged in
 * memory: a network has tens of farm pools, not thousands.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  farmingAprRoute,
  farmingPoolRoute,
  farmingPoolsRoute,
  farmingTransactionsRoute,
  farmingTvlRoute,
  type FarmingPoolItem,
  type InferOr,
  type RouteDef,
} from '@tycho/api';
import type { Db } from '@tycho/db';
import type { ChainReader } from '../chain/reader';
import { dec, query, textArray, where, windowEnd } from '../dex/sql';
import { NotFoundError } from '../http/errors';
import type { AnswerCache } from '../http/answer-cache';
import { keptReads } from '../http/routes';
import { tokenFacts, usd } from '../gauges/figures';
import { farmApr, farmDetails, farmItem, readFarm, speedsAt } from './figures';

type PoolsBody = InferOr<(typeof farmingPoolsRoute)['body'], undefined>;
type TransactionsBody = InferOr<(typeof farmingTransactionsRoute)['body'], undefined>;
type GraphBody = InferOr<(typeof farmingTvlRoute)['body'], undefined>;

const DAY = 86_400;

/** Every fabric pool with its LP deposited minus withdrawn over the last day. */
async function knownPools(db: Db, now: number): Promise<{ address: string; net_day: string }[]> {
  return query(
    db,
    sql`select p.address, coalesce((select sum((case when t.kind = 'deposit' then 1 else -1 end)
          * (t.tokens->0->>'amount')::numeric) from farm_transactions t
        where t.pool = p.address and t.timestamp > ${now - DAY} and t.kind in ('deposit', 'withdraw')), 0)::text as net_day
      from farm_pools p order by p.lt`,
  );
}

const visible = (item: FarmingPoolItem, user?: string) => !item.is_private || item.pool_owner_address === user;

async function items(db: Db, chain: ChainReader, user?: string): Promise<FarmingPoolItem[]> {
  const now = chain.now();
  const out: FarmingPoolItem[] = [];
  for (const row of await knownPools(db, now)) {
    const state = readFarm(chain, row.address);
    if (!state) continue;
    const item = await farmItem(db, chain, state, now, BigInt(row.net_day), user);
    if (visible(item, user)) out.push(item);
  }
  return out;
}

const orderings = {
  tvl: (p: FarmingPoolItem) => Number(p.tvl),
  apr: (p: FarmingPoolItem) => Number(p.apr),
  share: (p: FarmingPoolItem) => Number(p.share),
} as const;

export async function listFarmPools(db: Db, chain: ChainReader, body: PoolsBody) {
  const user = body.userAddress?.toLowerCase();
  const now = chain.now();
  const roots = body.rootAddresses ? new Set(body.rootAddresses.map((a) => a.toLowerCase())) : undefined;
  const ge = (v: string, bound?: string | null) => bound === undefined || bound === null || Number(v) >= Number(bound);
  const le = (v: string, bound?: string | null) => bound === undefined || bound === null || Number(v) <= Number(bound);
  const matching = (await items(db, chain, user)).filter(
    (p) =>
      (!roots || roots.has(p.token_root_address)) &&
      (body.isActive !== true || (p.farm_start_time <= now && (p.farm_end_time ?? Infinity) > now)) &&
      (body.isAwaitingStart !== true || p.farm_start_time > now) &&
      (body.isLowBalance !== false || !p.is_low_balance) &&
      (body.isWithMyFarming !== true || BigInt(p.user_token_balance) > 0n) &&
      ge(p.apr, body.aprGe) &&
      le(p.apr, body.aprLe) &&
      ge(p.tvl, body.tvlGe) &&
      le(p.tvl, body.tvlLe),
  );
  const key = orderings[body.ordering.replace(/(ascending|descending)$/, '') as keyof typeof orderings];
  const sign = body.ordering.endsWith('descending') ? -1 : 1;
  matching.sort((a, b) => sign * (key(a) - key(b)) || a.pool_address.localeCompare(b.pool_address));
  const favourites = new Set((body.favoritePoolAddresses ?? []).map((a) => a.toLowerCase()));
  const favorite = matching.filter((p) => favourites.has(p.pool_address));
  return {
    pools_info: matching.slice(body.offset, body.offset + body.limit),
    total_count: matching.length,
    favorite_pools_info: favorite,
    favorite_total_count: favorite.length,
    totalCount: matching.length,
  };
}

export async function getFarmPool(db: Db, chain: ChainReader, address: string, userAddress?: string | null) {
  const lowered = address.toLowerCase();
  const user = userAddress?.toLowerCase();
  const now = chain.now();
  const row = (await knownPools(db, now)).find((r) => r.address === lowered);
  const state = row ? readFarm(chain, row.address) : undefined;
  if (!row || !state) throw new NotFoundError(`address: ${address} is not a known farm pool`);
  const pool = await farmDetails(db, chain, state, now, BigInt(row.net_day), user);
  // a private pool is its owner's alone: the viewer must be the owner (another user's view shows it once public)
  if (pool.is_private && pool.pool_owner_address !== user)
    throw new NotFoundError(`address: ${address} is not a known farm pool`);
  return pool;
}

interface TransactionRow {
  pool: string;
  user_address: string;
  kind: 'deposit' | 'withdraw' | 'claim' | 'rewardDeposit';
  timestamp: number;
  tokens: { tokenRoot: string; amount: string }[];
  transaction_hash: string;
}

const KINDS = { deposit: 'Deposit', withdraw: 'Withdraw', claim: 'Claim', rewardDeposit: 'RewardDeposit' } as const;
const FROM_API = { deposit: 'deposit', withdraw: 'withdraw', claim: 'claim', rewarddeposit: 'rewardDeposit' } as const;

export async function listFarmTransactions(db: Db, body: TransactionsBody) {
  const conditions: SQL[] = [sql`pool in (select address from farm_pools)`];
  if (body.poolAddress) conditions.push(sql`pool = ${body.poolAddress.toLowerCase()}`);
  if (body.userAddress) conditions.push(sql`user_address = ${body.userAddress.toLowerCase()}`);
  if (body.eventTypes) conditions.push(sql`kind = any(${textArray(body.eventTypes.map((k) => FROM_API[k]))})`);
  const order = body.ordering === 'blocktimeascending' ? sql`lt asc, event_index asc` : sql`lt desc, event_index desc`;
  const rows = await query<TransactionRow>(
    db,
    sql`select pool, user_address, kind, timestamp, tokens, transaction_hash from farm_transactions
      where ${where(conditions)} order by ${order} limit ${body.limit} offset ${body.offset}`,
  );
  const [count] = await query<{ n: string }>(
    db,
    sql`select count(*)::text as n from farm_transactions where ${where(conditions)}`,
  );
  const facts = await tokenFacts(
    db,
    rows.flatMap((r) => r.tokens.map((t) => t.tokenRoot)),
  );
  const transactions = rows.map((row) => {
    const moved = row.tokens[0];
    const rewards = row.kind === 'deposit' || row.kind === 'withdraw' ? row.tokens.slice(1) : row.tokens;
    const known = moved ? facts.get(moved.tokenRoot.toLowerCase()) : undefined;
    // the value of everything the event moved, the tokens of unknown price left out
    const value = row.tokens.reduce(
      (sum, t) => sum + (usd(BigInt(t.amount), facts.get(t.tokenRoot.toLowerCase())) ?? 0),
      0,
    );
    return {
      kind: KINDS[row.kind],
      poolAddress: row.pool,
      userAddress: row.user_address,
      timestampBlock: row.timestamp,
      transactionHash: row.transaction_hash,
      messageHash: row.transaction_hash,
      tokenAddress: moved?.tokenRoot ?? row.pool,
      tokenCurrency: known?.symbol ?? '',
      tokenExec: moved?.amount ?? '0',
      tokenScale: known?.decimals ?? null,
      tvExec: dec(value.toFixed(6)),
      leftExec: null,
      rightExec: null,
      rewards: rewards.map((t) => {
        const reward = facts.get(t.tokenRoot.toLowerCase());
        return {
          tokenAddress: t.tokenRoot,
          amount: t.amount,
          symbol: reward?.symbol ?? '',
          decimals: reward?.decimals ?? null,
        };
      }),
    };
  });
  return { transactions, totalCount: Number(count!.n) };
}

/** LP deposited at the end of each interval of the window, and the APR of its speeds then (current prices). */
export async function farmGraph(db: Db, chain: ChainReader, body: GraphBody, kind: 'tvl' | 'apr') {
  const address = body.farmingPoolAddress.toLowerCase();
  const state = readFarm(chain, address);
  const [known] = await query<{ n: string }>(
    db,
    sql`select count(*)::text as n from farm_pools where address = ${address}`,
  );
  if (!state || known?.n === '0') throw new NotFoundError(`farmingPoolAddress: ${address} is not a known farm pool`);
  const step = body.timeframe === 'H1' ? 3600 : DAY;
  const from = Math.floor(body.from / 1000 / step) * step;
  const to = windowEnd(body.to, chain.now());
  const rows = await query<{ timestamp: number; kind: string; amount: string }>(
    db,
    sql`select timestamp, kind, (tokens->0->>'amount') as amount from farm_transactions
      where pool = ${address} and kind in ('deposit', 'withdraw') and timestamp <= ${to} order by lt`,
  );
  const facts = await tokenFacts(db, [state.tokenRoot, ...state.rewardRoots]);
  const points: { timestamp: number; data: string }[] = [];
  let i = 0;
  let lp = 0n;
  for (let t = from; t <= to && points.length < 2000; t += step) {
    const end = t + step;
    while (i < rows.length && rows[i]!.timestamp < end) {
      lp += (rows[i]!.kind === 'deposit' ? 1n : -1n) * BigInt(rows[i]!.amount);
      i++;
    }
    const value =
      kind === 'tvl'
        ? (usd(lp, facts.get(state.tokenRoot.toLowerCase())) ?? 0)
        : farmApr(state, facts, speedsAt(state, Math.min(end - 1, to)), lp);
    points.push({ timestamp: t * 1000, data: dec(value.toFixed(6)) });
  }
  return points;
}

/** Registers the farming routes (`/api/farming/v1`). */
export function registerFarmingApi(
  app: FastifyInstance,
  deps: { db: Db; chain: ChainReader; answers?: AnswerCache },
  registry: RouteDef[],
): void {
  const read = keptReads(deps.answers);
  const { db, chain } = deps;
  read(app, farmingPoolsRoute, ({ body }) => listFarmPools(db, chain, body), registry);
  read(
    app,
    farmingPoolRoute,
    ({ params, body }) => getFarmPool(db, chain, params.address, body?.userAddress),
    registry,
  );
  read(app, farmingTransactionsRoute, ({ body }) => listFarmTransactions(db, body), registry);
  read(app, farmingTvlRoute, ({ body }) => farmGraph(db, chain, body, 'tvl'), registry);
  read(app, farmingAprRoute, ({ body }) => farmGraph(db, chain, body, 'apr'), registry);
}
