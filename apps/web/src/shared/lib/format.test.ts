import { format as formatDateFns } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountDisplay,
  DATE_FORMAT,
  formatAmount,
  formatExactAmount,
  formatDate,
  formatNumber,
  formatPercent,
  formatPriceImpact,
  formatRelativeTime,
  formatTimeAgo,
  formatUsd,
  groupDigits,
  shortenAddress,
} from './format';

describe('groupDigits', () => {
  it('separates thousands with a space and keeps the fraction', () => {
    expect(groupDigits('1234567.891')).toBe('1 234 567.891');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('1000')).toBe('1 000');
  });
});

describe('formatNumber', () => {
  it('abbreviates 1000 and above with K M B T P E, 2 decimals, rounded down', () => {
    expect(formatNumber(1000)).toBe('1K');
    expect(formatNumber(1999.99)).toBe('1.99K');
    expect(formatNumber(123456)).toBe('123.45K');
    expect(formatNumber(999999.999)).toBe('999.99K');
    expect(formatNumber(1_000_000)).toBe('1M');
    expect(formatNumber(2_567_000_000)).toBe('2.56B');
    expect(formatNumber('4200000000000')).toBe('4.2T');
    expect(formatNumber('1500000000000000')).toBe('1.5P');
    expect(formatNumber('7000000000000000000')).toBe('7E');
    expect(formatNumber('1234000000000000000000')).toBe('1 234E');
  });
  it('shows 4 significant digits below 1000, rounded down, trailing zeros trimmed', () => {
    expect(formatNumber(999.999)).toBe('999.9');
    expect(formatNumber(123.456)).toBe('123.4');
    expect(formatNumber(12.3456)).toBe('12.34');
    expect(formatNumber(1.23456)).toBe('1.234');
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(1)).toBe('1');
    expect(formatNumber(0.123456)).toBe('0.1234');
    expect(formatNumber('0.000123456')).toBe('0.0001234');
    expect(formatNumber('0.00000000123456789')).toBe('0.000000001234');
    expect(formatNumber(0)).toBe('0');
  });
  it('never rounds up', () => {
    expect(formatNumber('0.99999')).toBe('0.9999');
    expect(formatNumber('9.99999')).toBe('9.999');
    expect(formatNumber('999999.9999')).toBe('999.99K');
  });
  it('respects precision, maxDecimals and abbreviate options', () => {
    expect(formatNumber('0.123456', { precision: 3 })).toBe('0.123');
    expect(formatNumber('0.000123456', { maxDecimals: 5 })).toBe('0.00012');
    expect(formatNumber('0.000001', { maxDecimals: 5 })).toBe('0');
    expect(formatNumber('1234567.891', { abbreviate: false })).toBe('1 234 567');
    expect(formatNumber('1234.5678', { abbreviate: false, precision: 8 })).toBe('1 234.5678');
  });
  it('handles negative and invalid values', () => {
    expect(formatNumber(-1234.5)).toBe('-1.23K');
    expect(formatNumber('-0.5')).toBe('-0.5');
    expect(formatNumber('-0.00001', { maxDecimals: 2 })).toBe('0');
    expect(formatNumber('abc')).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('—');
  });
  it('never uses exponent notation', () => {
    expect(formatNumber('1e-12')).toBe('0.000000000001');
    expect(formatNumber('1e30')).toBe('1 000 000 000 000E');
  });
});

describe('formatAmount', () => {
  it('converts integer units with decimals', () => {
    expect(formatAmount('1500000000', 9)).toBe('1.5');
    expect(formatAmount(1_500_000_000n, 9)).toBe('1.5');
    expect(formatAmount('123456789', 9)).toBe('0.1234');
    expect(formatAmount('1', 9)).toBe('0.000000001');
    expect(formatAmount('0', 9)).toBe('0');
    expect(formatAmount('1234567890000', 9)).toBe('1.23K');
    expect(formatAmount(10n ** 30n, 18)).toBe('1T');
    expect(formatAmount('999', 0)).toBe('999');
  });
  it('rounds down and never exceeds the token decimals', () => {
    expect(formatAmount('19999', 4)).toBe('1.999');
    expect(formatAmount('5', 2)).toBe('0.05');
    expect(formatAmount('123', 6, { precision: 2 })).toBe('0.00012');
  });
});

describe('formatExactAmount and amountDisplay', () => {
  it('the exact text keeps every decimal, grouped, never abbreviated', () => {
    expect(formatExactAmount(1_234_567_891_234n, 9)).toBe('1 234.567891234');
    expect(formatExactAmount('340282366920938463463374607431768211455', 18)).toBe(
      '340 282 366 920 938 463 463.374607431768211455',
    );
    expect(formatExactAmount(0n, 6)).toBe('0');
  });
  it('a short text that hides something is shortened: abbreviated or fewer decimals', () => {
    expect(amountDisplay(1_234_500_000n, 6)).toEqual({ short: '1.23K', exact: '1 234.5', shortened: true });
    expect(amountDisplay(1_234_560n, 6)).toEqual({ short: '1.234', exact: '1.23456', shortened: true });
    expect(amountDisplay(250_000_000_000n, 9)).toEqual({ short: '250', exact: '250', shortened: false });
    expect(amountDisplay(100_000n, 6)).toEqual({ short: '0.1', exact: '0.1', shortened: false });
    expect(amountDisplay(0n, 18)).toEqual({ short: '0', exact: '0', shortened: false });
  });
  it('the short text never shows more than the exact amount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }), (units, decimals) => {
        const { short, exact, shortened } = amountDisplay(units, decimals);
        expect(shortened).toBe(short !== exact);
        const power = { K: 3, M: 6, B: 9, T: 12, P: 15, E: 18 }[short.slice(-1)] ?? 0;
        const shortValue = Number(short.replace(/[ KMBTPE]/g, '')) * 10 ** power;
        // rounded down: the short text never promises more than the exact amount
        expect(shortValue).toBeLessThanOrEqual(Number(exact.replace(/ /g, '')) * (1 + 1e-12));
      }),
    );
  });
});

describe('formatUsd', () => {
  it('formats dollars', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1.5)).toBe('$1.50');
    expect(formatUsd(999.999)).toBe('$999.99');
    expect(formatUsd(1234.567)).toBe('$1.23K');
    expect(formatUsd(1234.567, { abbreviate: false })).toBe('$1 234.56');
    expect(formatUsd(12_345_678)).toBe('$12.34M');
    expect(formatUsd('0.00123456')).toBe('$0.00123');
    expect(formatUsd(-2.5)).toBe('-$2.50');
    expect(formatUsd('x')).toBe('—');
  });
});

describe('formatPercent and formatPriceImpact', () => {
  it('formats percentages with half-up rounding', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(0.5)).toBe('0.5%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(12345.6)).toBe('12 345.6%');
    expect(formatPercent(-1.234)).toBe('-1.23%');
    expect(formatPercent('0.123456', 4)).toBe('0.1235%');
    expect(formatPercent('-0.001')).toBe('0%');
  });
  it('formats the server price impact fraction with 1 digit', () => {
    expect(formatPriceImpact(0.01234)).toBe('1.2%');
    expect(formatPriceImpact('0.15')).toBe('15.0%');
    expect(formatPriceImpact(0)).toBe('0.0%');
    expect(formatPriceImpact(0.0004)).toBe('<0.1%');
    expect(formatPriceImpact(0.00096)).toBe('0.1%');
  });
});

describe('dates', () => {
  it('formats MMM dd, yyyy, HH:mm', () => {
    expect(formatDate(new Date(2026, 0, 5, 14, 3))).toBe('Jan 05, 2026, 14:03');
    expect(formatDate(new Date(2025, 11, 31, 9, 0).getTime())).toBe('Dec 31, 2025, 09:00');
  });
  it("follows the page's language: the language's own date and 24-hour time", () => {
    const at = new Date(2026, 10, 26, 17, 42);
    expect(formatDate(at, 'en')).toBe('Nov 26, 2026, 17:42');
    expect(formatDate(at, 'ja')).toBe('2026年11月26日 17:42');
    expect(formatDate(at, 'ko')).toMatch(/^2026\. ?11\. ?26\.? 17:42$|^2026년 11월 26일 17:42$/);
    expect(formatDate(at, 'ko')).not.toContain('Nov');
  });
  it('writes the same text as date-fns with DATE_FORMAT', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(100, 0, 1), max: Date.UTC(9999, 11, 31) }), (time) => {
        expect(formatDate(time)).toBe(formatDateFns(time, DATE_FORMAT));
      }),
      { numRuns: 500 },
    );
  });
  it('formats relative time in the given locale', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(formatRelativeTime(new Date('2026-03-01T11:57:00Z'), 'en', now)).toBe('3 minutes ago');
    expect(formatRelativeTime(new Date('2026-03-01T11:59:58Z'), 'en', now)).toBe('2 seconds ago');
    expect(formatRelativeTime(new Date('2026-02-28T12:00:00Z'), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(new Date('2026-03-03T12:00:00Z'), 'en', now)).toBe('in 2 days');
    expect(formatRelativeTime(new Date('2026-02-15T12:00:00Z'), 'en', now)).toBe('2 weeks ago');
    expect(formatRelativeTime(new Date('2025-03-01T12:00:00Z'), 'en', now)).toBe('last year');
    expect(formatRelativeTime(now, 'en', now)).toBe('now');
    expect(formatRelativeTime(new Date('2026-03-01T09:00:00Z'), 'ko', now)).toBe('3시간 전');
    expect(formatRelativeTime(new Date('2026-03-01T09:00:00Z'), 'ja', now)).toBe('3 時間前');
  });
  it('says how long ago something happened, "now" for a time ahead of the clock', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(formatTimeAgo(new Date('2026-03-01T11:57:00Z'), 'en', now)).toBe('3 minutes ago');
    expect(formatTimeAgo(new Date('2026-03-01T12:05:00Z'), 'en', now)).toBe('now');
    expect(formatTimeAgo(new Date('2026-03-01T12:05:00Z'), 'ko', now)).toBe('지금');
  });
});

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters', () => {
    const address = `0:${'a'.repeat(60)}1234`;
    expect(shortenAddress(address)).toBe('0:aaaa...1234');
    expect(shortenAddress('short')).toBe('short');
  });
});

describe('formatExactAmount', () => {
  it('shows every decimal, grouped, never abbreviated', () => {
    expect(formatExactAmount(1_234_567n, 3)).toBe('1 234.567');
    expect(formatExactAmount('1002500000000', 6)).toBe('1 002 500');
    expect(formatExactAmount(1n, 18)).toBe('0.000000000000000001');
    expect(formatExactAmount(0n, 6)).toBe('0');
    expect(formatExactAmount(-2_500_000n, 3)).toBe('-2 500');
  });
});
