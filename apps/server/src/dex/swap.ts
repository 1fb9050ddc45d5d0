import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  swapPayloadRoute,
  swapRouteRoute,
  swapStatusRoute,
  type CrossSwapRouteRequest,
  type CrossSwapStatusResponse,
  type Route,
  type RouteDef,
} from '@tycho/api';
import type { Db } from '@tycho/db';
import {
  createRouteIndex,
  findBestRoute,
  searchRoute,
  type Route as MathRoute,
  type RouteSearchResult,
} from '@tycho/dex-math';
import { BadRequestError } from '../http/errors';
import { registerRoute } from '../http/routes';
import { toRoutePool, type PoolCache } from './pool-cache';
import type { PoolRow } from './pool-rows';
import { dec, query } from './sql';
import { buildSwapCall, canDeliver, type SwapChain, validateRoute } from './swap-payload';

const fraction = (value: number) => dec(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)).toFixed(12));

export const EMPTY_ROUTE: Route = {
  steps: [],
  globalFee: '0',
  globalPriceImpact: '0',
  lowLiquidity: false,
  noRouteReason: 'noRoute',
};

/** A route of dex-math as the API answers it; no route is an empty one with its reason ("route does not exist"). */
export function toApiRoute(
  route: MathRoute | undefined,
  flags: Pick<Route, 'lowLiquidity' | 'noRouteReason'> = { lowLiquidity: false, noRouteReason: 'noRoute' },
): Route {
  if (!route) return { ...EMPTY_ROUTE, noRouteReason: flags.noRouteReason ?? 'noRoute' };
  return {
    steps: route.steps.map((s) => ({
      actionType: s.actionType,
      amount: s.amount.toString(),
      expectedAmount: s.expectedAmount.toString(),
      minExpectedAmount: s.minExpectedAmount.toString(),
      fee: s.fee.toString(),
      poolAddress: s.poolAddress,
      poolType: s.poolType,
      priceImpact: fraction(s.priceImpact),
      spentCurrencyAddress: s.spentToken,
      receiveCurrencyAddress: s.receiveToken,
    })),
    globalFee: route.globalFee.toString(),
    globalPriceImpact: fraction(route.globalPriceImpact),
    lowLiquidity: flags.lowLiquidity,
    noRouteReason: null,
  };
}

/** The API answer of a route search: the route with its low-liquidity flag, or no steps and the reason. */
export const searchAnswer = (result: RouteSearchResult): Route => toApiRoute(result.route, result);

/**
 * Best route for an API request. expectedexchange: spend `amount` of from, receive to. expectedspendamount: receive
 * `amount` of from, spend to (the API swaps the tokens for rtl input; dex-math always names the spent token first).
 * minTvl is a preference: a route through shallower pools is answered, flagged lowLiquidity, when no deeper one fills
 * the amount; no route comes with its reason.
 */
export async function findRoute(cache: PoolCache, body: CrossSwapRouteRequest): Promise<RouteSearchResult> {
  const { index } = await cache.routeIndex();
  const ltr = body.direction === 'expectedexchange';
  const from = body.fromCurrencyAddress.toLowerCase();
  const to = body.toCurrencyAddress.toLowerCase();
  return searchRoute(index, {
    fromCurrencyAddress: ltr ? from : to,
    toCurrencyAddress: ltr ? to : from,
    amount: BigInt(body.amount),
    direction: body.direction,
    deep: body.deep,
    minTvl: Number(body.minTvl),
    whiteListCurrencies:
      body.whiteListCurrencies.length > 0 ? body.whiteListCurrencies.map((a) => a.toLowerCase()) : undefined,
    slippagePercent: body.slippage * 100,
  });
}

/**
 * A fresh quote of exactly the confirmed route: the same pools in the same order, spending the same amount, with
 * minimums at `slippage` (a fraction). The search only sees the route's own pools and may only pass through its
 * intermediate tokens; `undefined` when those pools no longer quote it. The same pools keep the confirmed route's
 * low-liquidity flag.
 */
export function requoteRoute(route: Route, pools: readonly PoolRow[], slippage: number): Route | undefined {
  const own = route.steps.map((s) => s.poolAddress.toLowerCase());
  const rows = pools.filter((p) => own.includes(p.address.toLowerCase()));
  const first = route.steps[0];
  const last = route.steps[route.steps.length - 1];
  const fresh = findBestRoute(createRouteIndex(rows.map(toRoutePool)), {
    fromCurrencyAddress: first.spentCurrencyAddress.toLowerCase(),
    toCurrencyAddress: last.receiveCurrencyAddress.toLowerCase(),
    amount: BigInt(first.amount),
    direction: 'expectedexchange',
    deep: route.steps.length,
    whiteListCurrencies: route.steps.slice(1).map((s) => s.spentCurrencyAddress.toLowerCase()),
    slippagePercent: slippage * 100,
  });
  const answer = toApiRoute(fresh, { lowLiquidity: route.lowLiquidity, noRouteReason: null });
  const samePools =
    answer.steps.length === own.length && answer.steps.every((s, k) => s.poolAddress.toLowerCase() === own[k]);
  return samePools ? answer : undefined;
}

/**
 * Records a built swap as Pending with what it spends: a cancelled swap gives the spent tokens back, and the
 * DEX's cancel callback carries only the call id. A call id already resolved is left alone.
 */
async function rememberSwapCall(db: Db, recipient: string, id: string, route: Route): Promise<void> {
  const first = route.steps[0];
  await db.execute(sql`insert into dex_swap_calls (recipient, call_id, status, amounts, token_roots)
    values (${recipient.toLowerCase()}, ${id}::numeric, 'Pending', array[${first.amount}]::numeric[], array[${first.spentCurrencyAddress}]::text[])
    on conflict (recipient, call_id) do update set amounts = excluded.amounts, token_roots = excluded.token_roots
    where dex_swap_calls.status = 'Pending'`);
}

export async function swapStatus(db: Db, recipient: string, id: string): Promise<CrossSwapStatusResponse> {
  const [row] = await query<{
    status: CrossSwapStatusResponse['status'];
    amounts: string[];
    token_roots: string[];
    transaction_hash: string | null;
  }>(
    db,
    sql`select status, amounts::text[] as amounts, token_roots::text[] as token_roots, transaction_hash
      from dex_swap_calls where recipient = ${recipient.toLowerCase()} and call_id = ${id}::numeric`,
  );
  if (!row) return { status: 'Pending', amount: [], tokenRoot: [], transactionHash: null };
  return {
    status: row.status,
    amount: row.status === 'Pending' ? [] : row.amounts,
    tokenRoot: row.status === 'Pending' ? [] : row.token_roots,
    transactionHash: row.status === 'Pending' ? null : row.transaction_hash,
  };
}

export function registerSwapRoutes(
  app: FastifyInstance,
  db: Db,
  chain: SwapChain,
  cache: PoolCache,
  registry: RouteDef[],
): void {
  registerRoute(app, swapRouteRoute, async ({ body }) => searchAnswer(await findRoute(cache, body)), registry);
  registerRoute(
    app,
    swapPayloadRoute,
    async ({ body }) => {
      // the payload follows the route the user confirmed; the server only checks it still delivers (spec 4.2)
      const pools = await cache.pools();
      validateRoute(body.route, pools);
      const fresh = requoteRoute(body.route, pools, body.slippage);
      if (!fresh) throw new BadRequestError('body.route: its pools no longer quote the confirmed amount');
      if (!canDeliver(body.route, fresh)) return { status: 'rateChanged' as const, route: fresh };
      const call = buildSwapCall(chain, body);
      await rememberSwapCall(db, body.recipient, body.id, call.route);
      return call;
    },
    registry,
  );
  registerRoute(app, swapStatusRoute, async ({ body }) => swapStatus(db, body.recipient, body.id), registry);
}
