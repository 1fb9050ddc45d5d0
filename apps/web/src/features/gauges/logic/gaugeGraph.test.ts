import { describe, expect, it } from 'vitest';
import { toGaugeSeries, toUserBalanceSeries } from './gaugeGraph';

const points = [
  { timestamp: 7_200_000, value: '30.5' },
  { timestamp: 3_600_000, value: '10' },
  { timestamp: 3_600_000, value: '12' },
];

describe('toGaugeSeries', () => {
  it('is undefined while loading', () => expect(toGaugeSeries('Tvl', undefined)).toBeUndefined());
  it('TVL in USD, seconds ascending, one point per time (the later wins)', () => {
    expect(toGaugeSeries('Tvl', points)).toEqual({
      type: 'area',
      unit: 'usd',
      data: [
        { time: 3600, value: 12 },
        { time: 7200, value: 30.5 },
      ],
    });
  });
  it('APRs are plain percent figures', () => {
    expect(toGaugeSeries('MaxApr', points)).toMatchObject({ unit: 'plain' });
    expect(toGaugeSeries('MinApr', [])).toEqual({ type: 'area', unit: 'plain', data: [] });
  });
});

describe('toUserBalanceSeries', () => {
  it('waits for the LP decimals and scales smallest units to whole LP', () => {
    const balance = [{ timestamp: 1_000, value: '2500000000' }];
    expect(toUserBalanceSeries(balance, undefined)).toBeUndefined();
    expect(toUserBalanceSeries(undefined, 9)).toBeUndefined();
    expect(toUserBalanceSeries(balance, 9)).toEqual({ type: 'area', unit: 'plain', data: [{ time: 1, value: 2.5 }] });
  });
  it('has nothing to draw for a user without LP in the gauge over the whole window', () => {
    const none = [
      { timestamp: 1_000, value: '0' },
      { timestamp: 2_000, value: '0' },
    ];
    expect(toUserBalanceSeries(none, 9)).toEqual({ type: 'area', unit: 'plain', data: [] });
    expect(toUserBalanceSeries([], 9)?.data).toEqual([]);
  });
  it('draws a window where the LP went to 0', () => {
    const withdrawn = [
      { timestamp: 1_000, value: '1000000000' },
      { timestamp: 2_000, value: '0' },
    ];
    expect(toUserBalanceSeries(withdrawn, 9)?.data).toEqual([
      { time: 1, value: 1 },
      { time: 2, value: 0 },
    ]);
  });
});
