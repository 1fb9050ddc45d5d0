/** Pair chart data (spec 4.7, 9): the window and the inversion when the pool's base differs from the left token. */
import type { CandlePoint } from '@/shared/ui/chart';

const DAY = 24 * 3600 * 1000;

export interface ChartWindow {
  from: number;
  to: number;
}
const span = (timeframe: 'H1' | 'D1') => (timeframe === 'H1' ? 7 : 30) * DAY;

/** Default window: 7 days for 1H, 30 days for 1D, ending now. */
export function chartWindow(timeframe: 'H1' | 'D1', now: number): ChartWindow {
  return { from: now - span(timeframe), to: now };
}

/**
 * The window before `loaded` (same length) when scrolling back; undefined once a window came back empty (no
 * older history).
 */
export function earlierWindow(
  loaded: ChartWindow,
  lastWasEmpty: boolean,
  timeframe: 'H1' | 'D1',
): ChartWindow | undefined {
  if (lastWasEmpty) return undefined;
  return { from: loaded.from - span(timeframe), to: loaded.from };
}

/** Candles of the base token priced in the counter token, flipped to the other direction when asked. */
export function invertCandles(points: CandlePoint[], invert: boolean): CandlePoint[] {
  if (!invert) return points;
  const inv = (x: number) => (x > 0 ? 1 / x : 0);
  return points.map((p) => ({
    time: p.time,
    open: inv(p.open),
    close: inv(p.close),
    high: inv(p.low),
    low: inv(p.high),
  }));
}

/** The chart is inverted when the pool's base token differs from the left token. */
export function isInverted(baseAddress: string | undefined, leftRoot: string | undefined): boolean {
  return !!baseAddress && !!leftRoot && baseAddress.toLowerCase() !== leftRoot.toLowerCase();
}
