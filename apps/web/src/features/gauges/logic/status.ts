import type { GaugeItem } from '@tycho/api';

/** A gauge's status (spec 4, "Gauge: Status: Awaiting, Active, Expired"). */
export type GaugeStatus = 'awaiting' | 'active' | 'expired';

/**
 * Days a gauge whose rounds all ended is still called active: QUBE rounds arrive once per epoch, after the vote ends,
 * so a gauge between two epochs is not over (FlatQube's front end: ended only when every extra token ended and the
 * last QUBE round ended more than 15 days ago, reference farming-gauges.md §4.1).
 */
export const EXPIRY_GRACE_SECONDS = 15 * 86_400;

/**
 * From the reward rounds as the API summarises them: no round yet, or the first one not started, is Awaiting; every
 * token's last round ended (an end time) more than the grace ago is Expired; anything else Active.
 */
export function gaugeStatus(gauge: Pick<GaugeItem, 'startTime' | 'endTime'>, nowSeconds: number): GaugeStatus {
  if (gauge.startTime === null || nowSeconds < gauge.startTime) return 'awaiting';
  if (gauge.endTime !== null && nowSeconds >= gauge.endTime + EXPIRY_GRACE_SECONDS) return 'expired';
  return 'active';
}

/** The list's status filter: all, or one status. */
export type GaugeStatusFilter = 'all' | GaugeStatus;

export const GAUGE_STATUS_FILTERS: readonly GaugeStatusFilter[] = ['all', 'active', 'awaiting', 'expired'];

/** Gauges whose status (at `nowSeconds`) passes the filter, in their order. */
export function filterByStatus<T extends Pick<GaugeItem, 'startTime' | 'endTime'>>(
  gauges: readonly T[],
  filter: GaugeStatusFilter,
  nowSeconds: number,
): T[] {
  return filter === 'all' ? [...gauges] : gauges.filter((g) => gaugeStatus(g, nowSeconds) === filter);
}
