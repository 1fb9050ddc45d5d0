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

export type OwnerAction =
  | { type: 'deposit'; token: number; amount: bigint }
  | { type: 'round'; token: number; startTime: number; rewardPerSecond: bigint }
  | { type: 'end'; token: number; endTime: number };

/** Whether the gauge carried the action out: the token's reward balance grew, a round was added, or it ended. */
export function ownerActionSettled(action: OwnerAction, before: GaugeOwnerState, after: GaugeOwnerState): boolean {
  const was = before.extra[action.token];
  const is = after.extra[action.token];
  if (!was || !is) return false;
  if (action.type === 'deposit') return is.balance > was.balance;
  if (action.type === 'round') return is.rounds.length > was.rounds.length;
  return is.ended && !was.ended;
}

/** The token's current speed (smallest units per second) at `now`: its last round started by then, or none. */
export function currentSpeed(token: Pick<ExtraTokenState, 'rounds' | 'ended'>, now: number): bigint {
  const running = [...token.rounds].reverse().find((r) => r.startTime <= now && (r.endTime === 0 || r.endTime > now));
  return running?.rewardPerSecond ?? 0n;
}
