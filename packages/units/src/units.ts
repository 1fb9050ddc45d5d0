/**
 * Conversion between on-chain integer units (BigInt) and decimal strings.
 * No floating point anywhere: strings are split and padded by hand.
 */

export type ParseUnitsMode = 'strict' | 'truncate';

const DECIMAL_RE = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parse a user-typed decimal ("1.5", ".5", "1 000.25") into integer units.
 * Returns null for anything that is not a non-negative decimal number.
 * In 'strict' mode (default) more fractional digits than `decimals` are rejected (null);
 * in 'truncate' mode the extra digits are dropped (rounded down).
 */
export function parseUnits(input: string, decimals: number, mode: ParseUnitsMode = 'strict'): bigint | null {
  const text = input.replace(/[\s\u00a0]/g, '');
  const m = DECIMAL_RE.exec(text);
  if (!m) return null;
  const intPart = m[1] ?? '';
  let frac = m[2] ?? '';
  if (intPart === '' && frac === '') return null;
  if (frac.length > decimals) {
    if (mode === 'strict' && /[1-9]/.test(frac.slice(decimals))) return null;
    frac = frac.slice(0, decimals);
  }
  return BigInt((intPart || '0') + frac.padEnd(decimals, '0'));
}

/** Integer units to an exact plain decimal string without trailing zeros ("1500000000", 9 → "1.5"). */
export function formatUnits(units: bigint | string | number, decimals: number): string {
  const value = BigInt(units);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString();
  if (decimals === 0) return (negative ? '-' : '') + digits;
  const padded = digits.padStart(decimals + 1, '0');
  const intPart = padded.slice(0, -decimals);
  const frac = padded.slice(-decimals).replace(/0+$/, '');
  return (negative ? '-' : '') + intPart + (frac ? `.${frac}` : '');
}

export const NANO_DECIMALS = 9;

/** Native coin amount typed by a user to nano-units; extra decimals are rounded down. */
export function toNano(input: string): bigint | null {
  return parseUnits(input, NANO_DECIMALS, 'truncate');
}

export function fromNano(units: bigint | string | number): string {
  return formatUnits(units, NANO_DECIMALS);
}

/**
 * Integer units as an approximate floating-point number of whole tokens: only for values that are estimates anyway
 * (USD prices and values, TVL, chart points). Amounts a user sees or sends stay exact (`formatUnits`).
 */
export function approxNumber(units: bigint | string | number, decimals: number): number {
  return Number(units) / 10 ** decimals;
}
