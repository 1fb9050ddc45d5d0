/**
 * The proposals tables' filter popup (spec 2, 5): one state at a time and start/end date ranges; Apply is enabled
 * only when the draft differs from what is applied, Clear only when any filter is set; the counter tells how many
 * are set.
 */
import type { ProposalStateFilter } from '@tycho/api';

export interface ProposalFilters {
  /** A contract state, or Unknown (spec 2's state list ends with it). */
  state?: ProposalStateFilter;
  /** Dates as YYYY-MM-DD (the date input's value), local time. */
  startFrom?: string;
  startTo?: string;
  endFrom?: string;
  endTo?: string;
}

const KEYS: (keyof ProposalFilters)[] = ['state', 'startFrom', 'startTo', 'endFrom', 'endTo'];

export const activeFilterCount = (f: ProposalFilters) => KEYS.filter((k) => f[k] !== undefined && f[k] !== '').length;

export const sameFilters = (a: ProposalFilters, b: ProposalFilters) =>
  KEYS.every((k) => (a[k] || undefined) === (b[k] || undefined));

export const canApply = (draft: ProposalFilters, applied: ProposalFilters) => !sameFilters(draft, applied);

export const canClear = (draft: ProposalFilters, applied: ProposalFilters) =>
  activeFilterCount(draft) > 0 || activeFilterCount(applied) > 0;

/** Unix seconds of a local date's start (or of its end with `endOfDay`); undefined when blank or invalid. */
export function dateSeconds(date: string | undefined, endOfDay = false): number | undefined {
  const m = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!m) return undefined;
  const d = new Date(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    endOfDay ? 23 : 0,
    endOfDay ? 59 : 0,
    endOfDay ? 59 : 0,
  );
  return Number.isNaN(d.getTime()) ? undefined : Math.floor(d.getTime() / 1000);
}

/** The API's filter fields of the popup's filters. */
export function filterBody(f: ProposalFilters) {
  return {
    state: f.state,
    startTimeGe: dateSeconds(f.startFrom),
    startTimeLe: dateSeconds(f.startTo, true),
    endTimeGe: dateSeconds(f.endFrom),
    endTimeLe: dateSeconds(f.endTo, true),
  };
}
