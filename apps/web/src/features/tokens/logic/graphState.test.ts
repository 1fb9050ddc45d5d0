import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import ja from '@/i18n/ja.json';
import ko from '@/i18n/ko.json';
import { graphSeries, initialGraphState, KIND_LABEL, selectGraph, TIMEFRAME_LABEL, toSeries } from './graphState';

describe('graph state', () => {
  it('ignores selecting the active option and bumps the version otherwise', () => {
    expect(selectGraph(initialGraphState, { kind: 'prices' })).toBe(initialGraphState);
    expect(selectGraph(initialGraphState, { timeframe: 'H1' })).toBe(initialGraphState);
    const next = selectGraph(initialGraphState, { kind: 'tvl' });
    expect(next).toEqual({ kind: 'tvl', timeframe: 'H1', version: 1 });
    expect(selectGraph(next, { timeframe: 'D1' }).version).toBe(2);
  });
  it('maps API points to chart series', () => {
    expect(
      toSeries('prices', [{ timestamp: 3_600_000, open: '1', high: '2', low: '0.5', close: '1.5', volume: '3' }]),
    ).toEqual({
      type: 'candles',
      data: [{ time: 3600, open: 1, high: 2, low: 0.5, close: 1.5 }],
    });
    expect(toSeries('volume', [{ timestamp: 0, data: '5' }])?.type).toBe('histogram');
    expect(toSeries('tvl', [{ timestamp: 0, data: '5' }])?.type).toBe('area');
    expect(toSeries('tvl', undefined)).toBeUndefined();
  });
  it('draws an empty area after a failed read, whatever the kind and the points', () => {
    const points = [{ timestamp: 0, data: '5' }];
    expect(graphSeries('volume', points, true)).toEqual({ type: 'area', data: [] });
    expect(graphSeries('prices', undefined, true)).toEqual({ type: 'area', data: [] });
    expect(graphSeries('volume', points, false)?.type).toBe('histogram');
    expect(graphSeries('tvl', undefined, false)).toBeUndefined();
  });
  it('names every kind and timeframe in every catalogue', () => {
    const keys = [...Object.values(KIND_LABEL), ...Object.values(TIMEFRAME_LABEL)];
    expect(new Set(keys).size).toBe(5);
    for (const catalogue of [en, ko, ja] as Record<string, string>[]) {
      for (const key of keys) expect(catalogue[key]).toBeTruthy();
    }
  });
});
