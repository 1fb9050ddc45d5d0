/**
 * Derived pool values (spec 3, 9): the user's share of the pool (8 decimals), the user's token amounts
 * (LP balance × reserve / LP supply, rounded down), their USD value and the LP balance shown with 2 decimals.
 * All amounts are integer strings in smallest units.
 */
import BigNumber from 'bignumber.js';
import { formatUnits } from '@tycho/units';

export const SHARE_DECIMALS = 8;
export const LP_DISPLAY_DECIMALS = 2;

const big = (v: string | number | bigint) => new BigNumber(String(v));

/** Share of the LP supply held by the user, in percent, rounded down to 8 decimals ('0' for an empty pool). */
export function userSharePercent(userLp: string, lpSupply: string): string {
  const supply = big(lpSupply);
  if (!supply.isFinite() || supply.lte(0)) return '0';
  return big(userLp).times(100).div(supply).decimalPlaces(SHARE_DECIMALS, BigNumber.ROUND_DOWN).toFixed();
}

/** The user's amount of each token: LP balance × reserve / LP supply, rounded down (smallest units). */
export function userTokenAmounts(userLp: string, lpSupply: string, reserves: readonly string[]): string[] {
  const supply = BigInt(lpSupply);
  if (supply <= 0n) return reserves.map(() => '0');
  return reserves.map((r) => ((BigInt(userLp) * BigInt(r)) / supply).toString());
}

/** USD value of token amounts (smallest units) at the given prices; undefined while any decimals are unknown. */
export function usdValue(
  amounts: readonly string[],
  decimals: readonly (number | undefined)[],
  prices: readonly string[],
): string | undefined {
  let sum = new BigNumber(0);
  for (const [i, a] of amounts.entries()) {
    const d = decimals[i];
    if (d === undefined) return undefined;
    sum = sum.plus(big(formatUnits(a, d)).times(prices[i] ?? 0));
  }
  return sum.toFixed();
}

/** The LP balance shown with 2 decimals, rounded down. */
export function formatLpBalance(userLp: string, lpDecimals: number): string {
  return big(formatUnits(userLp, lpDecimals))
    .decimalPlaces(LP_DISPLAY_DECIMALS, BigNumber.ROUND_DOWN)
    .toFixed(LP_DISPLAY_DECIMALS);
}

/** The LP amount shown with 2 decimals; undefined while the LP decimals are unknown (zero reads 0.00 either way). */
export function lpAmountText(amount: string, lpDecimals: number | undefined): string | undefined {
  if (lpDecimals !== undefined) return formatLpBalance(amount, lpDecimals);
  return big(amount).isZero() ? formatLpBalance('0', 0) : undefined;
}

/** Share percent shown with up to 8 decimals (trailing zeros trimmed). */
export function formatShare(share: string): string {
  return `${big(share).decimalPlaces(SHARE_DECIMALS, BigNumber.ROUND_DOWN).toFixed()}%`;
}

/** The price of `root` in a `/currencies_usdt_prices` answer (keys compared case-insensitively); null when absent. */
export function lpPriceOf(prices: Readonly<Record<string, string>> | undefined, root: string | undefined) {
  if (!prices || !root) return undefined;
  const key = Object.keys(prices).find((k) => k.toLowerCase() === root.toLowerCase());
  return key === undefined ? null : prices[key]!;
}

/**
 * The USD value of an LP position (spec 7): LP balance × the LP token's USD price when the API prices it; without an
 * LP price (null) the value of the user's token amounts; undefined while anything it needs is loading.
 */
export function lpPositionUsd(args: {
  lpBalance: string;
  lpDecimals: number | undefined;
  lpPrice: string | null | undefined;
  amounts: readonly string[];
  decimals: readonly (number | undefined)[];
  prices: readonly string[];
}): string | undefined {
  if (args.lpPrice === null) return usdValue(args.amounts, args.decimals, args.prices);
  if (args.lpPrice === undefined || args.lpDecimals === undefined) return undefined;
  return big(formatUnits(args.lpBalance, args.lpDecimals)).times(args.lpPrice).toFixed();
}
