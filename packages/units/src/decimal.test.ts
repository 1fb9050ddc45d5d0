import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  compareDecimals,
  decimalExponent,
  decimalToString,
  divideDecimals,
  multiplyDecimals,
  parseDecimal,
  roundDecimal,
  shiftDecimal,
  type Decimal,
} from './decimal';

const text = (value: string | number) => {
  const parsed = parseDecimal(value);
  return parsed ? decimalToString(parsed) : null;
};

const arbDecimal = fc.record({ units: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), scale: fc.nat(24) });

describe('parseDecimal', () => {
  it('reads plain, signed, exponent and number input exactly', () => {
    expect(text('1.50')).toBe('1.5');
    expect(text('-0.000123')).toBe('-0.000123');
    expect(text('.5')).toBe('0.5');
    expect(text('7.')).toBe('7');
    expect(text('1e-12')).toBe('0.000000000001');
    expect(text('2.5E+3')).toBe('2500');
    expect(text(1.5e-7)).toBe('0.00000015');
    expect(text(1e21)).toBe('1000000000000000000000');
    expect(text(' 42 ')).toBe('42');
  });
  it('refuses what is not a finite number', () => {
    for (const bad of ['', '.', 'abc', '1.2.3', '1e', '--1', '1e999', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseDecimal(bad)).toBeNull();
    }
  });
  it('round-trips its own text (property)', () => {
    fc.assert(
      fc.property(arbDecimal, (value) => {
        const back = parseDecimal(decimalToString(value));
        expect(back && compareDecimals(back, value)).toBe(0);
      }),
    );
  });
});

describe('arithmetic', () => {
  it('adds, multiplies, shifts and compares across scales', () => {
    const a = parseDecimal('1.25')!;
    const b = parseDecimal('-0.005')!;
    expect(decimalToString(addDecimals(a, b))).toBe('1.245');
    expect(decimalToString(multiplyDecimals(a, b))).toBe('-0.00625');
    expect(decimalToString(shiftDecimal(a, 2))).toBe('125');
    expect(decimalToString(shiftDecimal(a, -3))).toBe('0.00125');
    expect(compareDecimals(a, parseDecimal('1.250000')!)).toBe(0);
    expect(compareDecimals(b, a)).toBe(-1);
  });
  it('rounds down toward zero or half-up away from zero', () => {
    const round = (v: string, digits: number, mode?: 'down' | 'half-up') =>
      decimalToString(roundDecimal(parseDecimal(v)!, digits, mode));
    expect(round('1.239', 2)).toBe('1.23');
    expect(round('-1.239', 2)).toBe('-1.23');
    expect(round('1.235', 2, 'half-up')).toBe('1.24');
    expect(round('1.2349', 2, 'half-up')).toBe('1.23');
    expect(round('-1.235', 2, 'half-up')).toBe('-1.24');
    expect(round('-0.001', 2, 'half-up')).toBe('0');
  });
  it('rounding down never exceeds the value and loses less than one last digit (property)', () => {
    fc.assert(
      fc.property(arbDecimal, fc.nat(12), (value, digits) => {
        const rounded = roundDecimal(value, digits);
        const abs = (d: Decimal) => ({ units: d.units < 0n ? -d.units : d.units, scale: d.scale });
        expect(compareDecimals(abs(rounded), abs(value))).toBeLessThanOrEqual(0);
        const gap = addDecimals(abs(value), { units: -abs(rounded).units, scale: rounded.scale });
        expect(compareDecimals(gap, { units: 1n, scale: digits })).toBe(-1);
      }),
    );
  });
  it('divides rounding down, the quotient within one last digit (property)', () => {
    fc.assert(
      fc.property(arbDecimal, arbDecimal, fc.nat(20), (a, b, digits) => {
        const q = divideDecimals(a, b, digits);
        if (b.units === 0n) {
          expect(q).toBeNull();
          return;
        }
        expect(q).not.toBeNull();
        // |q × b| ≤ |a| < (|q| + 10^-digits) × |b|
        const abs = (d: Decimal) => ({ units: d.units < 0n ? -d.units : d.units, scale: d.scale });
        const qb = multiplyDecimals(abs(q!), abs(b));
        expect(compareDecimals(qb, abs(a))).toBeLessThanOrEqual(0);
        const next = multiplyDecimals(addDecimals(abs(q!), { units: 1n, scale: digits }), abs(b));
        expect(compareDecimals(abs(a), next)).toBe(-1);
      }),
    );
  });
  it('knows the power of ten of the leading digit', () => {
    expect(decimalExponent(parseDecimal('123.4')!)).toBe(2);
    expect(decimalExponent(parseDecimal('0.05')!)).toBe(-2);
    expect(decimalExponent(parseDecimal('-1')!)).toBe(0);
    expect(decimalExponent(parseDecimal('0.000')!)).toBeUndefined();
  });
  it('writes a fixed number of decimals when asked', () => {
    expect(decimalToString(parseDecimal('1.5')!, 2)).toBe('1.50');
    expect(decimalToString(parseDecimal('3')!, 2)).toBe('3.00');
    expect(decimalToString(parseDecimal('-0.00')!, 1)).toBe('0.0');
  });
});
