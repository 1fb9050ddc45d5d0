/**
 * The seeded market: extra tokens (one flagged as scam), USD prices, and the pools with their target TVL.
 * Pools are named `pool:<SYM>-<SYM>[-<SYM>]` in `addresses()`, in the order given here.
 */
import type { PoolKind } from '@tycho/abi';
export interface MarketToken {
  symbol: string;
  name: string;
  decimals: number;
  /** Whole tokens minted to each dev account. */
  perAccount: number;
  scam?: boolean;
}

/** Tokens added by the market step (the base step has USDT, USDC, DAI, QUBE, BRIDGE, WBTC; the vault WTYCHO). */
export const MARKET_TOKENS: MarketToken[] = [
  { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, perAccount: 5 },
  { symbol: 'EVER', name: 'Everscale', decimals: 9, perAccount: 20_000 },
  { symbol: 'TON', name: 'Toncoin', decimals: 9, perAccount: 500 },
  { symbol: 'SOL', name: 'Solana', decimals: 9, perAccount: 20 },
  { symbol: 'AAVE', name: 'Aave', decimals: 18, perAccount: 10 },
  { symbol: 'LINK', name: 'Chainlink', decimals: 18, perAccount: 100 },
  // Cyrillic "Т": a lookalike of USDT, flagged `scam: true` in tokenMetadata().
  { symbol: 'USDТ', name: 'Tether USD (Free Airdrop)', decimals: 6, perAccount: 1_000, scam: true },
];

/** USD price per whole token at the start of the history (USDT is the USD anchor). */
export const START_PRICES: Record<string, number> = {
  USDT: 1,
  USDC: 1,
  DAI: 1,
  WTYCHO: 0.1,
  QUBE: 2,
  BRIDGE: 0.5,
  WBTC: 60_000,
  WETH: 3_000,
  EVER: 0.08,
  TON: 5,
  SOL: 150,
  AAVE: 100,
  LINK: 15,
  USDТ: 1,
};

export interface MarketPool {
  symbols: string[];
  kind: PoolKind;
  /** TVL in USD at the start. */
  tvl: number;
}

/** 18 pools: constant-product pairs, two stable pairs and the 3-token stable pool; TVL above and below 50 000. */
export const MARKET_POOLS: MarketPool[] = [
  { symbols: ['USDT', 'USDC'], kind: 'stable', tvl: 2_000_000 },
  { symbols: ['USDT', 'USDC', 'DAI'], kind: 'stablepool', tvl: 3_000_000 },
  { symbols: ['WTYCHO', 'USDT'], kind: 'common', tvl: 600_000 },
  { symbols: ['QUBE', 'USDT'], kind: 'common', tvl: 1_000_000 },
  { symbols: ['QUBE', 'WTYCHO'], kind: 'common', tvl: 200_000 },
  { symbols: ['BRIDGE', 'QUBE'], kind: 'common', tvl: 120_000 },
  { symbols: ['WBTC', 'USDT'], kind: 'common', tvl: 2_000_000 },
  { symbols: ['WETH', 'USDT'], kind: 'common', tvl: 1_500_000 },
  { symbols: ['WETH', 'WBTC'], kind: 'common', tvl: 400_000 },
  { symbols: ['EVER', 'USDT'], kind: 'common', tvl: 300_000 },
  { symbols: ['TON', 'USDT'], kind: 'common', tvl: 250_000 },
  { symbols: ['SOL', 'USDC'], kind: 'common', tvl: 150_000 },
  { symbols: ['WBTC', 'WTYCHO'], kind: 'common', tvl: 80_000 },
  { symbols: ['AAVE', 'USDT'], kind: 'common', tvl: 40_000 },
  { symbols: ['LINK', 'WETH'], kind: 'common', tvl: 30_000 },
  { symbols: ['USDT', 'DAI'], kind: 'stable', tvl: 30_000 },
  { symbols: ['BRIDGE', 'WTYCHO'], kind: 'common', tvl: 20_000 },
  { symbols: ['USDТ', 'USDT'], kind: 'common', tvl: 4_000 },
];

export const poolName = (symbols: string[]) => `pool:${symbols.join('-')}`;

/** Deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole-token amount (a float) to token units, exactly enough for seeding purposes. */
export function toUnits(amount: number, decimals: number): bigint {
  const micro = BigInt(Math.round(amount * 1e6));
  return decimals >= 6 ? micro * 10n ** BigInt(decimals - 6) : micro / 10n ** BigInt(6 - decimals);
}
