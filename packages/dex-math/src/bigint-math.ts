/**
 * Small integer helpers for non-negative BigInt arithmetic (token units).
 * Every division states its rounding: `mulDiv` rounds down, `mulDivUp` rounds up.
 */

/** floor(a * b / d) for non-negative operands; d must be positive. */
export function mulDiv(a: bigint, b: bigint, d: bigint): bigint {
  return (a * b) / d;
}

/** ceil(a * b / d) for non-negative operands; d must be positive. */
export function mulDivUp(a: bigint, b: bigint, d: bigint): bigint {
  return divUp(a * b, d);
}

/** ceil(a / d) for a non-negative numerator and a positive divisor. */
export function divUp(a: bigint, d: bigint): bigint {
  const q = a / d;
  return q * d === a ? q : q + 1n;
}

export function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export function maxBig(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

export function absDiff(a: bigint, b: bigint): bigint {
  return a > b ? a - b : b - a;
}

/** floor(sqrt(n)) for n >= 0 (Newton's method on integers). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative number');
  if (n < 2n) return n;
  let x = 1n << BigInt((n.toString(2).length >> 1) + 1);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** 10^k as a BigInt, cached for the small exponents token decimals use. */
const POW10: bigint[] = [];
for (let k = 0; k <= 40; k++) POW10.push(10n ** BigInt(k));
export function pow10(k: number): bigint {
  return k >= 0 && k < POW10.length ? POW10[k]! : 10n ** BigInt(k);
}

/**
 * The largest integer v >= lo for which `pred(v)` holds, where `pred` is true up to some point
 * and false after it, and `pred(lo)` is true. Gallops from `guess`, then bisects, so a good guess
 * (from a Newton iteration) costs two or three evaluations.
 */
export function largestTrue(pred: (v: bigint) => boolean, guess: bigint, lo: bigint): bigint {
  let t: bigint;
  let f: bigint;
  let g = guess < lo ? lo : guess;
  if (pred(g)) {
    t = g;
    let step = 1n;
    for (;;) {
      const c = t + step;
      if (!pred(c)) {
        f = c;
        break;
      }
      t = c;
      step <<= 1n;
    }
  } else {
    f = g;
    let step = 1n;
    for (;;) {
      const c = f - step;
      if (c <= lo) {
        t = lo;
        break;
      }
      if (pred(c)) {
        t = c;
        break;
      }
      f = c;
      step <<= 1n;
    }
  }
  while (f - t > 1n) {
    g = (t + f) >> 1n;
    if (pred(g)) t = g;
    else f = g;
  }
  return t;
}

/**
 * The smallest integer v > lo for which `pred(v)` holds, where `pred` is false up to some point
 * and true after it, and `pred(lo)` is false.
 */
export function smallestTrue(pred: (v: bigint) => boolean, guess: bigint, lo: bigint): bigint {
  return largestTrue((v) => !pred(v), guess - 1n, lo) + 1n;
}
