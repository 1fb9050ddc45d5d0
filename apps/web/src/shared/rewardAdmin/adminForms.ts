/**
 * The owner's forms on a farm pool (reference farming-gauges.md §1.5): a new speed is a reward round from a start
 * that is not before now nor before the last round's start, with one speed per reward token (error 114); the end is
 * set once, not before now nor the last start (115), and no round can be added after it.
 */
import { parseUnits } from '@tycho/units';
import { parseDateTime } from '@/shared/lib/dateText';

export type AdminProblem = { kind: 'date' } | { kind: 'tooEarly'; min: number } | { kind: 'speed'; n: number };

export interface RoundForm {
  date: string;
  time: string;
  speeds: string[];
}

/** The round's start and speeds (smallest units per second), or its problems; unknown decimals wait (null). */
export function checkRound(
  form: RoundForm,
  decimals: readonly (number | null)[],
  earliest: number,
  offsetAt?: (seconds: number) => number,
): { problems: AdminProblem[]; round?: { startTime: number; rewardPerSecond: bigint[] } } {
  const problems: AdminProblem[] = [];
  const start = parseDateTime(form.date, form.time, offsetAt);
  if (start === null) problems.push({ kind: 'date' });
  else if (start < earliest) problems.push({ kind: 'tooEarly', min: earliest });
  const speeds: bigint[] = [];
  decimals.forEach((d, i) => {
    const speed = d === null ? null : parseUnits(form.speeds[i] ?? '', d);
    // a speed of 0 pauses the token's reward: allowed
    if (speed === null || speed < 0n) problems.push({ kind: 'speed', n: i + 1 });
    else speeds.push(speed);
  });
  if (problems.length || start === null) return { problems };
  return { problems, round: { startTime: start, rewardPerSecond: speeds } };
}

/** The end time, or its problems. */
export function checkEnd(
  date: string,
  time: string,
  earliest: number,
  offsetAt?: (seconds: number) => number,
): { problems: AdminProblem[]; end?: number } {
  const end = parseDateTime(date, time, offsetAt);
  if (end === null) return { problems: [{ kind: 'date' }] };
  if (end < earliest) return { problems: [{ kind: 'tooEarly', min: earliest }] };
  return { problems: [], end };
}
