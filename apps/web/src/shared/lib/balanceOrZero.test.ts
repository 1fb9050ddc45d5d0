import { describe, expect, it } from 'vitest';
import { balanceOrZero } from './balanceOrZero';

describe('balanceOrZero', () => {
  it('shows the value read, 0 after a failed read, nothing while reading', () => {
    expect(balanceOrZero({ data: '15', isError: false })).toBe('15');
    expect(balanceOrZero({ data: undefined, isError: true })).toBe('0');
    expect(balanceOrZero({ data: undefined, isError: false })).toBeUndefined();
    // a refetch that failed after a good read keeps the last value
    expect(balanceOrZero({ data: '15', isError: true })).toBe('15');
  });
});
