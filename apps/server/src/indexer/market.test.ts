import { describe, expect, it } from 'vitest';
import { approxWholeTokens, sumWholeTokens } from './market';

describe('token amounts in the indexer', () => {
  it('sums amounts of tokens with different decimals exactly, in whole tokens', () => {
    expect(sumWholeTokens([1_500_000n, 2_000_000_000_000_000_001n], [6, 18])).toBe('3.500000000000000001');
    expect(sumWholeTokens([0n, 0n], [9, 6])).toBe('0');
    expect(sumWholeTokens([123n], [0])).toBe('123');
  });

  it('gives a float only as an approximation for USD values', () => {
    expect(approxWholeTokens(1_500_000n, 6)).toBe(1.5);
    expect(approxWholeTokens(-25n, 1)).toBe(-2.5);
  });
});
