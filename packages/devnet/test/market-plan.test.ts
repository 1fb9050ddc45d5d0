/** The market planner (pure): target prices, reference prices, arbitrage and the background market's ticks. */
import { describe, expect, it } from 'vitest';
import {
  arbitrage,
  deviation,
  leanSells,
  pickWeighted,
  planTick,
  poolPrice,
  referencePrices,
  targetUsd,
  worstPair,
  type PoolView,
} from '../src/market/plan';
import { MAX_OPEN_PER_PAIR, planLimitTick } from '../src/market/limit';
import { MARKET_POOLS, START_PRICES } from '../src/seed/market-config';

const DAY = 86_400;
const T = Date.UTC(2026, 10, 20) / 1000;
const pair = (a: string, b: string, ra: number, rb: number): PoolView => ({
  symbols: [a, b],
  kind: 'common',
  reserves: [ra, rb],
  fee: 0.003,
});
/** The seeded pools at their start prices (equal USD value per token). */
const seeded = (): PoolView[] =>
  MARKET_POOLS.map((p) => ({
    symbols: p.symbols,
    kind: p.kind,
    reserves: p.symbols.map((s) => p.tvl / p.symbols.length / START_PRICES[s]!),
    fee: 0.003,
  }));

/** A constant-product swap of `amount` of token `from` (fee kept in the pool). */
function swapIn(pool: PoolView, from: number, amount: number): PoolView {
  const to = 1 - from;
  const [x, y] = [pool.reserves[from]!, pool.reserves[to]!];
  const out = (y * amount * (1 - pool.fee)) / (x + amount * (1 - pool.fee));
  const reserves = [...pool.reserves];
  reserves[from] = x + amount;
  reserves[to] = y - out;
  return { ...pool, reserves };
}

describe('target prices', () => {
  it('keeps dollar stablecoins at 1 and moves the others slowly around their start price, per seed', () => {
    expect(targetUsd('USDT', T)).toBe(1);
    expect(targetUsd('DAI', T + 5 * DAY)).toBe(1);
    expect(targetUsd('NOPE', T)).toBe(0);
    for (const symbol of ['QUBE', 'WBTC', 'WTYCHO', 'LINK']) {
      const start = START_PRICES[symbol]!;
      const path = Array.from({ length: 60 }, (_, d) => targetUsd(symbol, T + d * DAY) / start);
      expect(Math.max(...path)).toBeLessThan(1.2);
      expect(Math.min(...path)).toBeGreaterThan(0.83);
      expect(Math.max(...path) - Math.min(...path)).toBeGreaterThan(0.05);
      // an hour moves it by well under a percent: a trend, not noise
      expect(Math.abs(targetUsd(symbol, T + 3600) / targetUsd(symbol, T) - 1)).toBeLessThan(0.01);
    }
    expect(targetUsd('QUBE', T, 1)).toBe(targetUsd('QUBE', T, 1));
    expect(targetUsd('QUBE', T, 2)).not.toBe(targetUsd('QUBE', T, 1));
  });
});

describe('reference prices', () => {
  it('prices every seeded token through its deepest pair from the dollar stablecoins', () => {
    const prices = referencePrices(seeded());
    for (const symbol of Object.keys(START_PRICES)) expect(prices.get(symbol)).toBeCloseTo(START_PRICES[symbol]!, 6);
  });

  it('takes the deepest pair: a thin pool off the price does not move the reference', () => {
    const pools = [pair('QUBE', 'USDT', 500_000, 1_000_000), pair('QUBE', 'WTYCHO', 1000, 30_000)];
    const prices = referencePrices([...pools, pair('WTYCHO', 'USDT', 3_000_000, 300_000)]);
    expect(prices.get('QUBE')).toBe(2);
    expect(prices.get('WTYCHO')).toBeCloseTo(0.1, 12);
    // the thin pool prices QUBE at 30 WTYCHO = $3, 50 % above the reference
    expect(deviation(pools[1]!, prices)).toBeCloseTo(0.5, 9);
    expect(deviation(pools[0]!, prices)).toBeCloseTo(0, 12);
  });
});

describe('arbitrage', () => {
  it('sells the expensive side until the pair agrees with the reference again (both directions)', () => {
    const prices = new Map([
      ['QUBE', 2],
      ['USDT', 1],
    ]);
    for (const price of [2.4, 1.7, 2.02]) {
      const pool = pair('QUBE', 'USDT', 100_000, 100_000 * price);
      const { from, fraction } = arbitrage(pool, prices);
      expect(from).toBe(price > 2 ? 0 : 1);
      const after = swapIn(pool, from, pool.reserves[from]! * fraction);
      expect(Math.abs(deviation(after, prices))).toBeLessThan(0.001);
    }
    expect(arbitrage(pair('QUBE', 'USDT', 1, 2), prices).fraction).toBeCloseTo(0, 12);
  });

  it('finds the pair furthest off, above a threshold', () => {
    const prices = new Map([
      ['A', 1],
      ['B', 1],
      ['USDT', 1],
    ]);
    const pools = [pair('A', 'USDT', 100, 101), pair('B', 'USDT', 100, 95), pair('A', 'B', 100, 99.5)];
    expect(worstPair(pools, prices, 0.01)).toBe(1);
    expect(worstPair(pools, prices, 0.06)).toBeUndefined();
  });
});

describe('background market ticks', () => {
  it('leans a trade towards the target: an overpriced token is sold 70 % of the time', () => {
    const cheap = pair('QUBE', 'USDT', 100_000, 100_000); // QUBE at $1, target about $2
    const rolls = Array.from({ length: 1000 }, (_, k) => k / 1000);
    expect(rolls.filter((r) => leanSells(cheap, 0, 1, T, 1, r)).length).toBe(300);
    expect(rolls.filter((r) => leanSells(cheap, 1, 0, T, 1, r)).length).toBe(700);
    expect(poolPrice(cheap, 0, 1)).toBe(1);
  });

  it('is deterministic per seed and tick, mostly small swaps, sometimes deposits and withdrawals', () => {
    const pools = seeded();
    expect(planTick(pools, 17, T, 1, 4)).toEqual(planTick(pools, 17, T, 1, 4));
    const actions = Array.from({ length: 400 }, (_, tick) => planTick(pools, tick, T, 1, 4));
    expect(new Set(actions.map((a) => JSON.stringify(a))).size).toBeGreaterThan(380);
    const swaps = actions.filter((a) => a.kind === 'swap');
    expect(swaps.length).toBeGreaterThan(320);
    expect(actions.some((a) => a.kind === 'deposit')).toBe(true);
    expect(actions.some((a) => a.kind === 'withdraw')).toBe(true);
    for (const a of swaps) {
      expect(a.fraction).toBeGreaterThan(0);
      expect(a.fraction).toBeLessThanOrEqual(0.00205);
      expect(a.from).not.toBe(a.to);
      expect(Math.max(a.from, a.to)).toBeLessThan(pools[a.pool]!.symbols.length);
    }
    expect(new Set(actions.map((a) => a.trader))).toEqual(new Set([0, 1, 2, 3]));
    // deeper pools trade more often
    const count = (k: number) => actions.filter((a) => a.pool === k).length;
    expect(count(1)).toBeGreaterThan(count(MARKET_POOLS.length - 1));
    expect(planTick(pools, 17, T, 2, 4)).not.toEqual(planTick(pools, 17, T, 1, 4));
  });

  it('picks by weight', () => {
    expect(pickWeighted([1, 1, 2], 0)).toBe(0);
    expect(pickWeighted([1, 1, 2], 0.3)).toBe(1);
    expect(pickWeighted([1, 1, 2], 0.5)).toBe(2);
    expect(pickWeighted([1, 1, 2], 0.999)).toBe(2);
  });
});

describe('limit orders of the background market', () => {
  const plans = (open: number[], ticks = 400) =>
    Array.from({ length: ticks }, (_, tick) => planLimitTick(tick, 1, open));

  it('acts in about a third of the ticks, the same way for the same seed and tick', () => {
    const acting = plans([2, 2, 2]).filter((a) => a.kind !== 'none').length;
    expect(acting).toBeGreaterThan(100);
    expect(acting).toBeLessThan(180);
    expect(plans([2, 2, 2], 50)).toEqual(plans([2, 2, 2], 50));
    expect(planLimitTick(7, 2, [2, 2, 2])).toEqual(planLimitTick(7, 2, [2, 2, 2]));
  });

  it('places, fills and cancels; places on an empty pair and cancels the oldest on a full one', () => {
    const kinds = new Set(plans([2, 2, 2]).map((a) => a.kind));
    expect([...kinds].sort()).toEqual(['cancel', 'fill', 'none', 'place']);
    for (const a of plans([0, 0, 0])) expect(['none', 'place']).toContain(a.kind);
    for (const a of plans([MAX_OPEN_PER_PAIR, MAX_OPEN_PER_PAIR])) {
      if (a.kind !== 'none') expect(a).toMatchObject({ kind: 'cancel', order: 0 });
    }
  });

  it('names an open order, a fill part in (0, 1] and an offset of 0.2 % to 1.4 % off the pool price', () => {
    for (const a of plans([3, 1, 5])) {
      if (a.kind === 'fill' || a.kind === 'cancel') expect(a.order).toBeLessThan([3, 1, 5][a.pair]!);
      if (a.kind === 'fill') expect(a.part > 0 && a.part <= 1).toBe(true);
      if (a.kind === 'place') {
        expect(a.offset).toBeGreaterThanOrEqual(0.002);
        expect(a.offset).toBeLessThanOrEqual(0.014);
        expect(a.value).toBeGreaterThanOrEqual(300);
      }
    }
    expect(planLimitTick(0, 1, [])).toEqual({ kind: 'none' });
  });
});
