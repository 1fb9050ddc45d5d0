import { describe, expect, it } from 'vitest';
import type { PoolOhlcvPoint } from '@tycho/api';
import { effectiveGraphType, graphTypesFor, ohlcvKindOf, toPoolSeries } from './poolGraph';

const pt = (ts: number, o: Partial<PoolOhlcvPoint>): PoolOhlcvPoint => ({
  timestamp: ts,
  open: null,
  high: null,
  low: null,
  close: null,
  tvl: null,
  usdtVolume: null,
  currencyVolumes: null,
  ...o,
});

describe('pool graph', () => {
  it('forces the TVL ratio for N-pools', () => {
    expect(graphTypesFor(true)).toEqual(['TvlRatio']);
    expect(effectiveGraphType('Ohlcv', true)).toBe('TvlRatio');
    expect(effectiveGraphType('Volume', false)).toBe('Volume');
    expect(ohlcvKindOf('OhlcvInverse')).toBe('Price');
    expect(ohlcvKindOf('TvlRatio')).toBe('Tvl');
  });

  it('inverts candles and computes the TVL ratio', () => {
    const inv = toPoolSeries('OhlcvInverse', [pt(2000, { open: '2', high: '4', low: '1', close: '4' })]);
    expect(inv).toEqual({ type: 'candles', data: [{ time: 2, open: 0.5, high: 1, low: 0.25, close: 0.25 }] });
    // each token's share of the reserves in whole tokens (USDT has 6 decimals, DAI 18)
    const reserves = ['1000000', '3000000000000000000'];
    const tokens = { symbols: ['USDT', 'DAI'], decimals: [6, 18] };
    const ratio = toPoolSeries('TvlRatio', [pt(1000, { currencyVolumes: reserves })], tokens);
    expect(ratio).toEqual({ type: 'shares', labels: ['USDT', 'DAI'], data: [{ time: 1, values: [25, 75] }] });
    // unknown decimals: loading, not a guess
    expect(toPoolSeries('TvlRatio', [pt(1000, { currencyVolumes: reserves })], { ...tokens, decimals: [6] })).toBe(
      undefined,
    );
  });
});
