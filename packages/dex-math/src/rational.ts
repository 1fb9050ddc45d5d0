/**
 * Exact non-negative rationals on BigInt, for prices and slippage factors (never floats for amounts).
 */
import { pow10 } from './bigint-math';

/** num / den with den > 0. */
export interface Rational {
  num: bigint;
  den: bigint;
}

export function rational(num: bigint, den: bigint): Rational {
  if (den === 0n) throw new RangeError('zero denominator');
  return den < 0n ? { num: -num, den: -den } : { num, den };
}

/**
 * Parses a decimal number ("0.5", "1e-3", 0.5) exactly. Throws on anything else.
 * Numbers go through their shortest decimal representation, so 0.1 is exactly 1/10.
 */
export function parseDecimal(value: string | number): Rational {
  const s = typeof value === 'number' ? String(value) : value.trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(s);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`not a decimal number: ${s}`);
  const frac = m[3] ?? '';
  let num = BigInt((m[2] || '0') + frac);
  if (m[1] === '-') num = -num;
  const exp = Number(m[4] ?? '0') - frac.length;
  return exp >= 0 ? { num: num * pow10(exp), den: 1n } : { num, den: pow10(-exp) };
}

/**
 * A rational as a decimal string rounded down to `digits` decimals (trailing zeros trimmed unless
 * `keepZeros`).
 */
export function formatRational(r: Rational, digits = 18, keepZeros = false): string {
  const neg = r.num < 0n;
  const scaled = ((neg ? -r.num : r.num) * pow10(digits)) / r.den;
  let s = scaled.toString();
  if (digits > 0) {
    s = s.padStart(digits + 1, '0');
    let frac = s.slice(-digits);
    const int = s.slice(0, -digits);
    if (!keepZeros) frac = frac.replace(/0+$/, '');
    s = frac ? `${int}.${frac}` : int;
  }
  return neg && scaled !== 0n ? `-${s}` : s;
}

/** A rational as a float (for display values such as percentages, never for amounts). */
export function rationalToNumber(r: Rational): number {
  if (r.num === 0n) return 0;
  const neg = r.num < 0n;
  const num = neg ? -r.num : r.num;
  const sn = Math.max(0, num.toString(2).length - 64);
  const sd = Math.max(0, r.den.toString(2).length - 64);
  const v = (Number(num >> BigInt(sn)) / Number(r.den >> BigInt(sd))) * 2 ** (sn - sd);
  return neg ? -v : v;
}

export function invert(r: Rational): Rational {
  return rational(r.den, r.num);
}
