/** Pure decisions of the portfolio page: whose portfolio it is, changes of value, the history series, lock times. */
import type { PortfolioKind } from '@tycho/api';
import type { ActionOutcome, PortfolioActionKind } from './actions';

export type Viewer =
  { kind: 'checking' } | { kind: 'connect' } | { kind: 'own'; address: string } | { kind: 'other'; address: string };

/**
 * `/portfolio` shows the connected wallet's own portfolio (a prompt to connect without one); `/portfolio/{address}`
 * shows that address, with actions only when it is the connected wallet itself.
 */
export function viewerOf(args: { param?: string; connected?: string; checking: boolean }): Viewer {
  const connected = args.connected?.toLowerCase();
  if (args.param) {
    const address = args.param.toLowerCase();
    return address === connected ? { kind: 'own', address } : { kind: 'other', address };
  }
  if (connected) return { kind: 'own', address: connected };
  return args.checking ? { kind: 'checking' } : { kind: 'connect' };
}

/** Change from `before` to `now` in percent (null when there was nothing before). */
export function changePercent(now: string, before: string): number | null {
  const [n, b] = [Number(now), Number(before)];
  if (!(b > 0)) return null;
  return ((n - b) / b) * 100;
}

/** The kinds in the order of the page's sections. */
export const KIND_ORDER: readonly PortfolioKind[] = ['tokens', 'lp', 'dexAccount', 'farms', 'gauges', 'dao', 'limit'];

/**
 * The history points as the chart's area series (unix seconds, ascending, one per time); none when the wallet held
 * nothing of value on any day (a flat line at $0 with a -0.05 to 0.05 axis says nothing the empty message does not).
 */
export function historySeries(points: readonly { time: number; usd: string }[]) {
  const byTime = new Map<number, number>();
  for (const p of points) byTime.set(p.time, Number(p.usd));
  if ([...byTime.values()].every((value) => value === 0)) return [];
  return [...byTime].sort(([a], [b]) => a - b).map(([time, value]) => ({ time, value }));
}

/** Whole days (rounded up) until `end`; 0 once it has passed. */
export function daysLeft(end: number, nowSeconds: number): number {
  return Math.max(0, Math.ceil((end - nowSeconds) / 86_400));
}

/** The last action's result on a target: its outcome, its kind and the values its messages name (an order's pair). */
export interface ActionResult {
  outcome: ActionOutcome;
  kind: PortfolioActionKind;
  values?: Record<string, string>;
}

/**
 * The targets of `kind` actions that succeeded and are no longer in their section's list (`present`): a cancelled
 * order leaves the open orders as soon as the portfolio loads again, taking its row's result with it, so the section
 * says it instead. In the order they finished.
 */
export function leftTheList(
  results: Readonly<Record<string, ActionResult>>,
  present: readonly string[],
  kind: PortfolioActionKind,
): { target: string; values: Record<string, string> }[] {
  const here = new Set(present);
  return Object.entries(results)
    .filter(([target, done]) => done.outcome === 'success' && done.kind === kind && !here.has(target))
    .map(([target, done]) => ({ target, values: done.values ?? {} }));
}
