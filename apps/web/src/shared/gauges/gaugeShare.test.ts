import { describe, expect, it } from 'vitest';
import { gaugeSharePercent } from './gaugeShare';

describe('gaugeSharePercent', () => {
  it('is the user LP over the gauge LP in percent, rounded down to 8 decimals', () => {
    expect(gaugeSharePercent(1n, 3n)).toBe('33.33333333');
    expect(gaugeSharePercent(2n, 3n)).toBe('66.66666666');
    expect(gaugeSharePercent(5n, 5n)).toBe('100');
  });
  it('is 0 for an empty gauge or no deposit', () => {
    expect(gaugeSharePercent(0n, 10n)).toBe('0');
    expect(gaugeSharePercent(10n, 0n)).toBe('0');
  });
});
