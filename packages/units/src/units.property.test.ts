import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnits, isDecimals, parseUnits, resolveDecimals, sanitizeAmountInput } from './index';

const decimals = fc.integer({ min: 0, max: 36 });
const units = fc.bigInt({ min: 0n, max: 10n ** 60n });

describe('units properties', () => {
  it('parse(format(u)) is u for every amount and decimals', () => {
    fc.assert(
      fc.property(units, decimals, (u, d) => parseUnits(formatUnits(u, d), d) === u),
      { numRuns: 2000 },
    );
  });

  it('format never has trailing zeros in its fraction nor more digits than the decimals', () => {
    fc.assert(
      fc.property(units, decimals, (u, d) => {
        const text = formatUnits(u, d);
        const frac = text.split('.')[1] ?? '';
        return !frac.endsWith('0') && frac.length <= d;
      }),
    );
  });

  it('truncating parse rounds down: never more than the exact value, less by under one unit', () => {
    fc.assert(
      fc.property(units, decimals, fc.integer({ min: 1, max: 10 }), (u, d, extra) => {
        const exact = formatUnits(u, d + extra); // same digits, finer decimals
        const parsed = parseUnits(exact, d, 'truncate');
        return parsed !== null && parsed === u / 10n ** BigInt(extra);
      }),
    );
  });

  it('text the input accepts always parses strictly to the same amount it displays', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.,]{0,30}$/), decimals, (raw, d) => {
        const accepted = sanitizeAmountInput(raw, d);
        if (accepted === null || accepted === '' || accepted === '.') return true;
        const parsed = parseUnits(accepted, d);
        return parsed !== null && parseUnits(formatUnits(parsed, d), d) === parsed;
      }),
      { numRuns: 2000 },
    );
  });

  it('decimals are resolved from the first known source and never guessed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -5, max: 300 }), fc.double())),
        (sources) => {
          const found = resolveDecimals(...sources);
          const expected = sources.find(isDecimals);
          return found === expected;
        },
      ),
    );
    expect(resolveDecimals(undefined, null)).toBeUndefined();
    expect(resolveDecimals(undefined, 6, 18)).toBe(6);
    expect(resolveDecimals(1.5, 256, -1)).toBeUndefined();
  });
});

describe('sanitizeAmountInput', () => {
  it('accepts decimal text within the decimals and reads a comma as a dot', () => {
    expect(sanitizeAmountInput('', 9)).toBe('');
    expect(sanitizeAmountInput('1,5', 9)).toBe('1.5');
    expect(sanitizeAmountInput('.5', 2)).toBe('.5');
    expect(sanitizeAmountInput('1.234', 2)).toBeNull();
    expect(sanitizeAmountInput('1.', 0)).toBeNull();
    expect(sanitizeAmountInput('1e5', 9)).toBeNull();
    expect(sanitizeAmountInput('-1', 9)).toBeNull();
  });
});
