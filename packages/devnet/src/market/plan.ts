/**
 * The deterministic market's decisions, pure (no devnet, no I/O): where each token's USD price is heading (a slow,
 * seeded wave around its start price), the USD prices the pools agree on, how far a pair is off them and how much
 * an arbitrageur sells to bring it back, and the one action of a background-market tick. The seeded history and the
 * live background market both use it, so the pools stay priced consistently with each other.
 */
import type { PoolKind } from '@tycho/abi';
import { MARKET_POOLS, prng, START_PRICES } from '../seed/market-config';
import { at } from '../engine/must';

const DAY = 86_400;
/** Tokens pegged to the dollar: their target is always 1. */
export const PEGGED = new Set(['USDT', 'USDC', 'DAI']);
/** USD anchors of the reference prices. */
const ANCHORS = ['USDT', 'USDC', 'DAI'];

/** A pool as the planner sees it: symbols in pool order, whole-token reserves, fee as a fraction. */
export interface PoolView {
  symbols: string[];
  kind: PoolKind;
  reserves: number[];
  fee: number;
}

export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Where a token's USD price is heading at `time` (unix seconds): its start price times a slow wave of two sines
 * (periods of 4 to 12 days, up to about ±17 %), seeded per token. Pegged tokens stay at 1; unknown tokens are 0.
 */
export function targetUsd(symbol: string, time: number, seed = 1): number {
  const start = START_PRICES[symbol] ?? 0;
  if (PEGGED.has(symbol) || start === 0) return start;
  const rand = prng(hashOf(`${seed}:${symbol}`));
  const [p1, p2] = [4 + rand() * 8, 1.5 + rand() * 3];
  const [f1, f2] = [rand() * 2 * Math.PI, rand() * 2 * Math.PI];
  const wave =
    0.12 * Math.sin((2 * Math.PI * time) / (p1 * DAY) + f1) + 0.05 * Math.sin((2 * Math.PI * time) / (p2 * DAY) + f2);
  return start * Math.exp(wave);
}

/** Price of token i in token j by the pool's reserves (whole tokens); 0 when a side is empty. */
export function poolPrice(pool: PoolView, i: number, j: number): number {
  const [ri, rj] = [pool.reserves[i] ?? 0, pool.reserves[j] ?? 0];
  return ri > 0 && rj > 0 ? rj / ri : 0;
}

/**
 * USD prices the pools agree on: the dollar stablecoins at 1, then in rounds every other token through its
 * deepest constant-product pair with an already priced token (like the indexer prices them).
 */
export function referencePrices(pools: readonly PoolView[]): Map<string, number> {
  const prices = new Map<string, number>(ANCHORS.map((s) => [s, 1]));
  for (let round = 0; round < 8; round++) {
    const best = new Map<string, { price: number; depth: number }>();
    for (const pool of pools) {
      if (pool.kind !== 'common') continue;
      for (const [i, j] of [
        [0, 1],
        [1, 0],
      ] as const) {
        const known = prices.get(at(pool.symbols, i, 'pool symbol'));
        const other = at(pool.symbols, j, 'pool symbol');
        if (known === undefined || prices.has(other)) continue;
        const depth = (pool.reserves[i] ?? 0) * known;
        const price = known * poolPrice(pool, j, i);
        const current = best.get(other);
        if (price > 0 && (!current || depth > current.depth)) best.set(other, { price, depth });
      }
    }
    if (best.size === 0) break;
    for (const [symbol, { price }] of best) prices.set(symbol, price);
  }
  return prices;
}

/** How far a pair's price of token 0 is off the reference prices (0.02 = 2 % too expensive); 0 if unpriced. */
export function deviation(pool: PoolView, prices: ReadonlyMap<string, number>): number {
  if (pool.kind !== 'common') return 0;
  const [a, b] = [prices.get(at(pool.symbols, 0, 'pool symbol')), prices.get(at(pool.symbols, 1, 'pool symbol'))];
  const price = poolPrice(pool, 0, 1);
  if (!a || !b || !(price > 0)) return 0;
  return price / (a / b) - 1;
}

/**
 * The swap that brings a constant-product pair back to the reference price of token 0 in token 1: which token to
 * sell and how much, as a fraction of that token's reserve (the fee taken into account).
 */
export function arbitrage(pool: PoolView, prices: ReadonlyMap<string, number>): { from: number; fraction: number } {
  const off = deviation(pool, prices);
  if (off === 0) return { from: 0, fraction: 0 };
  // x·y = k: token 0 too expensive → sell token 0 until its reserve is √(1 + off) times larger, and vice versa.
  const from = off > 0 ? 0 : 1;
  const ratio = off > 0 ? 1 + off : 1 / (1 + off);
  return { from, fraction: (Math.sqrt(ratio) - 1) / (1 - pool.fee) };
}

/** The pair that is furthest off the reference prices, if more than `threshold` off. */
export function worstPair(
  pools: readonly PoolView[],
  prices: ReadonlyMap<string, number>,
  threshold: number,
): number | undefined {
  let worst: number | undefined;
  let size = threshold;
  for (const [k, pool] of pools.entries()) {
    const off = Math.abs(deviation(pool, prices));
    if (off > size) [worst, size] = [k, off];
  }
  return worst;
}

/** Whether a trade in this pool sells token `i` for `j` (true) or the reverse, leaning towards the target prices. */
export function leanSells(pool: PoolView, i: number, j: number, time: number, seed: number, roll: number): boolean {
  const [ti, tj] = [
    targetUsd(at(pool.symbols, i, 'pool symbol'), time, seed),
    targetUsd(at(pool.symbols, j, 'pool symbol'), time, seed),
  ];
  // stable pools hold pegged tokens: the target is balanced reserves, i.e. a ratio of 1
  const target = pool.kind === 'common' && tj > 0 ? ti / tj : 1;
  const current = pool.kind === 'common' ? poolPrice(pool, i, j) : (pool.reserves[j] ?? 0) / (pool.reserves[i] || 1);
  return current > target ? roll < 0.7 : roll < 0.3;
}

export type TickAction =
  | { kind: 'swap'; pool: number; from: number; to: number; fraction: number; trader: number }
  | { kind: 'deposit'; pool: number; share: number; trader: number }
  | { kind: 'withdraw'; pool: number; trader: number };

/** Weight of each seeded pool when picking where a trade happens (busier where deeper). */
const WEIGHTS = MARKET_POOLS.map((p) => Math.sqrt(p.tvl));

/** Picks an index by weight with one roll in [0, 1). */
export function pickWeighted(weights: readonly number[], roll: number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = roll * total;
  for (const [k, w] of weights.entries()) if ((x -= w) < 0) return k;
  return weights.length - 1;
}

/**
 * What tick number `tick` of the background market does: mostly a small swap (0.005 % to 0.2 % of the sold
 * reserve) by one of the traders, leaning towards the target prices; one tick in ten a small deposit (0.02 % to
 * 0.12 % of the pool) or a withdrawal of part of a trader's LP. The same seed and tick give the same action.
 */
export function planTick(
  pools: readonly PoolView[],
  tick: number,
  time: number,
  seed: number,
  traders: number,
): TickAction {
  const rand = prng(hashOf(`${seed}:tick:${tick}`));
  const roll = rand();
  const trader = Math.floor(rand() * traders);
  const pool = pickWeighted(WEIGHTS.slice(0, pools.length), rand());
  const view = at(pools, pool, 'pool view');
  if (roll < 0.06) return { kind: 'deposit', pool, share: 0.0002 + rand() * 0.001, trader };
  if (roll < 0.1) return { kind: 'withdraw', pool, trader };
  const n = view.symbols.length;
  const i = Math.floor(rand() * n);
  const j = (i + 1 + Math.floor(rand() * (n - 1))) % n;
  const sells = leanSells(view, i, j, time, seed, rand());
  const fraction = 0.00005 + rand() ** 2 * 0.002;
  return sells
    ? { kind: 'swap', pool, from: i, to: j, fraction, trader }
    : { kind: 'swap', pool, from: j, to: i, fraction, trader };
}
