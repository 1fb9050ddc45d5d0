/**
 * Exact decimal numbers on bigint: value = units / 10^scale. For the few places that compute with decimals that are
 * not token amounts (USD prices, percentages, display rounding); the web app's formatting uses it instead of a
 * floating-point or big-decimal library.
 */
export interface Decimal {
  readonly units: bigint;
  /** Digits after the point, 0 or more. */
  readonly scale: number;
}

const NUMBER_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/** Exponents beyond this are refused: no price or amount of this app comes near, and 10^n stays cheap. */
const MAX_EXPONENT = 400;

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** A decimal from a plain or exponent-notation string ("1.5", "-2e-7"), a finite number or a bigint; null otherwise. */
export function parseDecimal(value: string | number | bigint): Decimal | null {
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const m = NUMBER_RE.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!m) return null;
  const [, sign, intPart = '', frac = '', exp = '0'] = m;
  if (intPart === '' && frac === '') return null;
  const exponent = Number(exp);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  const digits = BigInt(intPart + frac || '0');
  const scale = frac.length - exponent;
  const units = scale < 0 ? digits * pow10(-scale) : digits;
  return { units: sign === '-' ? -units : units, scale: Math.max(0, scale) };
}

/** The same value written with `scale` digits after the point (scale must not drop digits: use the rounders). */
function rescale(value: Decimal, scale: number): bigint {
  return value.units * pow10(scale - value.scale);
}

export function decimalAbs(value: Decimal): Decimal {
  return value.units < 0n ? { units: -value.units, scale: value.scale } : value;
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const x = rescale(a, scale);
  const y = rescale(b, scale);
  return x === y ? 0 : x < y ? -1 : 1;
}

export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** value × 10^power (power may be negative): moves the point, exactly. */
export function shiftDecimal(value: Decimal, power: number): Decimal {
  const scale = value.scale - power;
  return scale < 0 ? { units: value.units * pow10(-scale), scale: 0 } : { units: value.units, scale };
}

export type Rounding = 'down' | 'half-up';

/** Rounded to at most `digits` decimals: 'down' toward zero, 'half-up' away from zero at exactly half. */
export function roundDecimal(value: Decimal, digits: number, rounding: Rounding = 'down'): Decimal {
  if (value.scale <= digits) return value;
  const divisor = pow10(value.scale - digits);
  const negative = value.units < 0n;
  const abs = negative ? -value.units : value.units;
  let quotient = abs / divisor;
  if (rounding === 'half-up' && (abs % divisor) * 2n >= divisor) quotient += 1n;
  return { units: negative ? -quotient : quotient, scale: digits };
}

/** a / b rounded down (toward zero) to `digits` decimals; null when b is zero. */
export function divideDecimals(a: Decimal, b: Decimal, digits: number): Decimal | null {
  if (b.units === 0n) return null;
  // a/b = (a.units / 10^a.scale) / (b.units / 10^b.scale); scaled by 10^digits and kept integral.
  const numerator = a.units * pow10(digits + b.scale);
  const denominator = b.units * pow10(a.scale);
  return { units: numerator / denominator, scale: digits };
}

/** The power of ten of the leading digit (123.4 → 2, 0.05 → -2); undefined for zero. */
export function decimalExponent(value: Decimal): number | undefined {
  const abs = value.units < 0n ? -value.units : value.units;
  if (abs === 0n) return undefined;
  return abs.toString().length - 1 - value.scale;
}

/** Plain text without trailing zeros ("-1.5", "0.0012"); with `fixed`, exactly that many decimals (padded). */
export function decimalToString(value: Decimal, fixed?: number): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const intPart = value.scale === 0 ? digits : digits.slice(0, -value.scale);
  let frac = value.scale === 0 ? '' : digits.slice(-value.scale);
  frac = fixed === undefined ? frac.replace(/0+$/, '') : frac.padEnd(fixed, '0').slice(0, fixed);
  const zero = /^0*$/.test(intPart + frac);
  return (negative && !zero ? '-' : '') + intPart + (frac ? `.${frac}` : '');
}
