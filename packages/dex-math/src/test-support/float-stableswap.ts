/**
 * Test-only reference: the stableswap invariant solved by plain bisection on floats, in human
 * units, written independently of the Newton/BigInt solvers it checks. Not exported by the package.
 *
 * Invariant (Broxus convention, Ann = A * N): (Ann - 1) D + D^(N+1) / (N^N prod x) = Ann sum x.
 */
export function floatD(x: readonly number[], a: number): number {
  const n = x.length;
  const ann = a * n;
  const s = x.reduce((p, v) => p + v, 0);
  const np = x.reduce((p, v) => p * v * n, 1);
  const f = (d: number): number => (ann - 1) * d + d ** (n + 1) / np - ann * s;
  let lo = 0;
  let hi = s; // F(S) >= 0 by AM-GM
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

/** The balance of token j that keeps invariant D with the other balances `x` (x[j] ignored). */
export function floatY(x: readonly number[], j: number, d: number, a: number): number {
  const n = x.length;
  const ann = a * n;
  let sp = 0;
  let pp = 1;
  for (let k = 0; k < n; k++) {
    if (k === j) continue;
    sp += x[k]!;
    pp *= x[k]! * n;
  }
  // decreasing in y
  const f = (y: number): number => (ann - 1) * d + d ** (n + 1) / (pp * n * y) - ann * (sp + y);
  let lo = 0;
  let hi = d;
  while (f(hi) > 0) hi *= 2;
  for (let k = 0; k < 300; k++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Human units of a token amount. */
export function human(amount: bigint, decimals: number): number {
  return Number(amount) / 10 ** decimals;
}
