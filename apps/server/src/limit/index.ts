import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  limitExchangesRoute,
  limitOrderBookRoute,
  limitOrdersRoute,
  limitPlotDataRoute,
  type Candle,
  type InferOr,
  type LimitExchange,
  type LimitOrder,
  type RouteDef,
} from '@tycho/api';
import type { Db } from '@tycho/db';
import type { AnswerCache } from '../http/answer-cache';
import { keptReads } from '../http/routes';
import { MAX_POINTS, bucketRange, dec, query, textArray, timeframeSeconds, where } from '../dex/sql';

/**
 * Limit-order API (`/api/limit/v1`): reads `limit_orders` and `limit_order_exchanges` (packages/db/src/schema/limit.ts).
 * The indexer fills them from the limit-order contracts' events (apps/server/src/indexer/limit).
 */

/** Price levels answered per side of the order book. */
export const ORDER_BOOK_DEPTH = 50;
/** Decimal places of order-book price levels (prices are grouped after rounding to this scale). */
const PRICE_SCALE = 18;

type Pair = { leftTokenRoot?: string | null; rightTokenRoot?: string | null };
type OrdersBody = InferOr<(typeof limitOrdersRoute)['body'], undefined>;
type ExchangesBody = InferOr<(typeof limitExchangesRoute)['body'], undefined>;
type BookBody = InferOr<(typeof limitOrderBookRoute)['body'], undefined>;
type PlotBody = InferOr<(typeof limitPlotDataRoute)['body'], undefined>;

const lower = (value: string | null | undefined) => (value ? value.toLowerCase() : undefined);

/**
 * Pair and side filter over a (spent, receive) couple of columns. sell: spends the left token for the right one;
 * buy: spends the right token for the left one; a missing root matches any token; no side: either.
 */
function pairCondition(pair: Pair, spent: SQL, receive: SQL, side?: 'buy' | 'sell' | null): SQL | undefined {
  const left = lower(pair.leftTokenRoot);
  const right = lower(pair.rightTokenRoot);
  if (!left && !right) return undefined;
  const both = (a: SQL | undefined, b: SQL | undefined) => where([a, b].filter((c): c is SQL => c !== undefined));
  const sell = both(left ? sql`${spent} = ${left}` : undefined, right ? sql`${receive} = ${right}` : undefined);
  const buy = both(left ? sql`${receive} = ${left}` : undefined, right ? sql`${spent} = ${right}` : undefined);
  if (side === 'sell') return sell;
  if (side === 'buy') return buy;
  return sql`((${sell}) or (${buy}))`;
}

interface OrderRow {
  address: string;
  limit_order_root: string;
  owner_address: string;
  dex_pair: string | null;
  spent_token_root: string;
  receive_token_root: string;
  initial_spent_amount: string;
  expected_receive_amount: string;
  current_spent_amount: string;
  current_receive_amount: string;
  filled_amount: string;
  filled_percent: string;
  price: string;
  state: LimitOrder['state'];
  created_at: number;
  updated_at: number;
}

const orderColumns = sql`o.address, o.limit_order_root, o.owner_address, o.dex_pair, o.spent_token_root, o.receive_token_root,
  o.initial_spent_amount::text as initial_spent_amount, o.expected_receive_amount::text as expected_receive_amount,
  o.current_spent_amount::text as current_spent_amount, o.current_receive_amount::text as current_receive_amount,
  greatest(o.initial_spent_amount - o.current_spent_amount, 0)::text as filled_amount,
  (case when o.initial_spent_amount > 0
    then least(greatest(round((o.initial_spent_amount - o.current_spent_amount) * 100 / o.initial_spent_amount, 2), 0), 100)
    else 0 end)::text as filled_percent,
  o.price::text as price, o.state, o.created_at, o.updated_at`;

function toOrder(row: OrderRow): LimitOrder {
  return {
    address: row.address,
    limitOrderRoot: row.limit_order_root,
    ownerAddress: row.owner_address,
    dexPair: row.dex_pair,
    spentTokenRoot: row.spent_token_root,
    receiveTokenRoot: row.receive_token_root,
    initialSpentAmount: row.initial_spent_amount,
    expectedReceiveAmount: row.expected_receive_amount,
    currentSpentAmount: row.current_spent_amount,
    currentReceiveAmount: row.current_receive_amount,
    filledAmount: row.filled_amount,
    filledPercent: dec(row.filled_percent),
    price: dec(row.price),
    state: row.state,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const orderSortColumns = {
  createdAt: sql`o.created_at`,
  price: sql`o.price`,
  currentAmount: sql`o.current_spent_amount`,
} as const;

export async function listLimitOrders(db: Db, body: OrdersBody) {
  const conditions: SQL[] = [];
  const pair = pairCondition(body, sql`o.spent_token_root`, sql`o.receive_token_root`, body.side);
  if (pair) conditions.push(pair);
  if (body.ownerAddress) conditions.push(sql`o.owner_address = ${body.ownerAddress.toLowerCase()}`);
  if (body.states) conditions.push(sql`o.state = any(${textArray(body.states)})`);
  const dir = body.sortDirection === 'asc' ? sql`asc` : sql`desc`;
  const key = orderSortColumns[body.sortBy];
  const rows = await query<OrderRow>(
    db,
    sql`select ${orderColumns} from limit_orders o where ${where(conditions)}
      order by ${key} ${dir}, o.created_at ${dir}, o.created_lt ${dir}, o.address ${dir}
      limit ${body.limit} offset ${body.offset}`,
  );
  const totalCount =
    body.offset === 0 && rows.length < body.limit
      ? rows.length
      : Number(
          (
            await query<{ n: string }>(
              db,
              sql`select count(*)::text as n from limit_orders o where ${where(conditions)}`,
            )
          )[0].n,
        );
  return { orders: rows.map(toOrder), totalCount };
}

interface ExchangeRow {
  order_address: string;
  account_address: string;
  spent_token_root: string;
  receive_token_root: string;
  spent_amount: string;
  receive_amount: string;
  fee: string;
  transaction_hash: string;
  created_at: number;
}

export async function listLimitExchanges(db: Db, body: ExchangesBody) {
  const conditions: SQL[] = [];
  // Taker side: the taker of a "sell left" order spends the right token, so the taker's spent/receive are swapped.
  const pair = pairCondition(body, sql`e.receive_token_root`, sql`e.spent_token_root`);
  if (pair) conditions.push(pair);
  if (body.orderAddress) conditions.push(sql`e.order_address = ${body.orderAddress.toLowerCase()}`);
  if (body.accountAddress) {
    const account = body.accountAddress.toLowerCase();
    conditions.push(sql`(e.account_address = ${account}
      or exists (select 1 from limit_orders o where o.address = e.order_address and o.owner_address = ${account}))`);
  }
  const dir = body.sortDirection === 'asc' ? sql`asc` : sql`desc`;
  const rows = await query<ExchangeRow>(
    db,
    sql`select e.order_address, e.account_address, e.spent_token_root, e.receive_token_root,
        e.spent_amount::text as spent_amount, e.receive_amount::text as receive_amount, e.fee::text as fee,
        e.transaction_hash, e.created_at
      from limit_order_exchanges e where ${where(conditions)}
      order by e.created_at ${dir}, e.lt ${dir} limit ${body.limit} offset ${body.offset}`,
  );
  const totalCount =
    body.offset === 0 && rows.length < body.limit
      ? rows.length
      : Number(
          (
            await query<{ n: string }>(
              db,
              sql`select count(*)::text as n from limit_order_exchanges e where ${where(conditions)}`,
            )
          )[0].n,
        );
  const exchanges = rows.map((row): LimitExchange => ({
    orderAddress: row.order_address,
    accountAddress: row.account_address,
    spentTokenRoot: row.spent_token_root,
    receiveTokenRoot: row.receive_token_root,
    spentAmount: row.spent_amount,
    receiveAmount: row.receive_amount,
    fee: row.fee,
    transactionHash: row.transaction_hash,
    createdAt: row.created_at,
  }));
  return { exchanges, totalCount };
}

interface LevelRow {
  price: string;
  left_amount: string;
  right_amount: string;
  orders_count: number;
}

/**
 * Active orders of one direction grouped by price (left token in right tokens, rounded to PRICE_SCALE places).
 * Asks spend the left token (their price is the order's price); bids spend the right token (price inverted).
 */
async function bookSide(db: Db, left: string, right: string, side: 'asks' | 'bids'): Promise<LevelRow[]> {
  const ask = side === 'asks';
  const level = ask
    ? sql`round(o.price, ${sql.raw(String(PRICE_SCALE))})`
    : sql`round(1::numeric(80, 40) / o.price, ${sql.raw(String(PRICE_SCALE))})`;
  const leftAmount = ask ? sql`o.current_spent_amount` : sql`o.current_receive_amount`;
  const rightAmount = ask ? sql`o.current_receive_amount` : sql`o.current_spent_amount`;
  return query<LevelRow>(
    db,
    sql`select level::text as price, left_amount::text as left_amount, right_amount::text as right_amount,
        orders_count::int as orders_count
      from (select ${level} as level, sum(${leftAmount}) as left_amount, sum(${rightAmount}) as right_amount,
          count(*) as orders_count
        from limit_orders o
        where o.state = 'Active' and o.spent_token_root = ${ask ? left : right}
          and o.receive_token_root = ${ask ? right : left} and o.price > 0 and o.current_spent_amount > 0
        group by 1) levels
      order by level ${ask ? sql`asc` : sql`desc`} limit ${ORDER_BOOK_DEPTH}`,
  );
}

export async function orderBook(db: Db, body: BookBody) {
  const left = body.leftTokenRoot.toLowerCase();
  const right = body.rightTokenRoot.toLowerCase();
  const [askRows, bidRows] = await Promise.all([bookSide(db, left, right, 'asks'), bookSide(db, left, right, 'bids')]);
  const toLevel = (row: LevelRow) => ({
    price: dec(row.price),
    leftAmount: row.left_amount,
    rightAmount: row.right_amount,
    ordersCount: Number(row.orders_count),
  });
  let spread: string | null = null;
  if (askRows.length > 0 && bidRows.length > 0) {
    const [row] = await query<{ spread: string }>(
      db,
      sql`select round((${askRows[0].price}::numeric - ${bidRows[0].price}::numeric) / ${askRows[0].price}::numeric,
        ${sql.raw(String(PRICE_SCALE))})::text as spread`,
    );
    spread = dec(row.spread);
  }
  return { asks: askRows.map(toLevel), bids: bidRows.map(toLevel), spread };
}

interface CandleRow {
  bucket: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** Candles of the left token's price in the right token from the pair's exchanges, in time order. */
export async function plotData(db: Db, body: PlotBody): Promise<Candle[]> {
  const left = body.leftTokenRoot.toLowerCase();
  const right = body.rightTokenRoot.toLowerCase();
  const width = timeframeSeconds(body.timeframe);
  const [from, to] = bucketRange(body);
  // whole buckets: a window ending inside one holds all of it (the chain's clock may run ahead of the client's)
  const end = (Math.floor(to / width) + 1) * width;
  const rows = await query<CandleRow>(
    db,
    sql`with fills as (
        select (e.created_at / ${width}) * ${width} as bucket, e.created_at, e.lt, e.tv,
          case when e.receive_token_root = ${left} then e.price
            else round(1::numeric(80, 40) / e.price, ${sql.raw(String(PRICE_SCALE))}) end as price
        from limit_order_exchanges e
        where ((e.receive_token_root = ${left} and e.spent_token_root = ${right})
            or (e.receive_token_root = ${right} and e.spent_token_root = ${left}))
          and e.price > 0 and e.created_at >= ${from} and e.created_at < ${end}
      )
      select bucket::bigint as bucket,
        ((array_agg(price order by created_at, lt))[1])::text as open,
        max(price)::text as high, min(price)::text as low,
        ((array_agg(price order by created_at desc, lt desc))[1])::text as close,
        sum(tv)::text as volume
      from fills group by bucket order by bucket limit ${MAX_POINTS}`,
  );
  return rows.map((row) => ({
    timestamp: Number(row.bucket) * 1000,
    open: dec(row.open),
    high: dec(row.high),
    low: dec(row.low),
    close: dec(row.close),
    volume: dec(row.volume),
  }));
}

/** Registers the four limit-order routes (`/api/limit/v1`). */
export function registerLimitOrderApi(
  app: FastifyInstance,
  deps: { db: Db; answers?: AnswerCache },
  registry: RouteDef[],
): void {
  const read = keptReads(deps.answers);
  read(app, limitOrdersRoute, ({ body }) => listLimitOrders(deps.db, body), registry);
  read(app, limitExchangesRoute, ({ body }) => listLimitExchanges(deps.db, body), registry);
  read(app, limitOrderBookRoute, ({ body }) => orderBook(deps.db, body), registry);
  read(app, limitPlotDataRoute, ({ body }) => plotData(deps.db, body), registry);
}
