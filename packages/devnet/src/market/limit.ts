/**
 * Limit orders of the background market: now and then a tick also places an order near the pool price on one of the
 * seeded limit pairs (LimitMaker), fills part or all of one of those orders (LimitTaker), or cancels one. The plan is
 * pure (seed, tick and how many of its orders are open); the orders go through the same wallet messages a user's
 * wallet sends (seed/limit-actions), so settlement is the order model's exact one and the indexer sees a live book.
 * The market's open orders are remembered in devnet_meta (`marketLimitOrders`); orders users filled or that
 * otherwise left the Active state are forgotten.
 */
import { OrderState } from '@tycho/abi';
import type { DevnetImpl } from '../devnet';
import { fromJson } from '../engine/json';
import { ORDER_KIND } from '../contracts/limit/constants';
import * as dex from '../seed/dex-actions';
import { seeded } from '../seed/steps';
import { at } from '../engine/must';
import * as limit from '../seed/limit-actions';
import { LIMIT_PAIRS } from '../seed/limit';
import { prng, toUnits } from '../seed/market-config';
import { ensureGas, ensureHolding } from './actions';
import { hashOf } from './plan';

/** Open orders of the market per pair above which it cancels the oldest instead of placing more. */
export const MAX_OPEN_PER_PAIR = 6;
/** Share of ticks with a limit-order action. */
const LIMIT_SHARE = 0.35;
const META_KEY = 'marketLimitOrders';

export type LimitAction =
  | { kind: 'none' }
  /** An ask (sells the base) or a bid (buys it) `offset` away from the pool price, worth `value` quote tokens. */
  | { kind: 'place'; pair: number; side: 'ask' | 'bid'; offset: number; value: number }
  /** `part` (0..1, 1 = the rest) of what the `order`-th open order still expects. */
  | { kind: 'fill'; pair: number; order: number; part: number }
  | { kind: 'cancel'; pair: number; order: number };

/**
 * The limit-order action of tick `tick` given the market's open orders per pair: none in about two ticks of three;
 * else on a pair picked by the seed: place when it has none, cancel the oldest when it has too many, otherwise
 * place (half), fill (a third: a quarter of those the rest) or cancel one.
 */
export function planLimitTick(tick: number, seed: number, open: readonly number[]): LimitAction {
  const rand = prng(hashOf(`${seed}:limit:${tick}`));
  if (rand() >= LIMIT_SHARE || open.length === 0) return { kind: 'none' };
  const pair = Math.floor(rand() * open.length);
  const count = at(open, pair, 'open orders count of the pair');
  const roll = rand();
  const pick = Math.floor(rand() * Math.max(1, count));
  if (count >= MAX_OPEN_PER_PAIR) return { kind: 'cancel', pair, order: 0 };
  if (count === 0 || roll < 0.5) {
    const side = rand() < 0.5 ? 'ask' : 'bid';
    return { kind: 'place', pair, side, offset: 0.002 + rand() * 0.012, value: 300 + Math.round(rand() * 1700) };
  }
  if (roll < 0.85) {
    const part = rand() < 0.25 ? 1 : 0.2 + Math.round(rand() * 50) / 100;
    return { kind: 'fill', pair, order: pick, part };
  }
  return { kind: 'cancel', pair, order: pick };
}

/** What a limit tick needs of the network: the factory, the two limit traders and the pairs' token roots. */
export interface LimitMarket {
  factory: string;
  maker: string;
  taker: string;
  pairs: [string, string][];
}

/** The limit market of a network seeded with the limit orders' steps; undefined without them. */
export function limitMarketOf(d: DevnetImpl): LimitMarket | undefined {
  const a = d.addresses();
  const [maker, taker] = [a['account:LimitMaker'], a['account:LimitTaker']];
  if (!a.limitOrderFactory || !maker || !taker) return undefined;
  const pairs: [string, string][] = [];
  for (const [b, q] of LIMIT_PAIRS) {
    const [base, quote] = [a[`token:${b}`], a[`token:${q}`]];
    if (!base || !quote) return undefined;
    pairs.push([base, quote]);
  }
  return { factory: a.limitOrderFactory, maker, taker, pairs };
}

const isActive = (d: DevnetImpl, order: string) => limit.orderState(d, order)?.state === OrderState.Active;

/** Price of one base token in quote tokens (whole tokens) by their pool's reserves. */
function poolPrice(d: DevnetImpl, base: string, quote: string) {
  const s = dex.poolState(d, seeded(d.addresses(), 'dexRoot'), [base, quote]);
  if (!s) return undefined;
  const whole = (root: string) => {
    const k = s.roots.indexOf(root);
    return Number(at(s.balances, k, 'pool balance')) / 10 ** at(s.decimals, k, 'pool token decimals');
  };
  const price = whole(quote) / whole(base);
  return { price, decimals: (root: string) => at(s.decimals, s.roots.indexOf(root), 'pool token decimals') };
}

/**
 * The best bid and ask (quote per base, whole tokens) among the pair's active orders, anyone's: a new order must
 * not cross them (the model has no matching, so a crossed book would stay crossed).
 */
function bookEdges(d: DevnetImpl, base: string, quote: string, units: (root: string) => number) {
  let bid = 0;
  let ask = Infinity;
  const whole = (amount: bigint, root: string) => Number(amount) / 10 ** units(root);
  for (const account of d.accounts()) {
    if (account.kind !== ORDER_KIND) continue;
    const s = limit.orderState(d, account.address);
    if (!s || s.state !== OrderState.Active) continue;
    if (s.spentToken === base && s.receiveToken === quote) {
      ask = Math.min(ask, whole(s.expectedAmount, quote) / whole(s.initialAmount, base));
    } else if (s.spentToken === quote && s.receiveToken === base) {
      bid = Math.max(bid, whole(s.initialAmount, quote) / whole(s.expectedAmount, base));
    }
  }
  return { bid, ask };
}

/** Runs the limit-order action of tick `tick` (callback id `id`) and answers it. */
export async function limitTick(d: DevnetImpl, m: LimitMarket, tick: number, id: bigint): Promise<LimitAction> {
  const stored = fromJson<string[][] | undefined>(await d.readMeta(META_KEY)) ?? [];
  const open = m.pairs.map((_, k) => (stored[k] ?? []).filter((order) => isActive(d, order)));
  const action = planLimitTick(
    tick,
    d.seed,
    open.map((o) => o.length),
  );
  if (action.kind === 'place') {
    const [base, quote] = at(m.pairs, action.pair, 'limit market pair');
    const pool = poolPrice(d, base, quote);
    if (!pool) return { kind: 'none' };
    // off the pool price, and never across the book: an ask above the best bid, a bid below the best ask
    const edges = bookEdges(d, base, quote, pool.decimals);
    const price =
      action.side === 'ask'
        ? Math.max(pool.price, edges.bid) * (1 + action.offset)
        : Math.min(pool.price, edges.ask) * (1 - action.offset);
    const baseUnits = toUnits(action.value / price, pool.decimals(base));
    const quoteUnits = toUnits(action.value, pool.decimals(quote));
    const [spent, receive, amount, expected] =
      action.side === 'ask' ? [base, quote, baseUnits, quoteUnits] : [quote, base, quoteUnits, baseUnits];
    if (amount <= 0n || expected <= 0n) return { kind: 'none' };
    await ensureGas(d, m.maker);
    await ensureHolding(d, m.maker, spent, amount);
    const order = await limit.placeOrder(d, m.factory, m.maker, spent, receive, amount, expected, id);
    if (order) at(open, action.pair, 'open orders of the pair').push(order);
  } else if (action.kind === 'fill') {
    const order = at(at(open, action.pair, 'open orders of the pair'), action.order, 'open order');
    const s = limit.deployedOrder(d, order);
    const amount =
      action.part >= 1 ? s.currentReceive : (s.currentReceive * BigInt(Math.round(action.part * 100))) / 100n;
    if (amount <= 0n) return { kind: 'none' };
    await ensureGas(d, m.taker);
    await ensureHolding(d, m.taker, s.receiveToken, amount);
    await limit.fillOrder(d, order, m.taker, amount, id);
  } else if (action.kind === 'cancel') {
    await ensureGas(d, m.maker);
    const order = at(at(open, action.pair, 'open orders of the pair'), action.order, 'open order');
    await limit.cancelOrder(d, order, m.maker, id);
  }
  d.chain.setMeta(
    META_KEY,
    open.map((orders) => orders.filter((order) => isActive(d, order))),
  );
  return action;
}
