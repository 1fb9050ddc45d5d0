/**
 * Decisions of the one chart wrapper (spec 4.7, 9), pure: the default and earlier data windows, the default visible
 * range, the TVL-ratio shares and their stacking, and the crosshair tooltip's rows and position.
 */
import type { CandlePoint, ChartSeries, SharesPoint, ValuePoint } from './types';

export type Timeframe = 'H1' | 'D1';
const DAY_MS = 24 * 3600 * 1000;

/** A data window in unix milliseconds, as the graph APIs take it. */
export interface ChartWindow {
  from: number;
  to: number;
}

/** Bars in the default window: 7 days of hours (1H), 30 days (1D). */
export const DEFAULT_BARS: Record<Timeframe, number> = { H1: 168, D1: 30 };
const span = (timeframe: Timeframe) => (timeframe === 'H1' ? 7 : 30) * DAY_MS;

/** Default window: 7 days for 1H, 30 days for 1D, ending now. */
export function chartWindow(timeframe: Timeframe, now: number): ChartWindow {
  return { from: now - span(timeframe), to: now };
}

/**
 * The window before `loaded` (same length) when scrolling back; undefined once a window came back empty (no
 * older history: the graph APIs answer every bucket since the first trade).
 */
export function earlierWindow(
  loaded: ChartWindow,
  lastWasEmpty: boolean,
  timeframe: Timeframe,
): ChartWindow | undefined {
  if (lastWasEmpty) return undefined;
  return { from: loaded.from - span(timeframe), to: loaded.from };
}

/** The visible logical range at first draw: the default window's bars at the right edge, all bars when fewer. */
export function defaultVisibleRange(count: number, timeframe: Timeframe): { from: number; to: number } {
  return { from: Math.max(0, count - DEFAULT_BARS[timeframe]) - 0.5, to: count - 0.5 };
}

/** The TVL-ratio palette (spec 9): one colour per pool token, in pool order. */
export const SHARE_COLORS = [
  '#4f7cff',
  '#4ade80',
  '#fbbf24',
  '#f472b6',
  '#22d3ee',
  '#a78bfa',
  '#fb923c',
  '#94a3b8',
  '#34d399',
  '#f87171',
  '#60a5fa',
  '#facc15',
  '#c084fc',
  '#2dd4bf',
  '#e879f9',
] as const;

export const shareColor = (index: number) => SHARE_COLORS[index % SHARE_COLORS.length]!;

/**
 * Each token's share of the pool's reserves in percent, from reserves in smallest units and the tokens' decimals
 * (whole tokens: a stable pool's tokens are worth one dollar each). Undefined while a decimals value is unknown.
 */
export function toShares(
  points: readonly { time: number; amounts: readonly (string | number)[] }[],
  decimals: readonly (number | undefined)[],
): SharesPoint[] | undefined {
  const tokens = Math.max(0, ...points.map((p) => p.amounts.length));
  if (Array.from({ length: tokens }, (_, k) => decimals[k]).some((d) => d === undefined)) return undefined;
  return points.map((p) => {
    const whole = p.amounts.map((a, k) => Number(a) / 10 ** decimals[k]!);
    const total = whole.reduce((s, v) => s + v, 0);
    return { time: p.time, values: whole.map((v) => (total > 0 ? (v / total) * 100 : 0)) };
  });
}

/**
 * Shares as stacked areas, in drawing order: the layer of token k reaches the sum of the shares of tokens 0..k, so
 * drawing the last token's layer first and token 0's last leaves one coloured band per token.
 */
export function stackShares(data: readonly SharesPoint[], tokens: number): { token: number; data: ValuePoint[] }[] {
  const layers = Array.from({ length: tokens }, (_, token) => ({
    token,
    data: data.map((p) => ({ time: p.time, value: p.values.slice(0, token + 1).reduce((s, v) => s + v, 0) })),
  }));
  return layers.reverse();
}

/** One line of the crosshair tooltip: a translated label (message id) or a token symbol, and its value. */
export type TooltipRow =
  | { kind: 'ohlc'; field: 'open' | 'high' | 'low' | 'close'; value: number }
  | { kind: 'value'; value: number }
  | { kind: 'share'; label: string; color: string; value: number };

function at<T extends { time: number }>(data: readonly T[], time: number): T | undefined {
  let lo = 0;
  let hi = data.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const t = data[mid]!.time;
    if (t === time) return data[mid];
    if (t < time) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** The tooltip's rows for the bar at `time` (data ascending by time); empty when there is no bar there. */
export function tooltipRows(series: ChartSeries, time: number): TooltipRow[] {
  if (series.type === 'candles') {
    const c: CandlePoint | undefined = at(series.data, time);
    if (!c) return [];
    return (['open', 'high', 'low', 'close'] as const).map((field) => ({ kind: 'ohlc', field, value: c[field] }));
  }
  if (series.type === 'shares') {
    const p = at(series.data, time);
    if (!p) return [];
    return series.labels.map((label, k) => ({ kind: 'share', label, color: shareColor(k), value: p.values[k] ?? 0 }));
  }
  const p = at(series.data, time);
  return p ? [{ kind: 'value', value: p.value }] : [];
}

/** Offset of the tooltip from the crosshair (spec 9). */
export const TOOLTIP_OFFSET = 20;

/**
 * Where the tooltip goes: 20 px right of and below the crosshair, flipped to the left (or above) when it would leave
 * the chart, and kept inside it.
 */
export function tooltipPosition(
  point: { x: number; y: number },
  tooltip: { width: number; height: number },
  chart: { width: number; height: number },
): { left: number; top: number } {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(v, Math.max(0, max)));
  let left = point.x + TOOLTIP_OFFSET;
  if (left + tooltip.width > chart.width) left = point.x - TOOLTIP_OFFSET - tooltip.width;
  let top = point.y + TOOLTIP_OFFSET;
  if (top + tooltip.height > chart.height) top = point.y - TOOLTIP_OFFSET - tooltip.height;
  return { left: clamp(left, chart.width - tooltip.width), top: clamp(top, chart.height - tooltip.height) };
}
