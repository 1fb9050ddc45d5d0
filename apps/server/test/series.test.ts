import { describe, expect, it } from 'vitest';
import { continuous, type CandleRowBase } from '../src/dex/series';

const H = 3600;
const T = 1_791_590_400; // a day boundary
const candle = (bucket: number, open: number, high: number, low: number, close: number, volume = 10, tvl = 100) => ({
  bucket,
  open: String(open),
  high: String(high),
  low: String(low),
  close: String(close),
  usd_volume: String(volume),
  tvl: String(tvl),
});
const window = (fromH: number, toH: number, timeframe: 'H1' | 'D1' = 'H1') => ({
  from: (T + fromH * H) * 1000,
  to: (T + toH * H) * 1000,
  timeframe,
});
const buckets = (rows: CandleRowBase[]) => rows.map((r) => (r.bucket - T) / H);

describe('continuous graph series', () => {
  it('carries the previous close through hours without trades, with no volume and the same TVL', () => {
    const rows = [candle(T + H, 2, 2.2, 1.9, 2.1, 50, 300), candle(T + 4 * H, 2.1, 2.5, 2.1, 2.4, 20, 310)];
    const out = continuous(rows, undefined, window(0, 6), T + 10 * H, 5000);
    expect(buckets(out)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(out[1]).toEqual({ ...candle(T + 2 * H, 2.1, 2.1, 2.1, 2.1, 0, 300) });
    expect(out[2]!.close).toBe('2.1');
    expect(out[4]).toMatchObject({ open: '2.4', close: '2.4', usd_volume: '0', tvl: '310' });
    // a stored candle opens at the previous close; its range includes that open
    expect(out[3]).toMatchObject({ open: '2.1', high: '2.5', low: '2.1', close: '2.4', usd_volume: '20' });
  });

  it('starts at the window when an earlier candle exists, else at the first candle; nothing before any trade', () => {
    const previous = candle(T - 30 * H, 1, 1.5, 0.9, 1.2);
    const rows = [candle(T + 2 * H, 1.1, 1.3, 1.0, 1.3)];
    const carried = continuous(rows, previous, window(0, 3), T + 3 * H, 5000);
    expect(buckets(carried)).toEqual([0, 1, 2, 3]);
    expect(carried[0]).toMatchObject({ open: '1.2', high: '1.2', low: '1.2', close: '1.2', usd_volume: '0' });
    // the stored candle opened at 1.1 but the price stood at 1.2: the candle opens there and its low stays 1.0
    expect(carried[2]).toMatchObject({ open: '1.2', high: '1.3', low: '1', close: '1.3' });
    expect(buckets(continuous(rows, undefined, window(0, 3), T + 3 * H, 5000))).toEqual([2, 3]);
    expect(continuous([], undefined, window(0, 3), T + 3 * H, 5000)).toEqual([]);
    // a window with no trades after an earlier one: the whole window carries it (scrolling back through a lull)
    expect(buckets(continuous([], previous, window(0, 3), T + 3 * H, 5000))).toEqual([0, 1, 2, 3]);
  });

  it('ends at the window end or the chain clock, whichever comes first, but keeps candles the clock ran past', () => {
    const rows = [candle(T, 1, 1, 1, 1)];
    expect(buckets(continuous(rows, undefined, window(0, 48), T + 5 * H + 10, 5000))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(buckets(continuous(rows, undefined, window(0, 2), T + 5 * H, 5000))).toEqual([0, 1, 2]);
    expect(buckets(continuous([candle(T + 3 * H, 1, 1, 1, 1)], undefined, window(0, 8), T, 5000))).toEqual([3]);
  });

  it('fills days for D1, extra fields of quiet buckets come from `quiet`, and keeps the latest `limit` rows', () => {
    const rows = [{ ...candle(T, 1, 1, 1, 1), volumes: ['5', '7'] }];
    const out = continuous(rows, undefined, window(0, 72, 'D1'), T + 72 * H, 5000, (p) => ({
      volumes: p.volumes.map(() => '0'),
    }));
    expect(buckets(out)).toEqual([0, 24, 48, 72]);
    expect(out[3]!.volumes).toEqual(['0', '0']);
    expect(out[0]!.volumes).toEqual(['5', '7']);
    expect(buckets(continuous(rows, undefined, window(0, 10), T + 10 * H, 3))).toEqual([8, 9, 10]);
  });
});

describe('continuous graph series over long windows', () => {
  it('answers the latest points of a decades-long window as a walk from its start would', () => {
    const rows = [
      candle(T - 500 * H, 1, 2, 0.5, 1.5),
      candle(T - 3 * H, 1.5, 1.8, 1.4, 1.7),
      candle(T + H, 1.7, 1.9, 1.6, 1.8),
    ];
    const limit = 4;
    const fast = continuous(rows, undefined, { from: 0, to: 32_503_680_000_000, timeframe: 'H1' }, T + 2 * H, limit);
    expect(buckets(fast)).toEqual([-1, 0, 1, 2]);
    // the hour before the last stored candle carries the close of the candle 3 hours earlier
    expect(fast[0]).toMatchObject({ open: '1.7', close: '1.7', usd_volume: '0' });
    expect(fast[2]).toMatchObject({ open: '1.7', high: '1.9', close: '1.8' });
    const slow = continuous(rows, undefined, { from: 0, to: 32_503_680_000_000, timeframe: 'H1' }, T + 2 * H, 10_000);
    expect(slow.slice(-limit)).toEqual(fast);
  });
});
