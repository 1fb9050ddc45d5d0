import { describe, expect, it } from 'vitest';
import { depthLines, depthPrecision } from './depth';

describe('depth chart', () => {
  it('draws both sides in ascending price order, one point per price, no bad prices', () => {
    const lines = depthLines({
      bids: [
        { price: 1.9, depth: 2 },
        { price: 1.8, depth: 5 },
        { price: 0, depth: 9 },
      ],
      asks: [
        { price: 2.1, depth: 1 },
        { price: 2.1, depth: 3 },
        { price: 2.2, depth: 4 },
      ],
    });
    expect(lines.bids).toEqual([
      { time: 1.8, value: 5 },
      { time: 1.9, value: 2 },
    ]);
    expect(lines.asks).toEqual([
      { time: 2.1, value: 3 },
      { time: 2.2, value: 4 },
    ]);
  });

  it('shows four significant digits of the lowest price on the axis', () => {
    const at = (price: number) => depthPrecision({ bids: [{ price, depth: 1 }], asks: [] });
    expect(at(2.5)).toBe(3);
    expect(at(2000)).toBe(0);
    expect(at(0.00012)).toBe(7);
    expect(at(1e-12)).toBe(8);
    expect(depthPrecision({ bids: [], asks: [] })).toBe(2);
  });
});
