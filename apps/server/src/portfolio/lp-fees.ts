/**
 * LP fees earned by one wallet in one pool (issue 16), replayed from the pool's own events in order: the LP part of
 * each swap's fee (the event's `pool_fee`, which stays in the reserves; the `beneficiary_fee` leaves the pool) times
 * the wallet's LP share at that swap. The wallet's LP comes from the deposits and withdrawals it owns; the share's
 * denominator is the LP supply of the pool's last Sync before the swap. Pure: the chain reading is in lp-fees-chain.ts.
 */

/** One pool event, in the pool's order (logical time). */
export type LpFeeStep =
  | { type: 'liquidity'; owner: string; /** LP minted (deposit, > 0) or burnt (withdrawal, < 0) */ lp: bigint }
  | { type: 'sync'; lpSupply: bigint }
  | { type: 'swap'; /** LP part of the fee per pool token (pool order), smallest units */ poolFees: bigint[] };

/** Why no figure: LP the deposits and withdrawals do not explain (moved in or out by transfer, or kept elsewhere),
 * or history not read to its start. */
export type LpFeesUnknown = 'lp-not-from-deposits' | 'history-incomplete';

export type LpFeesResult =
  { known: true; fees: bigint[]; since: number | null } | { known: false; reason: LpFeesUnknown };

/**
 * Replays `steps` for `owner` (lower case). `held` is the wallet's LP now: when the replayed LP differs, some LP came
 * or went without a deposit or withdrawal of this wallet and the share at each swap is unknown, so no figure.
 * Fees are rounded down per swap (what the share can claim, never more).
 */
export function replayLpFees(
  steps: readonly (LpFeeStep & { time: number })[],
  owner: string,
  tokenCount: number,
  held: bigint,
): LpFeesResult {
  const fees: bigint[] = Array.from({ length: tokenCount }, () => 0n);
  let supply = 0n;
  let lp = 0n;
  let since: number | null = null;
  for (const step of steps) {
    if (step.type === 'sync') supply = step.lpSupply;
    else if (step.type === 'liquidity') {
      if (step.owner !== owner) continue;
      lp += step.lp;
      if (lp < 0n) return { known: false, reason: 'lp-not-from-deposits' };
      if (step.lp > 0n && since === null) since = step.time;
    } else if (lp > 0n && supply > 0n) {
      step.poolFees.forEach((fee, i) => {
        if (i < tokenCount) fees[i] = (fees[i] ?? 0n) + (fee * lp) / supply;
      });
    }
  }
  if (lp !== held) return { known: false, reason: 'lp-not-from-deposits' };
  return { known: true, fees, since };
}
