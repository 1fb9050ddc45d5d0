/**
 * Proposal decisions (spec 4 "Proposal", 5, 9): the badge tone of a state, the for/against percentages, the
 * countdown, the periods in hours and minutes, the timeline and what the connected user may do in each state.
 */
import type { GovernanceProposal, ProposalState } from '@tycho/api';

export type StateTone = 'default' | 'disabled' | 'red' | 'green' | 'yellow';

const TONES: Record<ProposalState, StateTone> = {
  Pending: 'default',
  Active: 'default',
  Canceled: 'disabled',
  Failed: 'red',
  Succeeded: 'green',
  Expired: 'red',
  Queued: 'yellow',
  Executed: 'green',
};

/** The badge colour of a state; anything unknown is red. */
export function stateTone(state: string | undefined): StateTone {
  return state !== undefined && state in TONES ? TONES[state as ProposalState] : 'red';
}

export const isKnownState = (state: string | undefined): state is ProposalState =>
  state !== undefined && state in TONES;

/** For and against shares of their sum, each rounded to an integer percent; both 0 when nobody voted. */
export function votePercents(
  forVotes: bigint | string,
  againstVotes: bigint | string,
): { for: number; against: number } {
  const f = BigInt(forVotes);
  const a = BigInt(againstVotes);
  const total = f + a;
  if (total <= 0n) return { for: 0, against: 0 };
  const pct = (x: bigint) => Number((x * 10_000n) / total) / 100;
  return { for: Math.round(pct(f)), against: Math.round(pct(a)) };
}

/**
 * How far the for votes are towards the quorum (the contract counts for votes only: Failed while for < quorum), in
 * whole percent rounded down (99.9 % is not reached), capped at 100.
 */
export function quorumProgress(forVotes: bigint | string, quorumVotes: bigint | string) {
  const f = BigInt(forVotes);
  const q = BigInt(quorumVotes);
  const reached = f >= q;
  const percent = reached ? 100 : Number((f * 100n) / q);
  return { reached, percent };
}

export type CountdownKind = 'toStart' | 'toEnd' | 'toExecution' | 'ended' | 'none';

export interface Countdown {
  kind: CountdownKind;
  /** Seconds left (0 for ended and none). */
  seconds: number;
}

type Timed = Pick<GovernanceProposal, 'state' | 'startTime' | 'endTime' | 'executionTime'>;

/**
 * Before the start it counts to the start, between start and end to the end; a queued proposal counts to its
 * execution time; canceled and failed show none; after the end (or a queued one past its time) it says ended.
 */
export function countdown(p: Timed, now: number): Countdown {
  if (p.state === 'Canceled' || p.state === 'Failed') return { kind: 'none', seconds: 0 };
  if (p.state === 'Queued' && p.executionTime !== null && p.executionTime > now)
    return { kind: 'toExecution', seconds: p.executionTime - now };
  if (now < p.startTime) return { kind: 'toStart', seconds: p.startTime - now };
  if (now < p.endTime) return { kind: 'toEnd', seconds: p.endTime - now };
  return { kind: 'ended', seconds: 0 };
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function durationParts(totalSeconds: number): DurationParts {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3_600),
    minutes: Math.floor((s % 3_600) / 60),
    seconds: s % 60,
  };
}

export type DurationUnits = Record<keyof DurationParts, string>;

/**
 * "2d 3h 4m 5s": days, hours, minutes and seconds with the given unit suffixes, the leading zero units left out
 * (seconds always shown).
 */
export function durationText(totalSeconds: number, units: DurationUnits): string {
  const parts = durationParts(totalSeconds);
  const order: (keyof DurationParts)[] = ['days', 'hours', 'minutes', 'seconds'];
  const first = order.findIndex((k) => parts[k] > 0);
  const shown = first === -1 ? ['seconds' as const] : order.slice(first);
  return shown.map((k) => `${parts[k]}${units[k]}`).join(' ');
}

/** A period (voting delay, voting period, time lock, grace period) in whole hours and minutes. */
export function hoursMinutes(seconds: number): { hours: number; minutes: number } {
  const s = Math.max(0, Math.floor(seconds));
  return { hours: Math.floor(s / 3_600), minutes: Math.floor((s % 3_600) / 60) };
}

export type TimelineStage = 'pending' | 'voting' | 'queued' | 'execution';

export interface Timeline {
  /**
   * `from`/`to`: the stage's planned span (the bar); `at`: when the stage actually began (creation; the vote's start
   * once reached; the queue and the execution as they happened), null while it has not (the label then shows the
   * planned time and says so).
   */
  stages: { stage: TimelineStage; from: number; to: number; at: number | null }[];
  /** Where now lies on the whole span, 0 to 100. */
  cursor: number;
  start: number;
  end: number;
}

type TimelineInput = Pick<
  GovernanceProposal,
  'createdAt' | 'startTime' | 'endTime' | 'executionTime' | 'timeLock' | 'gracePeriod'
> &
  Partial<Pick<GovernanceProposal, 'queuedAt' | 'executedAt'>>;

/**
 * Pending (creation → start), voting (start → end), queued (end → execution time, or end + time lock before a queue)
 * and execution (execution time → + grace period), with the current-time cursor; null when the times are missing.
 */
export function timeline(p: TimelineInput, now: number): Timeline | null {
  if (!p.createdAt || !p.startTime || !p.endTime || p.endTime < p.startTime || p.startTime < p.createdAt) return null;
  const execution = p.executionTime ?? p.endTime + p.timeLock;
  const end = execution + p.gracePeriod;
  const span = end - p.createdAt;
  if (span <= 0) return null;
  const cursor = Math.min(100, Math.max(0, ((now - p.createdAt) / span) * 100));
  return {
    stages: [
      { stage: 'pending', from: p.createdAt, to: p.startTime, at: p.createdAt },
      { stage: 'voting', from: p.startTime, to: p.endTime, at: now >= p.startTime ? p.startTime : null },
      { stage: 'queued', from: p.endTime, to: execution, at: p.queuedAt ?? null },
      { stage: 'execution', from: execution, to: end, at: p.executedAt ?? null },
    ],
    cursor,
    start: p.createdAt,
    end,
  };
}

export interface UserContext {
  /** The connected address, undefined without a wallet. */
  account?: string;
  now: number;
  /** The user's vote on this proposal, if any, and whether it is still locked in the account. */
  vote?: { support: boolean; locked: boolean };
  /** The user's voting weight (live veQUBE); undefined while unknown. */
  weight?: bigint;
  /** The proposer's threshold is still locked for this proposal (created_proposals has it). */
  proposerLocked?: boolean;
}

export interface ProposalActions {
  queue: boolean;
  /**
   * Succeeded, but past end + time lock + grace: the contract sets the execution time to end + time lock, so a queue
   * now would make it Expired at once. Queue is not offered; a note says why.
   */
  queueTooLate: boolean;
  execute: boolean;
  /** The proposer, while Pending: the contract's cancel requires Pending (now ≤ start time) and the proposer (144, 108). */
  cancel: boolean;
  /**
   * The proposer, once voting has started (Active and every later state but Canceled): Cancel is gone and a note
   * says a proposal can be canceled only before its voting starts.
   */
  cancelClosed: boolean;
  /** The vote form (Active, no vote yet, some weight). */
  vote: boolean;
  /** Active, no vote yet, no weight: the link to increase the stake replaces the form. */
  stakeLink: boolean;
  unlockCastedVotes: boolean;
  unlockVoteTokens: boolean;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What the connected user can do with a proposal now (spec 4 "Actions by state", 6). */
export function actionsFor(
  p: Pick<GovernanceProposal, 'state' | 'proposer' | 'executionTime'> &
    Partial<Pick<GovernanceProposal, 'startTime' | 'endTime' | 'timeLock' | 'gracePeriod'>>,
  u: UserContext,
) {
  const wallet = u.account !== undefined;
  const late =
    p.state === 'Succeeded' && p.endTime !== undefined && u.now > p.endTime + (p.timeLock ?? 0) + (p.gracePeriod ?? 0);
  const isProposer = wallet && same(p.proposer, u.account!);
  const active = p.state === 'Active';
  const canVote = wallet && active && u.vote === undefined;
  // the read state lags the clock by up to a refresh: past the start time the contract already counts it Active
  const pending = p.state === 'Pending' && (p.startTime === undefined || u.now <= p.startTime);
  const actions: ProposalActions = {
    queue: wallet && p.state === 'Succeeded' && !late,
    queueTooLate: wallet && late,
    execute: wallet && p.state === 'Queued' && p.executionTime !== null && u.now >= p.executionTime,
    cancel: isProposer && pending,
    cancelClosed: isProposer && !pending && p.state !== 'Canceled',
    vote: canVote && u.weight !== undefined && u.weight > 0n,
    stakeLink: canVote && u.weight === 0n,
    unlockCastedVotes: wallet && u.vote?.locked === true && p.state !== 'Active' && p.state !== 'Pending',
    unlockVoteTokens: isProposer && p.state === 'Failed' && u.proposerLocked !== false,
  };
  return actions;
}

/** The state a cancel, queue or execute is done at. */
export const TARGET_STATE = { cancel: 'Canceled', queue: 'Queued', execute: 'Executed' } as const;
