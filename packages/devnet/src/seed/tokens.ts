/** The seeded TIP-3 tokens (metadata) and how much of each a dev account receives. */
export interface SeedToken {
  symbol: string;
  name: string;
  decimals: number;
  /** Whole tokens minted to each dev account that holds this token. */
  perAccount: number;
}

export const SEED_TOKENS: SeedToken[] = [
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, perAccount: 50_000 },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, perAccount: 50_000 },
  { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, perAccount: 50_000 },
  { symbol: 'QUBE', name: 'FlatQube', decimals: 9, perAccount: 10_000 },
  { symbol: 'BRIDGE', name: 'Octus Bridge', decimals: 9, perAccount: 10_000 },
  { symbol: 'WBTC', name: 'Wrapped Bitcoin', decimals: 8, perAccount: 2 },
];

export const DEV_ACCOUNT_NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi'];

/** Native coin each dev account starts with, in whole TYCHO. */
export const DEV_ACCOUNT_TYCHO = 100_000n;
/** TYCHO each dev account wraps into WTYCHO at seeding, in whole TYCHO. */
export const DEV_ACCOUNT_WRAPPED = 1_000n;

export const units = (whole: number | bigint, decimals: number): bigint => BigInt(whole) * 10n ** BigInt(decimals);
