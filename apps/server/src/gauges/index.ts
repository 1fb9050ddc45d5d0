/**
 * Gauges API (`/api/gauges/v1`): the gauges are the accounts with rows in `gauge_transactions` (written by the
 * indexer, apps/server/src/indexer/gauges.ts); their figures come from their getters through the ChainReader
 * (figures.ts). Lists are filtered, sorted and paged in memory: a network has tens of gauges, not thousands.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  gaugeDepositsRoute,
  gaugeRoute,
  gaugesBatchRoute,
  gaugesByRootRoute,
  gaugesByUserRoute,
  gaugesRoute,
  gaugeMaxAprRoute,
  gaugeMinAprRoute,
  gaugeQubeRoundsRoute,
  gaugeTokenRoundsRoute,
  gaugeTvlRoute,
  gaugeUserBalanceRoute,
  gaugeUserRewardsRoute,
  gaugeTransactionsRoute,
  type GaugeDeposit,
  type GaugeItem,
  type InferOr,
  type RouteDef,
} from '@tycho/api';
import type { Db } from '@tycho/db';
import type { ChainReader } from '../chain/reader';
import { dec, query, textArray, where } from '../dex/sql';
import { NotFoundError } from '../http/errors';
import type { AnswerCache } from '../http/answer-cache';
import { keptReads } from '../http/routes';
import { gaugeDetails, readGauge, tokenFacts, usd } from './figures';
import { gaugeGraph, gaugeInfo, gaugesBatch, gaugesByRoot, itemsOf, rewardRounds, userBalanceGraph } from './history';
import { userRewards } from './user-rewards';

type GaugesBody = InferOr<(typeof gaugesRoute)['body'], undefined>;
type TransactionsBody = InferOr<(typeof gaugeTransactionsRoute)['body'], undefined>;
type DepositsBody = InferOr<(typeof gaugeDepositsRoute)['body'], undefined>;

const DAY = 86_400;

/** Every gauge with an indexed event, with its LP deposited minus withdrawn over the last day. */
async function knownGauges(db: Db, now: number, user?: string): Promise<{ gauge: string; net_day: string }[]> {
  const mine = user ? sql`gauge in (select gauge from gauge_transactions where user_address = ${user})` : sql`true`;
  return query(
    db,
    sql`select gauge, coalesce(sum(case when timestamp > ${now - DAY} and kind in ('deposit', 'withdraw')
        then (case when kind = 'deposit' then 1 else -1 end) * (tokens->0->>'amount')::numeric end), 0)::text as net_day
      from gauge_transactions where ${mine} group by gauge order by gauge`,
  );
}

const items = (db: Db, chain: ChainReader, rows: { gauge: string; net_day: string }[]) =>
  itemsOf(
    db,
    chain,
    rows.map((r) => r.gauge),
    new Map(rows.map((r) => [r.gauge, BigInt(r.net_day)])),
  );

const inRange = (value: string, range?: { from: string; to: string } | null) =>
  !range || (Number(value) >= Number(range.from) && Number(value) <= Number(range.to));

const orderings = {
  Tvl: (g: GaugeItem) => Number(g.tvl),
  MaxApr: (g: GaugeItem) => Number(g.maxApr),
  MinApr: (g: GaugeItem) => Number(g.minApr),
} as const;

export async function listGauges(db: Db, chain: ChainReader, body: GaugesBody) {
  const user = body.userAddress?.toLowerCase();
  const starred = body.starredGauges ? new Set(body.starredGauges.map((a) => a.toLowerCase())) : undefined;
  const rows = (await knownGauges(db, chain.now(), user)).filter((r) => !starred || starred.has(r.gauge));
  const matching = (await items(db, chain, rows)).filter(
    (g) =>
      (body.showLowBalance !== false || !g.isLowBalance) &&
      inRange(g.tvl, body.tvl) &&
      inRange(g.minApr, body.minApr) &&
      inRange(g.maxApr, body.maxApr),
  );
  const key = orderings[body.ordering.replace(/(Asc|Desc)$/, '') as keyof typeof orderings];
  const sign = body.ordering.endsWith('Asc') ? 1 : -1;
  matching.sort((a, b) => sign * (key(a) - key(b)) || a.address.localeCompare(b.address));
  const page = matching.slice(body.offset, body.offset + body.limit);
  return { gauges: page, total: matching.length, totalCount: matching.length };
}

/** The gauges an account has deposited into (gauges API and DAO API `/gauges/get-by-user`). */
export async function gaugesByUser(db: Db, chain: ChainReader, userAddress: string) {
  const rows = await knownGauges(db, chain.now(), userAddress.toLowerCase());
  return { gauges: (await items(db, chain, rows)).map(gaugeInfo) };
}

export async function getGauge(db: Db, chain: ChainReader, address: string) {
  const rows = (await knownGauges(db, chain.now())).filter((r) => r.gauge === address.toLowerCase());
  // a gauge with no event yet (just created through the factory) is still a gauge: it answers the getters
  const state = readGauge(chain, rows[0]?.gauge ?? address);
  if (!state) throw new NotFoundError(`gaugeAddress: ${address} is not a known gauge`);
  const net = new Map([[state.address.toLowerCase(), BigInt(rows[0]?.net_day ?? '0')]]);
  const [[gauge], details] = await Promise.all([
    itemsOf(db, chain, [state.address], net),
    gaugeDetails(db, state, chain.now()),
  ]);
  if (!gauge) throw new NotFoundError(`gaugeAddress: ${address} is not a known gauge`);
  return { gauge, details };
}

interface TransactionRow {
  gauge: string;
  user_address: string;
  kind: 'deposit' | 'withdraw' | 'claim' | 'rewardDeposit';
  timestamp: number;
  tokens: { tokenRoot: string; amount: string }[];
  transaction_hash: string;
  boosted_amount: string | null;
  lock_time: number | null;
}

async function page(db: Db, conditions: SQL[], limit: number, offset: number) {
  const rows = await query<TransactionRow>(
    db,
    sql`select gauge, user_address, kind, timestamp, tokens, transaction_hash, boosted_amount::text as boosted_amount,
        lock_time from gauge_transactions where ${where(conditions)}
      order by lt desc, event_index desc limit ${limit} offset ${offset}`,
  );
  const total =
    offset === 0 && rows.length < limit
      ? rows.length
      : Number(
          (
            await query<{ n: string }>(
              db,
              sql`select count(*)::text as n from gauge_transactions where ${where(conditions)}`,
            )
          )[0]!.n,
        );
  return { rows, total };
}

export async function listTransactions(db: Db, body: TransactionsBody) {
  const conditions: SQL[] = [];
  if (body.gaugeAddress) conditions.push(sql`gauge = ${body.gaugeAddress.toLowerCase()}`);
  if (body.userAddress) conditions.push(sql`user_address = ${body.userAddress.toLowerCase()}`);
  if (body.eventType) conditions.push(sql`kind = any(${textArray(body.eventType)})`);
  if (body.timestamp) conditions.push(sql`timestamp >= ${body.timestamp.from} and timestamp <= ${body.timestamp.to}`);
  const { rows, total } = await page(db, conditions, body.limit, body.offset);
  const facts = await tokenFacts(
    db,
    rows.flatMap((r) => r.tokens.map((t) => t.tokenRoot)),
  );
  const transactions = rows.map((row) => ({
    gaugeAddress: row.gauge,
    kind: row.kind,
    timestamp: row.timestamp,
    tokens: row.tokens.map((t) => {
      const known = facts.get(t.tokenRoot.toLowerCase());
      const value = usd(BigInt(t.amount), known);
      return {
        tokenRoot: t.tokenRoot,
        tokenSymbol: known?.symbol ?? '',
        amount: t.amount,
        decimals: known?.decimals ?? null,
        value: value === undefined ? '0' : dec(value.toFixed(6)),
      };
    }),
    txHash: row.transaction_hash,
    userAddress: row.user_address,
  }));
  return { transactions, total, totalCount: total };
}

/** Status of a deposit at `now`: no lock, lock running, or lock ended (boost expired). */
export function depositStatus(lockTime: number, createdAt: number, now: number): GaugeDeposit['status'] {
  if (lockTime === 0) return 'noBoost';
  return createdAt + lockTime > now ? 'locked' : 'unlocked';
}

export async function listDeposits(db: Db, chain: ChainReader, body: DepositsBody) {
  const conditions = [sql`kind = 'deposit'`, sql`user_address = ${body.userAddress.toLowerCase()}`];
  if (body.gaugeAddress) conditions.push(sql`gauge = ${body.gaugeAddress.toLowerCase()}`);
  const { rows, total } = await page(db, conditions, body.limit, body.offset);
  const now = chain.now();
  const deposits = rows.map((row): GaugeDeposit => {
    const amount = row.tokens[0]?.amount ?? '0';
    const boosted = row.boosted_amount ?? amount;
    const lockTime = row.lock_time ?? 0;
    return {
      gaugeAddress: row.gauge,
      userAddress: row.user_address,
      amount,
      boostedAmount: boosted,
      boost: BigInt(amount) > 0n ? dec((Number(boosted) / Number(amount)).toFixed(6)) : '1',
      lockTime,
      createdAt: row.timestamp,
      lockEnd: row.timestamp + lockTime,
      status: depositStatus(lockTime, row.timestamp, now),
      txHash: row.transaction_hash,
    };
  });
  return { deposits, total, totalCount: total };
}

/** Registers the gauges routes (`/api/gauges/v1`). */
export function registerGaugesApi(
  app: FastifyInstance,
  deps: { db: Db; chain: ChainReader; answers?: AnswerCache },
  registry: RouteDef[],
): void {
  const { db, chain } = deps;
  // every read is kept while the read model, the chain and its second stand (the list is read for every visit of the
  // gauges page; a storm of wide reads ran the gauges' getters for each request)
  const read = keptReads(deps.answers);
  read(app, gaugesRoute, ({ body }) => listGauges(db, chain, body), registry);
  read(app, gaugeRoute, ({ body }) => getGauge(db, chain, body.gaugeAddress), registry);
  read(app, gaugeUserRewardsRoute, ({ body }) => userRewards(db, chain, body.gaugeAddress, body.userAddress), registry);
  read(app, gaugesByUserRoute, ({ body }) => gaugesByUser(db, chain, body.userAddress), registry);
  read(app, gaugeTransactionsRoute, ({ body }) => listTransactions(db, body), registry);
  read(app, gaugeDepositsRoute, ({ body }) => listDeposits(db, chain, body), registry);
  read(app, gaugesByRootRoute, ({ body }) => gaugesByRoot(db, chain, body.lpAddress), registry);
  read(app, gaugesBatchRoute, ({ body }) => gaugesBatch(db, chain, body.gauges), registry);
  read(app, gaugeTvlRoute, ({ body }) => gaugeGraph(db, chain, body, 'tvl'), registry);
  read(app, gaugeMinAprRoute, ({ body }) => gaugeGraph(db, chain, body, 'minApr'), registry);
  read(app, gaugeMaxAprRoute, ({ body }) => gaugeGraph(db, chain, body, 'maxApr'), registry);
  read(app, gaugeUserBalanceRoute, ({ body }) => userBalanceGraph(db, chain, body), registry);
  read(app, gaugeQubeRoundsRoute, ({ body }) => rewardRounds(db, chain, body, 'qube'), registry);
  read(app, gaugeTokenRoundsRoute, ({ body }) => rewardRounds(db, chain, body, 'tokens'), registry);
}
