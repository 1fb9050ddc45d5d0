import { describe, expect, it } from 'vitest';
import {
  chartWindow,
  defaultVisibleRange,
  earlierWindow,
  SHARE_COLORS,
  stackShares,
  TOOLTIP_OFFSET,
  toShares,
  tooltipPosition,
  tooltipRows,
} from './logic';

const DAY = 24 * 3600 * 1000;

describe('chart windows (spec 9)', () => {
  it('windows 7 days for 1H and 30 days for 1D, ending now', () => {
    expect(chartWindow('H1', 1_000 * DAY)).toEqual({ from: 993 * DAY, to: 1_000 * DAY });
    expect(chartWindow('D1', 1_000 * DAY)).toEqual({ from: 970 * DAY, to: 1_000 * DAY });
  });
  it('asks for the same length just before the loaded window when scrolling back, until one is empty', () => {
    expect(earlierWindow({ from: 10 * DAY, to: 17 * DAY }, false, 'H1')).toEqual({ from: 3 * DAY, to: 10 * DAY });
    expect(earlierWindow({ from: 40 * DAY, to: 70 * DAY }, false, 'D1')).toEqual({ from: 10 * DAY, to: 40 * DAY });
    expect(earlierWindow({ from: 10 * DAY, to: 17 * DAY }, true, 'H1')).toBeUndefined();
  });
  it('shows the default window of bars at the right edge, or every bar when there are fewer', () => {
    expect(defaultVisibleRange(500, 'H1')).toEqual({ from: 332 - 0.5, to: 499.5 });
    expect(defaultVisibleRange(31, 'D1')).toEqual({ from: 0.5, to: 30.5 });
    expect(defaultVisibleRange(12, 'H1')).toEqual({ from: -0.5, to: 11.5 });
  });
});

describe('TVL ratio', () => {
  it('has a palette of 15 distinct colours', () => {
    expect(SHARE_COLORS).toHaveLength(15);
    expect(new Set(SHARE_COLORS).size).toBe(15);
  });
  it('gives each token its share of the reserves in whole tokens, never a line that falls to 0', () => {
    const shares = toShares(
      [
        { time: 1, amounts: ['1000000', '1000000000000000000', '2000000'] },
        { time: 2, amounts: ['0', '0', '0'] },
      ],
      [6, 18, 6],
    );
    expect(shares).toEqual([
      { time: 1, values: [25, 25, 50] },
      { time: 2, values: [0, 0, 0] },
    ]);
    expect(toShares([{ time: 1, amounts: ['1', '2'] }], [6, undefined])).toBeUndefined();
    expect(toShares([{ time: 1, amounts: ['1', '2'] }], [6])).toBeUndefined();
  });
  it('stacks the shares: one band per token, drawn from the last token to the first', () => {
    const layers = stackShares([{ time: 1, values: [25, 25, 50] }], 3);
    expect(layers.map((l) => l.token)).toEqual([2, 1, 0]);
    expect(layers.map((l) => l.data[0]!.value)).toEqual([100, 50, 25]);
  });
});

describe('crosshair tooltip', () => {
  const candles = {
    type: 'candles' as const,
    data: [
      { time: 10, open: 1, high: 2, low: 0.5, close: 1.5 },
      { time: 20, open: 1.5, high: 1.6, low: 1.4, close: 1.45 },
    ],
  };
  it('lists the values of the bar under the crosshair', () => {
    expect(tooltipRows(candles, 20)).toEqual([
      { kind: 'ohlc', field: 'open', value: 1.5 },
      { kind: 'ohlc', field: 'high', value: 1.6 },
      { kind: 'ohlc', field: 'low', value: 1.4 },
      { kind: 'ohlc', field: 'close', value: 1.45 },
    ]);
    expect(tooltipRows(candles, 15)).toEqual([]);
    expect(tooltipRows({ type: 'histogram', data: [{ time: 5, value: 42 }] }, 5)).toEqual([
      { kind: 'value', value: 42 },
    ]);
    const shares = { type: 'shares' as const, labels: ['USDT', 'DAI'], data: [{ time: 3, values: [40, 60] }] };
    expect(tooltipRows(shares, 3)).toEqual([
      { kind: 'share', label: 'USDT', color: SHARE_COLORS[0], value: 40 },
      { kind: 'share', label: 'DAI', color: SHARE_COLORS[1], value: 60 },
    ]);
  });
  it('sits 20 px right of and below the pointer, flipped and kept inside near the edges', () => {
    const size = { width: 100, height: 60 };
    const chart = { width: 400, height: 300 };
    expect(TOOLTIP_OFFSET).toBe(20);
    expect(tooltipPosition({ x: 50, y: 40 }, size, chart)).toEqual({ left: 70, top: 60 });
    expect(tooltipPosition({ x: 350, y: 280 }, size, chart)).toEqual({ left: 230, top: 200 });
    expect(tooltipPosition({ x: 10, y: 10 }, { width: 500, height: 60 }, chart)).toEqual({ left: 0, top: 30 });
  });
});
