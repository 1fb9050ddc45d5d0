import { describe, expect, it } from 'vitest';
import {
  editAmounts,
  editPairAmount,
  expectedLpRequest,
  inPoolOrder,
  NO_PAIR_AMOUNTS,
  shownPairTexts,
  truncateAmountText,
  type PairAmounts,
} from './pairAmounts';

const decimals = [6, 9] as const;
const priced = { decimals, reserves: { left: 1_000_000n, right: 2_000_000_000n }, autoOn: false, emptyPool: false };
const typeIn = (amounts: PairAmounts, index: 0 | 1, raw: string, emptyPool = false) =>
  editPairAmount(amounts, index, raw, { decimals, emptyPool })!;

describe('pair amounts at the pool price', () => {
  it('the field not typed last follows the pool price, rounded down', () => {
    const left = typeIn(NO_PAIR_AMOUNTS, 0, '1.5');
    expect(shownPairTexts(left, priced)).toEqual(['1.5', '3']);
    const right = typeIn(NO_PAIR_AMOUNTS, 1, '1');
    expect(shownPairTexts(right, priced)).toEqual(['0.5', '1']);
    expect(shownPairTexts(typeIn(NO_PAIR_AMOUNTS, 0, '1,5'), priced)).toEqual(['1.5', '3']);
  });

  it('follows the reserves live: a moved pool moves the other amount', () => {
    const amounts = typeIn(NO_PAIR_AMOUNTS, 0, '1');
    expect(shownPairTexts(amounts, priced)[1]).toBe('2');
    const moved = { ...priced, reserves: { left: 1_000_000n, right: 2_500_000_000n } };
    expect(shownPairTexts(amounts, moved)).toEqual(['1', '2.5']);
  });

  it('refuses text that is not an amount or has too many decimals, or a field without decimals', () => {
    const amounts = typeIn(NO_PAIR_AMOUNTS, 0, '1');
    expect(editPairAmount(amounts, 0, '1.1234567', { decimals, emptyPool: false })).toBeUndefined();
    expect(editPairAmount(amounts, 0, 'abc', { decimals, emptyPool: false })).toBeUndefined();
    expect(editPairAmount(amounts, 0, '1', { decimals: [undefined, 9], emptyPool: false })).toBeUndefined();
  });

  it('clearing the typed side clears the other; a lone dot leaves it', () => {
    const amounts = typeIn(NO_PAIR_AMOUNTS, 0, '1');
    expect(shownPairTexts(typeIn(amounts, 0, ''), priced)).toEqual(['', '']);
    const dot = typeIn({ texts: ['1', '2'], typed: [true, false], last: 0 }, 0, '.');
    expect(shownPairTexts(dot, priced)).toEqual(['.', '2']);
  });

  it('with auto exchange, without reserves or without the other decimals each field keeps its text', () => {
    const amounts: PairAmounts = { texts: ['1', '7'], typed: [true, true], last: 0 };
    expect(shownPairTexts(amounts, { ...priced, autoOn: true })).toEqual(['1', '7']);
    expect(shownPairTexts(amounts, { ...priced, reserves: { left: 0n, right: 0n } })).toEqual(['1', '7']);
    expect(shownPairTexts(amounts, { ...priced, decimals: [6, undefined] })).toEqual(['1', '7']);
  });
});

describe('an empty pool copies the typed amount', () => {
  it('to every field the user has not typed, cut to its decimals', () => {
    const first = typeIn(NO_PAIR_AMOUNTS, 1, '2.123456789', true);
    expect(first.texts).toEqual(['2.123456', '2.123456789']);
    expect(shownPairTexts(first, { ...priced, emptyPool: true })).toEqual(['2.123456', '2.123456789']);
  });

  it('a field the user typed keeps its own amount (the first deposit may set any price)', () => {
    const first = typeIn(NO_PAIR_AMOUNTS, 0, '10', true);
    expect(first.texts).toEqual(['10', '10']);
    const second = typeIn(first, 1, '20', true);
    expect(second.texts).toEqual(['10', '20']);
    expect(typeIn(second, 0, '11', true).texts).toEqual(['11', '20']);
    // a cleared field takes copies again
    const cleared = typeIn(second, 1, '', true);
    expect(typeIn(cleared, 0, '12', true).texts).toEqual(['12', '12']);
  });

  it('in an N-pool, to each token the user has not typed', () => {
    const form = { decimals: [6, 9, 18], emptyPool: true };
    const first = editAmounts({ texts: [], typed: [] }, 1, '5.5', form)!;
    expect(first.texts).toEqual(['5.5', '5.5', '5.5']);
    const second = editAmounts(first, 0, '7', form)!;
    expect(second.texts).toEqual(['7', '5.5', '7']);
    expect(second.typed).toEqual([true, true, false]);
    // a non-empty pool leaves the other fields alone
    expect(editAmounts({ texts: [], typed: [] }, 2, '1', { ...form, emptyPool: false })!.texts).toEqual(['', '', '1']);
  });

  it('cuts extra decimals, never rounds', () => {
    expect(truncateAmountText('1.999', 2)).toBe('1.99');
    expect(truncateAmountText('1.5', 0)).toBe('1');
    expect(truncateAmountText('12', 3)).toBe('12');
    expect(truncateAmountText('.', 6)).toBe('.');
  });
});

describe('expectedLpRequest', () => {
  const pool = `0:${'5'.repeat(64)}`;
  it('asks a pair for both amounts, or one with auto exchange; a stable pool always auto-exchanges', () => {
    expect(expectedLpRequest({ pool, kind: 'common', amounts: [10n, 20n], autoChange: false })).toEqual({
      pool,
      kind: 'common',
      amounts: ['10', '20'],
      autoChange: false,
    });
    expect(expectedLpRequest({ pool, kind: 'common', amounts: [10n, undefined], autoChange: false })).toBeUndefined();
    expect(expectedLpRequest({ pool, kind: 'common', amounts: [10n, undefined], autoChange: true })?.amounts).toEqual([
      '10',
      '0',
    ]);
    expect(expectedLpRequest({ pool, kind: 'stablepool', amounts: [0n, 5n, undefined], autoChange: false })).toEqual({
      pool,
      kind: 'stablepool',
      amounts: ['0', '5', '0'],
      autoChange: true,
    });
  });

  it('asks nothing without a pool, its kind or any amount', () => {
    expect(expectedLpRequest({ pool: undefined, kind: 'common', amounts: [1n, 1n], autoChange: true })).toBeUndefined();
    expect(expectedLpRequest({ pool, kind: undefined, amounts: [1n, 1n], autoChange: true })).toBeUndefined();
    expect(expectedLpRequest({ pool, kind: 'stable', amounts: [0n, undefined], autoChange: true })).toBeUndefined();
  });

  it('puts form-order values in pool order', () => {
    const L = `0:${'1'.repeat(64)}`;
    const R = `0:${'2'.repeat(64)}`;
    expect(inPoolOrder(L, L.toUpperCase(), ['a', 'b'])).toEqual(['a', 'b']);
    expect(inPoolOrder(L, R, ['a', 'b'])).toEqual(['b', 'a']);
  });
});
