/**
 * The Curve stableswap invariant for N tokens, in the convention of the Broxus/FlatQube
 * DexStablePair and DexStablePool contracts (Ann = A * N, A given as value / precision):
 *
 *   (Ann - 1) * D + D^(N+1) / (N^N * prod(x)) = Ann * sum(x)
 *
 * where x are balances normalised to the largest token decimals (x_i = balance_i * 10^(maxDec - dec_i)).
 * Newton iterations give a first estimate; an exact integer check then pins the result, so
 * `solveD` is exactly floor(D*) and `solveY` exactly the smallest integer y whose invariant reaches
 * the target D. That makes both deterministic, monotone in the balances and always in the pool's
 * favour; they agree with the contracts' Newton loops to within one normalised unit.
 */
import { largestTrue, pow10, smallestTrue } from './bigint-math';

/** Amplification coefficient A = value / precision (the contracts store both). */
export interface Amplification {
  value: bigint;
  precision: bigint;
}

/** Everything the solvers need about a pool's curve, computed once per reserve state. */
export interface StableInvariant {
  n: bigint;
  /** A.value * N: Ann = annNum / ap */
  annNum: bigint;
  ap: bigint;
  /** Per-token multiplier to the common precision: 10^(maxDecimals - decimals_i). */
  precisionMul: bigint[];
  /** 10^maxDecimals */
  precision: bigint;
  /** Normalised balances. */
  xp: bigint[];
  /** floor(D*) of the current balances. */
  d: bigint;
  /** The smallest integer >= D* (d, or d + 1 when D* is not an integer). */
  dUp: bigint;
}

const MAX_NEWTON = 256;

/** Precision multipliers 10^(maxDec - dec_i) and the common precision 10^maxDec. */
export function precisionMultipliers(decimals: readonly number[]): { precisionMul: bigint[]; precision: bigint } {
  const maxDec = Math.max(...decimals);
  return { precisionMul: decimals.map((d) => pow10(maxDec - d)), precision: pow10(maxDec) };
}

/** Builds the invariant of a pool state (normalises balances and solves D). */
export function stableInvariant(
  balances: readonly bigint[],
  decimals: readonly number[],
  amp: Amplification,
): StableInvariant {
  if (balances.length < 2 || balances.length !== decimals.length) {
    throw new RangeError('a stable pool needs at least 2 tokens and one decimals entry per token');
  }
  if (amp.precision <= 0n || amp.value < amp.precision) throw new RangeError('amplification must be >= 1');
  const n = BigInt(balances.length);
  const { precisionMul, precision } = precisionMultipliers(decimals);
  const xp = balances.map((b, i) => b * precisionMul[i]!);
  const annNum = amp.value * n;
  const d = solveD(xp, annNum, amp.precision);
  const dUp = d === 0n || invariantSign(xp, d, annNum, amp.precision) === 0n ? d : d + 1n;
  return { n, annNum, ap: amp.precision, precisionMul, precision, xp, d, dUp };
}

function sum(xs: readonly bigint[]): bigint {
  let s = 0n;
  for (const x of xs) s += x;
  return s;
}

/**
 * Sign-carrying value of the invariant at D, scaled by ap * N^N * prod(x) (all positive):
 *   G(D) = (annNum - ap) * D * NP + ap * D^(N+1) - annNum * S * NP,  NP = N^N * prod(x).
 * G is increasing in D; G(D) <= 0 exactly when D <= D*.
 */
function invariantSign(xp: readonly bigint[], d: bigint, annNum: bigint, ap: bigint): bigint {
  const n = BigInt(xp.length);
  let np = n ** n;
  let s = 0n;
  for (const x of xp) {
    np *= x;
    s += x;
  }
  return (annNum - ap) * d * np + ap * d ** (n + 1n) - annNum * s * np;
}

/** log2 of a positive BigInt, as a double. */
function log2(v: bigint): number {
  const bits = v.toString(2).length;
  return bits <= 53 ? Math.log2(Number(v)) : bits - 53 + Math.log2(Number(v >> BigInt(bits - 53)));
}

/**
 * Starting point for Newton: min(S, (Ann * S * N^N * prod x)^(1/(N+1))). Both bound D* from above
 * (the second makes the D^(N+1) term alone reach Ann * S); the second is close to D* when the pool
 * is very imbalanced, where starting from S would cost a hundred slow iterations.
 */
function newtonStart(xp: readonly bigint[], annNum: bigint, ap: bigint, s: bigint): bigint {
  const n = xp.length;
  let l = log2(annNum) - log2(ap) + log2(s) + n * Math.log2(n);
  for (const x of xp) l += log2(x);
  const lg = l / (n + 1);
  if (lg >= log2(s) - 1e-9) return s;
  const shift = Math.max(0, Math.floor(lg) - 52);
  const g = (BigInt(Math.ceil(2 ** (lg - shift))) << BigInt(shift)) + 1n;
  return g < s ? g : s;
}

/** Newton iteration for D (the standard Curve update), stopping when it moves by at most 1. */
function newtonD(xp: readonly bigint[], annNum: bigint, ap: bigint, s: bigint): bigint {
  const n = BigInt(xp.length);
  let d = newtonStart(xp, annNum, ap, s);
  for (let k = 0; k < MAX_NEWTON; k++) {
    let dp = d;
    for (const x of xp) dp = (dp * d) / (x * n);
    const prev = d;
    const den = ((annNum - ap) * d) / ap + (n + 1n) * dp;
    if (den <= 0n) break;
    d = (((annNum * s) / ap + dp * n) * d) / den;
    if (d - prev <= 1n && prev - d <= 1n) break;
  }
  return d;
}

/**
 * floor(D*) for normalised balances. 0 when any balance is 0 (an empty or broken pool has no
 * curve; the contracts would fail there).
 */
export function solveD(xp: readonly bigint[], annNum: bigint, ap: bigint): bigint {
  const s = sum(xp);
  if (s === 0n || xp.some((x) => x <= 0n)) return 0n;
  const guess = newtonD(xp, annNum, ap, s);
  return largestTrue((d) => invariantSign(xp, d, annNum, ap) <= 0n, guess, 0n);
}

/**
 * The smallest normalised balance y of token `j` such that, with the other normalised balances
 * `xp` (xp[j] is ignored), the invariant reaches `d`. `undefined` if another balance is 0.
 */
export function solveY(xp: readonly bigint[], j: number, d: bigint, annNum: bigint, ap: bigint): bigint | undefined {
  const n = BigInt(xp.length);
  if (d <= 0n) return 0n;
  let c = d;
  let s = 0n;
  let prod = 1n;
  for (let k = 0; k < xp.length; k++) {
    if (k === j) continue;
    const x = xp[k]!;
    if (x <= 0n) return undefined;
    s += x;
    prod *= x;
    c = (c * d) / (x * n);
  }
  c = (c * d * ap) / (annNum * n);
  const b = s + (d * ap) / annNum;
  let y = d;
  for (let k = 0; k < MAX_NEWTON; k++) {
    const prev = y;
    const den = 2n * y + b - d;
    if (den <= 0n) break;
    y = (y * y + c) / den;
    if (y - prev <= 1n && prev - y <= 1n) break;
  }
  const nn = n ** n;
  const dPow = ap * d ** (n + 1n);
  const aMinus = (annNum - ap) * d;
  // G(y) = (annNum - ap) * D * NP + ap * D^(N+1) - annNum * (S + y) * NP,  NP = N^N * prod * y
  const reaches = (v: bigint): boolean => {
    const np = nn * prod * v;
    return aMinus * np + dPow - annNum * (s + v) * np <= 0n;
  };
  return smallestTrue(reaches, y < 1n ? 1n : y, 0n);
}
