/** Pair chart data (spec 4.7): the inversion when the pool's base differs from the left token (windows: shared chart). */
import type { CandlePoint } from '@/shared/ui/chart';

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
