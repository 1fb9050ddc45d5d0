import { describe, expect, it } from 'vitest';
import { approxNumber, formatUnits, fromNano, parseUnits, toNano } from './units';

describe('parseUnits', () => {
  it('parses decimal input to integer units', () => {
    expect(parseUnits('1', 9)).toBe(1_000_000_000n);
    expect(parseUnits('1.5', 9)).toBe(1_500_000_000n);
    expect(parseUnits('.5', 2)).toBe(50n);
    expect(parseUnits('5.', 2)).toBe(500n);
    expect(parseUnits('0', 9)).toBe(0n);
    expect(parseUnits('000.000000001', 9)).toBe(1n);
    expect(parseUnits('1 000.25', 2)).toBe(100025n);
    expect(parseUnits('12345678901234567890.123456789012345678', 18)).toBe(12345678901234567890123456789012345678n);
    expect(parseUnits('7', 0)).toBe(7n);
  });
  it('rejects what is not a non-negative decimal', () => {
    for (const bad of ['', '.', '-1', '1e5', 'abc', '1.2.3', '1,5', '+1', ' ', '0x10']) {
      expect(parseUnits(bad, 9)).toBeNull();
    }
  });
  it('rejects more decimals than allowed in strict mode, rounds down in truncate mode', () => {
    expect(parseUnits('1.234', 2)).toBeNull();
    expect(parseUnits('1.234', 2, 'truncate')).toBe(123n);
    expect(parseUnits('1.239', 2, 'truncate')).toBe(123n);
    expect(parseUnits('1.5', 0)).toBeNull();
    expect(parseUnits('1.5', 0, 'truncate')).toBe(1n);
    expect(parseUnits('1.2300', 2)).toBe(123n); // trailing zeros are not extra precision
  });
});

describe('formatUnits', () => {
  it('gives an exact plain decimal string', () => {
    expect(formatUnits(1_500_000_000n, 9)).toBe('1.5');
    expect(formatUnits('1', 9)).toBe('0.000000001');
    expect(formatUnits(0n, 9)).toBe('0');
    expect(formatUnits(123n, 0)).toBe('123');
    expect(formatUnits(-1_500n, 3)).toBe('-1.5');
    expect(formatUnits(10n ** 40n, 18)).toBe(`1${'0'.repeat(22)}`);
  });
  it('round-trips with parseUnits', () => {
    for (const text of ['0.000000001', '1.5', '123456789.123456789', '42']) {
      expect(formatUnits(parseUnits(text, 9) as bigint, 9)).toBe(text);
    }
  });
});

describe('toNano / fromNano', () => {
  it('use 9 decimals and round user input down', () => {
    expect(toNano('10')).toBe(10_000_000_000n);
    expect(toNano('0.0000000019')).toBe(1n);
    expect(toNano('x')).toBeNull();
    expect(fromNano('5000000000')).toBe('5');
    expect(fromNano(500_000_000n)).toBe('0.5');
  });
});

describe('approxNumber', () => {
  it('gives the float of whole tokens for estimates', () => {
    expect(approxNumber(1_500_000n, 6)).toBe(1.5);
    expect(approxNumber('-25', 1)).toBe(-2.5);
    expect(approxNumber(0n, 18)).toBe(0);
  });
});
