/**
 * Derived pool values (spec 3, 9): the user's share of the pool (8 decimals), the user's token amounts
 * (LP balance × reserve / LP supply, rounded down), their USD value and the LP balance shown with 2 decimals.
 * All amounts are integer strings in smallest units.
 */
import { addDecimals, decimalToString, multiplyDecimals, parseDecimal, roundDecimal, type Decimal } from '@tycho/units';

export const SHARE_DECIMALS = 8;
export const LP_DISPLAY_DECIMALS = 2;

const ZERO: Decimal = { units: 0n, scale: 0 };
/** A decimal from API or chain text; text that is not a number counts as zero. */
const decimal = (v: string | number | bigint): Decimal => parseDecimal(v) ?? ZERO;

/** Share of the LP supply held by the user, in percent, rounded down to 8 decimals ('0' for an empty pool). */
export function userSharePercent(userLp: string, lpSupply: string): string {
  const supply = BigInt(lpSupply);
  if (supply <= 0n) return '0';
  const units = (BigInt(userLp) * 100n * 10n ** BigInt(SHARE_DECIMALS)) / supply;
  return decimalToString({ units, scale: SHARE_DECIMALS });
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
  let sum = ZERO;
  for (const [i, a] of amounts.entries()) {
    const d = decimals[i];
    if (d === undefined) return undefined;
    sum = addDecimals(sum, multiplyDecimals({ units: BigInt(a), scale: d }, decimal(prices[i] ?? 0)));
  }
  return decimalToString(sum);
}

/** The LP balance shown with 2 decimals, rounded down. */
export function formatLpBalance(userLp: string, lpDecimals: number): string {
  const rounded = roundDecimal({ units: BigInt(userLp), scale: lpDecimals }, LP_DISPLAY_DECIMALS);
  return decimalToString(rounded, LP_DISPLAY_DECIMALS);
}

/** The LP amount shown with 2 decimals; undefined while the LP decimals are unknown (zero reads 0.00 either way). */
export function lpAmountText(amount: string, lpDecimals: number | undefined): string | undefined {
  if (lpDecimals !== undefined) return formatLpBalance(amount, lpDecimals);
  return decimal(amount).units === 0n ? formatLpBalance('0', 0) : undefined;
}

/** Share percent shown with up to 8 decimals (trailing zeros trimmed). */
export function formatShare(share: string): string {
  return `${decimalToString(roundDecimal(decimal(share), SHARE_DECIMALS))}%`;
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
  return decimalToString(
    multiplyDecimals({ units: BigInt(args.lpBalance), scale: args.lpDecimals }, decimal(args.lpPrice)),
  );
}
