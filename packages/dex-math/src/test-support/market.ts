/** Test-only helpers: pools for route tests and a brute-force route enumerator. */
import { expectedExchange, expectedSpendAmount } from '../constant-product';
import { feeParams } from '../fee';
import type { RoutePool } from '../route-types';
import { stableExchange, stableSpendAmount, type StablePoolState } from '../stableswap';
import {
  stableDepositOneCoin,
  stableDepositOneCoinAmount,
  stableWithdrawOneCoin,
  stableWithdrawOneCoinLpAmount,
} from '../stableswap-liquidity';

export const addr = (n: number): string => `0:${n.toString(16).padStart(64, '0')}`;

export function pair(
  address: string,
  a: string,
  b: string,
  ra: bigint,
  rb: bigint,
  tvl = 1e6,
  decimals: [number, number] = [9, 9],
): RoutePool {
  return {
    address,
    kind: 'common',
    tokens: [a, b],
    reserves: [ra, rb],
    decimals,
    fee: feeParams(3000n),
    tvl,
    lpRoot: `${address}-lp`,
    lpSupply: 10n ** 12n,
  };
}

export function stable(
  address: string,
  kind: 'stable' | 'stablepool',
  tokens: string[],
  reserves: bigint[],
  decimals: number[],
  lpRoot: string,
  lpSupply: bigint,
  tvl = 1e6,
): RoutePool {
  return {
    address,
    kind,
    tokens,
    reserves,
    decimals,
    fee: feeParams(400n, 100n),
    amp: { value: 200n, precision: 1n },
    tvl,
    lpRoot,
    lpSupply,
    lpDecimals: 9,
  };
}

function asStable(p: RoutePool): StablePoolState {
  return { balances: p.reserves, decimals: p.decimals, amp: p.amp!, fee: p.fee, lpSupply: p.lpSupply, lpDecimals: 9 };
}

/** Every single-pool move from token `t`: [nextToken, forward(amount), backward(amount)]. */
function moves(
  p: RoutePool,
  t: string,
): [string, (x: bigint) => bigint | undefined, (x: bigint) => bigint | undefined][] {
  const res: [string, (x: bigint) => bigint | undefined, (x: bigint) => bigint | undefined][] = [];
  const i = p.tokens.indexOf(t);
  if (i >= 0) {
    p.tokens.forEach((u, j) => {
      if (j === i) return;
      if (p.kind === 'common') {
        res.push([
          u,
          (x) => expectedExchange(x, p.reserves[i]!, p.reserves[j]!, p.fee)?.amountOut,
          (y) => expectedSpendAmount(y, p.reserves[i]!, p.reserves[j]!, p.fee)?.amountIn,
        ]);
      } else {
        res.push([
          u,
          (x) => stableExchange(asStable(p), i, j, x)?.amountOut,
          (y) => stableSpendAmount(asStable(p), i, j, y)?.amountIn,
        ]);
      }
    });
    if (p.kind === 'stablepool') {
      res.push([
        p.lpRoot,
        (x) => stableDepositOneCoin(asStable(p), i, x)?.lpAmount,
        (y) => stableDepositOneCoinAmount(asStable(p), i, y),
      ]);
    }
  } else if (p.kind === 'stablepool' && t === p.lpRoot) {
    p.tokens.forEach((u, j) => {
      res.push([
        u,
        (x) => stableWithdrawOneCoin(asStable(p), j, x)?.amounts[j],
        (y) => stableWithdrawOneCoinLpAmount(asStable(p), j, y),
      ]);
    });
  }
  return res;
}

/**
 * Brute force over every path of at most `depth` pools with distinct pools and tokens: the best
 * output for an exact input (forward) and the smallest input for an exact output (spend).
 */
export function bruteForce(
  pools: readonly RoutePool[],
  from: string,
  to: string,
  amount: bigint,
  depth: number,
  forward: boolean,
): bigint | undefined {
  let best: bigint | undefined;
  const walk = (
    t: string,
    used: Set<RoutePool>,
    seen: Set<string>,
    steps: ((x: bigint) => bigint | undefined)[][],
  ): void => {
    for (const p of pools) {
      if (used.has(p)) continue;
      for (const [u, fwd, bwd] of moves(p, t)) {
        if (seen.has(u)) continue;
        const path = [...steps, [fwd, bwd]];
        if (u === to) {
          let v: bigint | undefined = amount;
          const order = forward ? path : path.slice().reverse();
          for (const s of order) {
            if (v === undefined || v <= 0n) break;
            v = forward ? s[0]!(v) : s[1]!(v);
          }
          if (v !== undefined && v > 0n && (best === undefined || (forward ? v > best : v < best))) best = v;
        } else if (path.length < depth) {
          walk(u, new Set([...used, p]), new Set([...seen, u]), path);
        }
      }
    }
  };
  walk(from, new Set(), new Set([from]), []);
  return best;
}
