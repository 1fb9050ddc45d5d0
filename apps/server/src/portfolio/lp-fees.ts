/**
 * LP fees earned by one wallet in one pool (issue 16), replayed from the pool's own events in order: the LP part of
 * each swap's fee (the event's `pool_fee`, which stays in the reserves; the `beneficiary_fee` leaves the pool) times
 * the wallet's LP share at that swap. The wallet's LP comes from the deposits and withdrawals it owns; the share's
 * denominator is the LP supply of the pool's last Sync before the swap. Pure: the indexer folds each pool transaction
 * with `foldLpFees` into its rows (indexer/lp-fees.ts), the portfolio reads them (lp-fees-read.ts).
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

/** One owner's part of a replay so far: what replayLpFees keeps for it (`broken` once its LP went below zero). */
export interface LpFeesOwner {
  fees: bigint[];
  lp: bigint;
  since: number | null;
  broken: boolean;
}

/** A pool's replay so far, for every owner at once: extended step by step, it gives what one pass would. */
export interface LpFeesState {
  supply: bigint;
  owners: Map<string, LpFeesOwner>;
}

export const emptyLpFeesState = (): LpFeesState => ({ supply: 0n, owners: new Map() });

/** Extends `state` with `steps` (the pool's next events, in order), replayLpFees' rule for every owner. */
export function foldLpFees(state: LpFeesState, steps: readonly (LpFeeStep & { time: number })[], tokenCount: number) {
  for (const step of steps) {
    if (step.type === 'sync') state.supply = step.lpSupply;
    else if (step.type === 'liquidity') {
      let o = state.owners.get(step.owner);
      if (!o) {
        o = { fees: Array.from({ length: tokenCount }, () => 0n), lp: 0n, since: null, broken: false };
        state.owners.set(step.owner, o);
      }
      if (o.broken) continue;
      o.lp += step.lp;
      if (o.lp < 0n) o.broken = true;
      else if (step.lp > 0n && o.since === null) o.since = step.time;
    } else if (state.supply > 0n) {
      for (const o of state.owners.values()) {
        if (o.broken || o.lp <= 0n) continue;
        step.poolFees.forEach((fee, i) => {
          if (i < tokenCount) o.fees[i] = (o.fees[i] ?? 0n) + (fee * o.lp) / state.supply;
        });
      }
    }
  }
}

/** `owner`'s figure from a state (replayLpFees' answer for the steps folded into it). */
export function lpFeesOf(state: LpFeesState, owner: string, tokenCount: number, held: bigint): LpFeesResult {
  const o = state.owners.get(owner);
  if (!o)
    return held === 0n
      ? { known: true, fees: Array.from({ length: tokenCount }, () => 0n), since: null }
      : {
          known: false,
          reason: 'lp-not-from-deposits',
        };
  if (o.broken || o.lp !== held) return { known: false, reason: 'lp-not-from-deposits' };
  return { known: true, fees: [...o.fees], since: o.since };
}
