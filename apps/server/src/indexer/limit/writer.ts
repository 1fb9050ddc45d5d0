import { sql } from 'drizzle-orm';
import { ORDER_STATES } from '@tycho/abi';
import { schema, type Db } from '@tycho/db';
import { query, textArray } from '../../dex/sql';
import { approxWholeTokens, usdString, type Market } from '../market';
import type { LimitCreateEvent, LimitEvent } from './events';

type StateName = (typeof schema.limitOrders.$inferInsert)['state'];
const API_STATES = new Set<string>(['Initialize', 'AwaitTokens', 'Active', 'Filled', 'SwapInProgress', 'Cancelled']);

export function stateName(state: number): StateName {
  const name = ORDER_STATES[state];
  return (name && API_STATES.has(name) ? name : 'Unknown') as StateName;
}

const SCALE = 18;

/** `num / den` as a decimal string with at most 18 places, rounded down (both positive). */
export function ratio(num: bigint, den: bigint): string {
  if (den <= 0n) return '0';
  const scaled = (num * 10n ** BigInt(SCALE)) / den;
  const text = scaled.toString().padStart(SCALE + 1, '0');
  const int = text.slice(0, -SCALE);
  const frac = text.slice(-SCALE).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** Price of one spent token in received tokens, whole tokens. */
export const orderPrice = (initial: bigint, expected: bigint, spentDecimals: number, receiveDecimals: number) =>
  ratio(expected * 10n ** BigInt(spentDecimals), initial * 10n ** BigInt(receiveDecimals));

interface OrderInfo {
  spentToken: string;
  receiveToken: string;
  spentDecimals: number;
  receiveDecimals: number;
  price: string;
}

async function knownOrders(db: Db, events: LimitEvent[]): Promise<Map<string, OrderInfo>> {
  const known = new Map<string, OrderInfo>();
  for (const e of events) {
    if (e.type !== 'limitCreate') continue;
    known.set(e.order, {
      spentToken: e.spentToken,
      receiveToken: e.receiveToken,
      spentDecimals: e.spentDecimals,
      receiveDecimals: e.receiveDecimals,
      price: orderPrice(e.initial, e.expected, e.spentDecimals, e.receiveDecimals),
    });
  }
  const missing = [...new Set(events.map((e) => e.order))].filter((a) => !known.has(a));
  if (missing.length === 0) return known;
  const rows = await query<{
    address: string;
    spent_token_root: string;
    receive_token_root: string;
    spent_decimals: number;
    receive_decimals: number;
    price: string;
  }>(
    db,
    sql`select address, spent_token_root, receive_token_root, spent_decimals, receive_decimals, price::text as price
      from limit_orders where address = any(${textArray(missing)})`,
  );
  for (const r of rows) {
    known.set(r.address, {
      spentToken: r.spent_token_root,
      receiveToken: r.receive_token_root,
      spentDecimals: Number(r.spent_decimals),
      receiveDecimals: Number(r.receive_decimals),
      price: r.price,
    });
  }
  return known;
}

function createRow(e: LimitCreateEvent, price: string): typeof schema.limitOrders.$inferInsert {
  return {
    address: e.order,
    limitOrderRoot: e.root,
    ownerAddress: e.owner,
    dexPair: e.dexPair,
    spentTokenRoot: e.spentToken,
    receiveTokenRoot: e.receiveToken,
    spentDecimals: e.spentDecimals,
    receiveDecimals: e.receiveDecimals,
    initialSpentAmount: e.initial.toString(),
    expectedReceiveAmount: e.expected.toString(),
    currentSpentAmount: e.initial.toString(),
    currentReceiveAmount: e.expected.toString(),
    price,
    state: 'Initialize',
    createdAt: e.time,
    updatedAt: e.time,
    createdLt: e.lt,
    createdTransactionHash: e.transactionHash,
    lastTransactionHash: e.transactionHash,
  };
}

/**
 * Writes limit-order events of one batch (inside the indexer's DB transaction, in chain order): new orders, state
 * changes and remaining amounts, fills (valued in USD at the market's prices of the batch). Events of orders that no
 * trusted root created are ignored.
 */
export async function writeLimitEvents(db: Db, market: Market, events: LimitEvent[]): Promise<void> {
  if (events.length === 0) return;
  const known = await knownOrders(db, events);
  for (const e of events) {
    const info = known.get(e.order);
    if (!info) continue;
    if (e.type === 'limitCreate') {
      await db.insert(schema.limitOrders).values(createRow(e, info.price)).onConflictDoNothing();
      continue;
    }
    const state = e.type === 'limitState' ? sql`, state = ${stateName(e.to)}` : sql``;
    await db.execute(
      sql`update limit_orders set current_spent_amount = ${e.currentSpent.toString()},
        current_receive_amount = ${e.currentReceive.toString()}, updated_at = ${e.time},
        last_transaction_hash = ${e.transactionHash} ${state} where address = ${e.order}`,
    );
    if (e.type !== 'limitExchange') continue;
    const spent = e.toMaker + e.fee;
    const usd =
      approxWholeTokens(spent, info.receiveDecimals) * market.price(info.receiveToken) ||
      approxWholeTokens(e.toTaker, info.spentDecimals) * market.price(info.spentToken);
    await db
      .insert(schema.limitOrderExchanges)
      .values({
        transactionHash: e.transactionHash,
        lt: e.lt,
        orderAddress: e.order,
        accountAddress: e.initiator,
        spentTokenRoot: info.receiveToken,
        receiveTokenRoot: info.spentToken,
        spentAmount: spent.toString(),
        receiveAmount: e.toTaker.toString(),
        fee: e.fee.toString(),
        price: info.price,
        tv: usdString(usd),
        createdAt: e.time,
      })
      .onConflictDoNothing();
  }
}
