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
});
