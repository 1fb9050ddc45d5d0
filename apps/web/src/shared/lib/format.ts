/**
 * Display formatting (spec section 9).
 *
 * Numbers: group separator a space, decimal separator a dot, always rounded DOWN (never shows more
 * than the user has). Values of 1000 and above are abbreviated with K, M, B, T, P, E and at most
 * 2 decimals ("1.23K"). Below 1000 token amounts show 4 significant digits ("123.4", "1.234",
 * "0.001234"), never more decimals than the token has; USD values below 1 show 3 significant digits,
 * from 1 to 1000 two decimals. Percentages round half-up; price impact has 1 decimal.
 */
import { formatUnits } from '@tycho/units';
import { BigNumber, toBigNumber, type BigNumberValue, type BigNumberInstance } from './bignumber';

export { shortenAddress } from './address';

export { parseUnits, formatUnits, toNano, fromNano } from '@tycho/units';

const SUFFIXES: ReadonlyArray<readonly [number, string]> = [
  [18, 'E'],
  [15, 'P'],
  [12, 'T'],
  [9, 'B'],
  [6, 'M'],
  [3, 'K'],
];

export const AMOUNT_PRECISION = 4;
export const USD_PRECISION = 3;
const ABBREVIATED_DECIMALS = 2;

export interface NumberFormatOptions {
  /** Significant digits shown for values below 1000 (default 4). */
  precision?: number;
  /** Never show more fractional digits than this (token decimals). */
  maxDecimals?: number;
  /** Abbreviate values of 1000 and above (default true). */
  abbreviate?: boolean;
}

/** Insert a space every three digits of the integer part of a plain decimal string. */
export function groupDigits(plain: string): string {
  const [intPart, frac] = plain.split('.');
  const grouped = (intPart ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return frac ? `${grouped}.${frac}` : grouped;
}

function significantDecimals(abs: BigNumberInstance, precision: number): number {
  if (abs.isZero()) return 0;
  const exponent = abs.e ?? 0;
  return Math.max(0, precision - 1 - exponent);
}

function abbreviate(abs: BigNumberInstance): string | null {
  for (const [power, suffix] of SUFFIXES) {
    const unit = new BigNumber(10).pow(power);
    if (abs.gte(unit)) {
      const scaled = abs.div(unit).decimalPlaces(ABBREVIATED_DECIMALS, BigNumber.ROUND_DOWN);
      return groupDigits(scaled.toFixed()) + suffix;
    }
  }
  return null;
}

/** Format a decimal number for display. Non-finite input gives "—". */
export function formatNumber(value: BigNumberValue, options: NumberFormatOptions = {}): string {
  const bn = toBigNumber(value);
  if (!bn.isFinite()) return '—';
  const { precision = AMOUNT_PRECISION, maxDecimals, abbreviate: shouldAbbreviate = true } = options;
  const abs = bn.abs();
  const sign = bn.isNegative() ? '-' : '';
  if (shouldAbbreviate && abs.gte(1000)) {
    return sign + (abbreviate(abs) ?? '');
  }
  let dp = significantDecimals(abs, precision);
  if (maxDecimals !== undefined) dp = Math.min(dp, maxDecimals);
  const rounded = abs.decimalPlaces(dp, BigNumber.ROUND_DOWN);
  if (rounded.isZero()) return '0';
  return sign + groupDigits(rounded.toFixed());
}

/** Format on-chain integer units (string, bigint) with the token's decimals. */
export function formatAmount(
  units: bigint | string | number,
  decimals: number,
  options: Omit<NumberFormatOptions, 'maxDecimals'> = {},
): string {
  const value = new BigNumber(units.toString()).shiftedBy(-decimals);
  return formatNumber(value, { ...options, maxDecimals: decimals });
}

/**
 * On-chain integer units with every decimal the token has, grouped and never abbreviated ("1234567", 3 →
 * "1 234.567"): amounts the user signs or compares exactly (a wallet's balance before and after a mint).
 */
export function formatExactAmount(units: bigint | string | number, decimals: number): string {
  return groupDigits(formatUnits(units, decimals));
}

/**
 * How a token amount is shown: the short text (abbreviated like "1.23K", or with fewer decimals), the exact text, and
 * whether the short one hides anything (then the exact amount is offered on hover and focus).
 */
export function amountDisplay(
  units: bigint | string | number,
  decimals: number,
): { short: string; exact: string; shortened: boolean } {
  const short = formatAmount(units, decimals);
  const exact = formatExactAmount(units, decimals);
  return { short, exact, shortened: short !== exact };
}

/** "$1.50", "$0.00123", "$12.34M". */
export function formatUsd(value: BigNumberValue, options: { abbreviate?: boolean } = {}): string {
  const bn = toBigNumber(value);
  if (!bn.isFinite()) return '—';
  const abs = bn.abs();
  let text: string;
  if (abs.gte(1000) && options.abbreviate !== false) text = abbreviate(abs) ?? '';
  else if (abs.gte(1)) text = groupDigits(abs.toFixed(2, BigNumber.ROUND_DOWN));
  else text = formatNumber(abs, { precision: USD_PRECISION });
  const negative = bn.isNegative() && text !== '0';
  return `${negative ? '-' : ''}$${text}`;
}

/** A value already in percent: 12.345 → "12.35%". Trailing zeros are trimmed. */
export function formatPercent(value: BigNumberValue, digits = 2): string {
  const bn = toBigNumber(value);
  if (!bn.isFinite()) return '—';
  const rounded = bn.decimalPlaces(digits, BigNumber.ROUND_HALF_UP);
  const text = groupDigits(rounded.abs().toFixed());
  return `${rounded.isNegative() && !rounded.isZero() ? '-' : ''}${text}%`;
}

/** Server price impact is a fraction; shown in percent with 1 digit ("1.2%", "<0.1%"). */
export function formatPriceImpact(fraction: BigNumberValue): string {
  const pct = toBigNumber(fraction).times(100);
  if (!pct.isFinite()) return '—';
  if (pct.gt(0) && pct.lt(0.05)) return '<0.1%';
  return `${pct.toFixed(1, BigNumber.ROUND_HALF_UP)}%`;
}

export const DATE_FORMAT = 'MMM dd, yyyy, HH:mm';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * "Jan 05, 2026, 14:03" (date-fns pattern DATE_FORMAT) in the user's time zone; written out by hand, as this is the
 * only date pattern of the app and date-fns' formatter is about 5 kB gzip on the first load.
 */
export function formatDate(date: Date | number): string {
  const d = new Date(date);
  const time = `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
  return `${MONTHS[d.getMonth()]} ${pad2(d.getDate())}, ${String(d.getFullYear()).padStart(4, '0')}, ${time}`;
}

const RELATIVE_STEPS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago", "in 2 days", "3분 전" — in the given locale, relative to `now`. */
export function formatRelativeTime(date: Date | number, locale: string, now: Date | number = Date.now()): string {
  const seconds = Math.round((new Date(date).getTime() - new Date(now).getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (abs >= size || unit === 'second') {
      return rtf.format(Math.trunc(seconds / size), unit);
    }
  }
  return rtf.format(0, 'second');
}
