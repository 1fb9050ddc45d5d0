/** What the farm pool's TVL or APR chart draws of the farming API's graph points (one a day). */

export interface FarmGraphPoint {
  /** Milliseconds. */
  timestamp: number;
  /** Decimal string: USD for TVL, percent for APR. */
  data: string;
}

/**
 * The chart's points (seconds, numbers), or none when there is nothing to draw: no points, or a farm that has not
 * started and only zeros (no deposit yet, no speed yet), which the chart shows as its "no data yet" state rather than a
 * flat line at 0 on an axis of -0.06..0.06. A started farm's zeros are figures (nothing deposited, no reward): drawn.
 */
export function farmGraphData(points: readonly FarmGraphPoint[], started: boolean): { time: number; value: number }[] {
  const data = points.map((p) => ({ time: Math.floor(p.timestamp / 1000), value: Number(p.data) }));
  if (!started && data.every((p) => p.value === 0)) return [];
  return data;
}
