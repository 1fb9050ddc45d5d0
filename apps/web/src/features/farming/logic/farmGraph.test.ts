import { describe, expect, it } from 'vitest';
import { farmGraphData } from './farmGraph';

const DAY = 86_400_000;
const points = (values: string[]) => values.map((data, i) => ({ timestamp: 1_700_000_000_000 + i * DAY, data }));

describe('farmGraphData', () => {
  it('draws the points in seconds', () => {
    expect(farmGraphData(points(['0', '12.5']), true)).toEqual([
      { time: 1_700_000_000, value: 0 },
      { time: 1_700_086_400, value: 12.5 },
    ]);
  });

  it('has nothing to draw for a farm awaiting its start with only zeros', () => {
    expect(farmGraphData(points(['0', '0.000000', '0']), false)).toEqual([]);
  });

  it('has nothing to draw without points', () => {
    expect(farmGraphData([], false)).toEqual([]);
    expect(farmGraphData([], true)).toEqual([]);
  });

  it("draws a started farm's zeros, and a farm awaiting its start with LP deposited already", () => {
    expect(farmGraphData(points(['0', '0']), true)).toHaveLength(2);
    expect(farmGraphData(points(['0', '150']), false)).toHaveLength(2);
  });
});
