import type { PoolKind } from '@tycho/abi';
import { approxNumber, formatUnits } from '@tycho/units';
import { sql } from 'drizzle-orm';
import type { Db } from '@tycho/db';
import { query } from '../dex/sql';

export interface TokenInfo {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  logoUri?: string;
  verified?: boolean;
  scam?: boolean;
}

/** A pool as the indexer keeps it in memory. */
export interface PoolState {
  address: string;
  kind: PoolKind;
  lpRoot: string;
  roots: string[];
  decimals: number[];
  reserves: bigint[];
  lpSupply: bigint;
  syncLt: bigint;
  tvl: number;
}

/**
 * Whole tokens of an integer amount as a float: only for USD values (price × amount, TVL, volumes in USD), which are
 * estimates anyway. Token amounts themselves stay exact (`formatUnits`, `sumWholeTokens`).
 */
export const approxWholeTokens = (amount: bigint, decimals: number) => approxNumber(amount, decimals);

/** The exact sum, in whole tokens, of amounts of tokens with different decimals (a decimal string). */
export function sumWholeTokens(amounts: readonly bigint[], decimals: readonly number[]): string {
  const scale = Math.max(0, ...decimals);
  const total = amounts.reduce((sum, amount, k) => sum + amount * 10n ** BigInt(scale - decimals[k]!), 0n);
  return formatUnits(total, scale);
}

/** USD amounts are written with 9 fractional digits. */
export const usdString = (value: number) => (Number.isFinite(value) && value > 0 ? value.toFixed(9) : '0');

/**
 * In-memory market: pools, token metadata and USD prices. USDT is the anchor ($1); every other token is priced in
 * rounds from already priced tokens, through its deepest pool (largest USD liquidity on the priced side), so the
 * shortest path to USDT wins and, among equally short ones, the deepest. Stable pools quote their tokens at the peg.
 */
export class Market {
  readonly pools = new Map<string, PoolState>();
  readonly tokens = new Map<string, TokenInfo>();
  prices = new Map<string, number>();

  constructor(readonly usdtRoot: string | undefined) {}

  static async load(db: Db, usdtRoot: string | undefined): Promise<Market> {
    const market = new Market(usdtRoot);
    const pools = await query<{
      address: string;
      kind: PoolKind;
      lp_root: string;
      roots: string[];
      decimals: string[];
      reserves: string[];
      lp_supply: string;
      sync_lt: string;
      tvl: string;
    }>(
      db,
      sql`select address, kind, lp_root, currency_addresses::text[] as roots, decimals::text[] as decimals,
        reserves::text[] as reserves, lp_supply::text as lp_supply, sync_lt::text as sync_lt, tvl::text as tvl from dex_pools`,
    );
    for (const p of pools) {
      market.pools.set(p.address, {
        address: p.address,
        kind: p.kind,
        lpRoot: p.lp_root,
        roots: p.roots,
        decimals: p.decimals.map(Number),
        reserves: p.reserves.map((r) => BigInt(r)),
        lpSupply: BigInt(p.lp_supply),
        syncLt: BigInt(p.sync_lt),
        tvl: Number(p.tvl),
      });
    }
    const tokens = await query<TokenInfo & { price: string }>(
      db,
      sql`select address, symbol, name, decimals, price::text as price from dex_currencies`,
    );
    for (const t of tokens) {
      market.tokens.set(t.address, {
        address: t.address,
        symbol: t.symbol,
        name: t.name,
        decimals: Number(t.decimals),
      });
      if (Number(t.price) > 0) market.prices.set(t.address, Number(t.price));
    }
    return market;
  }

  price(root: string): number {
    return this.prices.get(root) ?? 0;
  }

  /** Price of one token 0 in token 1 of a pool, from its reserves. */
  poolPrice(pool: PoolState): number {
    const r0 = approxWholeTokens(pool.reserves[0] ?? 0n, pool.decimals[0]);
    const r1 = approxWholeTokens(pool.reserves[1] ?? 0n, pool.decimals[1]);
    return r0 > 0 ? r1 / r0 : 0;
  }

  recomputePrices(): void {
    const prices = new Map<string, number>();
    if (this.usdtRoot) prices.set(this.usdtRoot, 1);
    const live = [...this.pools.values()].filter((p) => p.reserves.length > 1 && p.reserves.every((r) => r > 0n));
    for (let round = 0; round < 8; round++) {
      const best = new Map<string, { price: number; depth: number }>();
      for (const pool of live) {
        for (let i = 0; i < pool.roots.length; i++) {
          const known = prices.get(pool.roots[i]);
          if (known === undefined) continue;
          const depth = approxWholeTokens(pool.reserves[i], pool.decimals[i]) * known;
          for (let j = 0; j < pool.roots.length; j++) {
            if (i === j || prices.has(pool.roots[j])) continue;
            const rj = approxWholeTokens(pool.reserves[j], pool.decimals[j]);
            const price = pool.kind === 'common' ? depth / rj : known;
            const current = best.get(pool.roots[j]);
            if (Number.isFinite(price) && price > 0 && (!current || depth > current.depth)) {
              best.set(pool.roots[j], { price, depth });
            }
          }
        }
      }
      if (best.size === 0) break;
      for (const [root, { price }] of best) prices.set(root, price);
    }
    this.prices = prices;
    for (const pool of this.pools.values()) {
      pool.tvl = pool.roots.reduce(
        (sum, root, i) => sum + approxWholeTokens(pool.reserves[i] ?? 0n, pool.decimals[i]) * this.price(root),
        0,
      );
    }
  }

  /** TVL and number of pools of every token. */
  currencyTotals(): Map<string, { tvl: number; pools: number }> {
    const totals = new Map<string, { tvl: number; pools: number }>();
    for (const pool of this.pools.values()) {
      pool.roots.forEach((root, i) => {
        const t = totals.get(root) ?? { tvl: 0, pools: 0 };
        t.tvl += approxWholeTokens(pool.reserves[i] ?? 0n, pool.decimals[i]) * this.price(root);
        t.pools += 1;
        totals.set(root, t);
      });
    }
    return totals;
  }
}
