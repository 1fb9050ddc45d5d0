import { describe, expect, it } from 'vitest';
import { checkAmount } from './amounts';

describe('amount inputs', () => {
  it('reads whole tokens into smallest units within what may be spent', () => {
    expect(checkAmount('1.5', 9, 2_000_000_000n)).toEqual({ amount: 1_500_000_000n });
    expect(checkAmount('', 9, 1n)).toEqual({});
    expect(checkAmount('abc', 9, 1n)).toEqual({ problem: 'invalid' });
    expect(checkAmount('0.0000000001', 9, 10n)).toEqual({ problem: 'invalid' });
    expect(checkAmount('0', 9, 1n)).toEqual({ problem: 'zero' });
    expect(checkAmount('3', 9, 2_000_000_000n)).toEqual({ problem: 'tooMuch' });
  });
});
