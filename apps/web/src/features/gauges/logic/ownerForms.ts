/**
 * The gauge owner's forms (reference farming-gauges.md, Gauge): a new round of an extra reward token starts not
 * before now and after the token's last round start; the end is set once, not before now and after the last start;
 * neither once the end is set. An action is done when the gauge's state shows it.
 */
import type { ExtraTokenState, GaugeOwnerState } from '../chain/gaugeOwnerChain';

/** The earliest start of a new round, or end, the gauge accepts for a token (unix seconds). */
export function earliestOwnerTime(token: Pick<ExtraTokenState, 'rounds'>, now: number): number {
  const last = token.rounds.at(-1)?.startTime;
  return Math.max(now, last === undefined ? 0 : last + 1);
}

export type OwnerAction = (
  | { type: 'deposit'; token: number; amount: bigint }
  | { type: 'round'; token: number; startTime: number; rewardPerSecond: bigint }
  | { type: 'end'; token: number; endTime: number }
  | { type: 'unclaimed'; token: number }
) & {
  /** Drawn when the action's confirmation opens: previewed and sent alike. */
  callId?: number;
};

/** Whether the gauge carried the action out: the token's reward balance grew, a round was added, or it ended. */
export function ownerActionSettled(action: OwnerAction, before: GaugeOwnerState, after: GaugeOwnerState): boolean {
  const was = before.extra[action.token];
  const is = after.extra[action.token];
  if (!was || !is) return false;
  if (action.type === 'deposit') return is.balance > was.balance;
  if (action.type === 'round') return is.rounds.length > was.rounds.length;
  if (action.type === 'unclaimed') return was.balance > 0n && is.balance === 0n;
  return is.ended && !was.ended;
}

/** The token's current speed (smallest units per second) at `now`: its last round started by then, or none. */
export function currentSpeed(token: Pick<ExtraTokenState, 'rounds' | 'ended'>, now: number): bigint {
  const running = [...token.rounds].reverse().find((r) => r.startTime <= now && (r.endTime === 0 || r.endTime > now));
  return running?.rewardPerSecond ?? 0n;
}

/**
 * When the owner may take an ended token's unclaimed reward (Gauge `withdrawUnclaimed`): its last round's end + its
 * vesting period + the gauge's withdrawAllLockPeriod; undefined while the token has not ended (4004 before either).
 */
export function unclaimedUnlockTime(
  token: Pick<ExtraTokenState, 'rounds' | 'ended' | 'vestingPeriod'>,
  withdrawAllLockPeriod: number,
): number | undefined {
  const last = token.rounds.at(-1);
  if (!token.ended || !last) return undefined;
  return last.endTime + token.vestingPeriod + withdrawAllLockPeriod;
}

/** Whether the withdrawal can be sent now: unlocked by `now` and something left to take. */
export function canWithdrawUnclaimed(
  token: Pick<ExtraTokenState, 'rounds' | 'ended' | 'vestingPeriod' | 'balance'>,
  withdrawAllLockPeriod: number,
  now: number,
): boolean {
  const at = unclaimedUnlockTime(token, withdrawAllLockPeriod);
  return at !== undefined && now >= at && token.balance > 0n;
}
