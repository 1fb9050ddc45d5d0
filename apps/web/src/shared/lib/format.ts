/**
 * Display formatting (spec section 9).
 *
 * Numbers: group separator a space, decimal separator a dot, always rounded DOWN (never shows more
 * than the user has). Values of 1000 and above are abbreviated with K, M, B, T, P, E and at most
 * 2 decimals ("1.23K"). Below 1000 token amounts show 4 significant digits ("123.4", "1.234",
 * "0.001234"), never more decimals than the token has; USD values below 1 show 3 significant digits,
 * from 1 to 1000 two decimals. Percentages round half-up; price impact has 1 decimal.
 */
import {
  compareDecimals,
  decimalAbs,
  decimalExponent,
  decimalToString,
  formatUnits,
  parseDecimal,
  roundDecimal,
  shiftDecimal,
  type Decimal,
} from '@tycho/units';
import { chainNowMs } from './chainClock';

export { shortenAddress } from './address';

export { parseUnits, formatUnits, toNano, fromNano } from '@tycho/units';

/** What the formatters take: a decimal string (plain or exponent notation), a number or a bigint. */
export type NumberValue = string | number | bigint;

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
const THOUSAND: Decimal = { units: 1000n, scale: 0 };
const ONE: Decimal = { units: 1n, scale: 0 };

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

function significantDecimals(abs: Decimal, precision: number): number {
  const exponent = decimalExponent(abs);
  return exponent === undefined ? 0 : Math.max(0, precision - 1 - exponent);
}

/** 1000 and above as "1.23K" .. "1 234E" (2 decimals, rounded down); null below 1000. */
function abbreviate(abs: Decimal): string | null {
  const exponent = decimalExponent(abs) ?? 0;
  for (const [power, suffix] of SUFFIXES) {
    if (exponent >= power) {
      const scaled = roundDecimal(shiftDecimal(abs, -power), ABBREVIATED_DECIMALS);
      return groupDigits(decimalToString(scaled)) + suffix;
    }
  }
  return null;
}

/** Format a decimal number for display. Non-finite input gives "—". */
export function formatNumber(value: NumberValue, options: NumberFormatOptions = {}): string {
  const parsed = parseDecimal(value);
  if (!parsed) return '—';
  return formatDecimal(parsed, options);
}

function formatDecimal(value: Decimal, options: NumberFormatOptions): string {
  const { precision = AMOUNT_PRECISION, maxDecimals, abbreviate: shouldAbbreviate = true } = options;
  const abs = decimalAbs(value);
  const sign = value.units < 0n ? '-' : '';
  if (shouldAbbreviate && compareDecimals(abs, THOUSAND) >= 0) {
    return sign + (abbreviate(abs) ?? '');
  }
  let dp = significantDecimals(abs, precision);
  if (maxDecimals !== undefined) dp = Math.min(dp, maxDecimals);
  const rounded = roundDecimal(abs, dp);
  if (rounded.units === 0n) return '0';
  return sign + groupDigits(decimalToString(rounded));
}

/** Format on-chain integer units (string, bigint) with the token's decimals. */
export function formatAmount(
  units: bigint | string | number,
  decimals: number,
  options: Omit<NumberFormatOptions, 'maxDecimals'> = {},
): string {
  return formatDecimal({ units: BigInt(units), scale: decimals }, { ...options, maxDecimals: decimals });
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
export function formatUsd(value: NumberValue, options: { abbreviate?: boolean } = {}): string {
  const parsed = parseDecimal(value);
  if (!parsed) return '—';
  const abs = decimalAbs(parsed);
  let text: string;
  if (compareDecimals(abs, THOUSAND) >= 0 && options.abbreviate !== false) text = abbreviate(abs) ?? '';
  else if (compareDecimals(abs, ONE) >= 0) text = groupDigits(decimalToString(roundDecimal(abs, 2), 2));
  else text = formatDecimal(abs, { precision: USD_PRECISION });
  const negative = parsed.units < 0n && text !== '0';
  return `${negative ? '-' : ''}$${text}`;
}

/** A value already in percent: 12.345 → "12.35%". Trailing zeros are trimmed. */
export function formatPercent(value: NumberValue, digits = 2): string {
  const parsed = parseDecimal(value);
  if (!parsed) return '—';
  const rounded = roundDecimal(parsed, digits, 'half-up');
  return `${groupDigits(decimalToString(rounded))}%`;
}

/** Server price impact is a fraction; shown in percent with 1 digit ("1.2%", "<0.1%"). */
export function formatPriceImpact(fraction: NumberValue): string {
  const parsed = parseDecimal(fraction);
  if (!parsed) return '—';
  const pct = shiftDecimal(parsed, 2);
  if (pct.units > 0n && compareDecimals(pct, { units: 5n, scale: 2 }) < 0) return '<0.1%';
  return `${decimalToString(roundDecimal(pct, 1, 'half-up'), 1)}%`;
}

export const DATE_FORMAT = 'MMM dd, yyyy, HH:mm';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad2 = (value: number) => String(value).padStart(2, '0');

// One date formatter per locale (building one loads the locale's ICU data).
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time in the user's time zone and the page's language: "Jan 05, 2026, 14:03" in English (date-fns
 * pattern DATE_FORMAT, written out by hand: date-fns' formatter is about 5 kB gzip on the first load), the
 * language's own medium date and 24-hour time otherwise ("2026年11月26日 17:42", "2026년 11월 26일 17:42").
 */
export function formatDate(date: Date | number, locale = 'en'): string {
  const d = new Date(date);
  if (locale !== 'en' && !locale.startsWith('en-')) {
    let f = dateFormatters.get(locale);
    if (!f) {
      f = new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      dateFormatters.set(locale, f);
    }
    return f.format(d);
  }
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

/**
 * How long ago something happened ("3 minutes ago", "now"), by the chain's clock (shared/lib/chainClock); a time
 * still ahead of `now` is "now", never "in 5 minutes".
 */
export function formatTimeAgo(date: Date | number, locale: string, now: Date | number = chainNowMs()): string {
  const at = new Date(date).getTime();
  const ref = new Date(now).getTime();
  return formatRelativeTime(Math.min(at, ref), locale, ref);
}

// One formatter per locale: building one loads the locale's ICU data (a table of 20 rows built 20, 1-2 ms each).
const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormatter(locale: string): Intl.RelativeTimeFormat {
  let rtf = relativeFormatters.get(locale);
  if (!rtf) {
    rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormatters.set(locale, rtf);
  }
  return rtf;
}

/** "3 minutes ago", "in 2 days", "3분 전" — in the given locale, relative to `now`. */
export function formatRelativeTime(date: Date | number, locale: string, now: Date | number = Date.now()): string {
  const seconds = Math.round((new Date(date).getTime() - new Date(now).getTime()) / 1000);
  const rtf = relativeFormatter(locale);
  const abs = Math.abs(seconds);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (abs >= size || unit === 'second') {
      return rtf.format(Math.trunc(seconds / size), unit);
    }
  }
  return rtf.format(0, 'second');
}
