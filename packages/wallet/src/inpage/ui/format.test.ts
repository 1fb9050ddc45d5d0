import { describe, expect, it } from 'vitest';
import { formatNano } from './format';

describe('formatNano', () => {
  it('writes nano-units as TYCHO with grouped whole part and no trailing zeros', () => {
    expect(formatNano('1500000000')).toBe('1.5');
    expect(formatNano('1234567000000000')).toBe('1,234,567');
    expect(formatNano('1')).toBe('0.000000001');
    expect(formatNano('0')).toBe('0');
  });

  it('leaves anything that is not nano-units as it is', () => {
    expect(formatNano('-5')).toBe('-5');
    expect(formatNano('abc')).toBe('abc');
  });
});
