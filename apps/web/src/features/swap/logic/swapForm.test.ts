import { describe, expect, it } from 'vitest';
import {
  amountSize,
  amountText,
  amountUnits,
  exceedsPoolBalance,
  formSubmitState,
  maxUnitsOf,
  quoteProblemOf,
  leftBalanceOf,
  quoteRequestOf,
  sameQuote,
  shownAmounts,
  sidesOf,
  spendableOf,
  type FormState,
} from './swapForm';
import { testToken } from './swapTestTokens';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;
const token = testToken;
const dai = token(A, 18);
const usdt = token(B, 6);

describe('amountUnits / amountText', () => {
  it('parses typed text exactly, dropping digits beyond the decimals', () => {
    expect(amountUnits('0.000001', 6)).toBe('1');
    expect(amountUnits('0.0000001', 6)).toBeUndefined();
    expect(amountUnits('123456789.123456789123456789', 18)).toBe('123456789123456789123456789');
    expect(amountUnits('', 6)).toBeUndefined();
  });
  it('unknown decimals: nothing is parsed (loading, never a default)', () => {
    expect(amountUnits('1', undefined)).toBeUndefined();
  });
  it('formats units back without trailing zeros and round-trips', () => {
    expect(amountText('1000000', 6)).toBe('1');
    expect(amountText(1n, 18)).toBe('0.000000000000000001');
    for (const text of ['1', '0.5', '12345.678901']) expect(amountText(amountUnits(text, 6)!, 6)).toBe(text);
  });
});

describe('amountSize', () => {
  it('keeps short amounts large and makes long exact quotes smaller', () => {
    expect(amountSize('')).toBe('large');
    expect(amountSize('1234.56789012')).toBe('medium'); // 13 characters
    expect(amountSize('123456.789012')).toBe('medium');
    expect(amountSize('123456789012')).toBe('large');
    expect(amountSize('0.000123456789012345')).toBe('small'); // an 18-decimal token's amount
  });
});

describe('sidesOf', () => {
  it('names the typed side the input', () => {
    expect(sidesOf('ltr', 'l', 'r')).toEqual({ input: 'l', output: 'r' });
    expect(sidesOf('rtl', 'l', 'r')).toEqual({ input: 'r', output: 'l' });
  });
});

describe('quoteRequestOf', () => {
  const base = { conversion: false, left: dai, right: usdt, amount: undefined, slippagePercent: '0.5' };
  it('ltr: spend the left amount, from = left, slippage as the API fraction, the preferred minimum TVL', () => {
    expect(quoteRequestOf({ ...base, direction: 'ltr', amount: '1500000000000000000' })).toEqual({
      amount: '1500000000000000000',
      direction: 'expectedexchange',
      fromCurrencyAddress: A,
      toCurrencyAddress: B,
      slippage: '0.005',
      minTvl: '50000',
      whiteListCurrencies: [],
    });
  });
  it("sends the active list's roots as whiteListCurrencies (spec 7)", () => {
    expect(quoteRequestOf({ ...base, direction: 'ltr', amount: '1', listed: [A, B] })?.whiteListCurrencies).toEqual([
      A,
      B,
    ]);
  });
  it('rtl: receive the right amount, the API names the typed (received) token from', () => {
    expect(quoteRequestOf({ ...base, direction: 'rtl', amount: '2000000' })).toEqual({
      amount: '2000000',
      direction: 'expectedspendamount',
      fromCurrencyAddress: B,
      toCurrencyAddress: A,
      slippage: '0.005',
      minTvl: '50000',
      whiteListCurrencies: [],
    });
  });
  it('nothing to quote: conversions, no amount (empty, zero or loading decimals), a missing token, the same root', () => {
    expect(quoteRequestOf({ ...base, direction: 'ltr', amount: '1', conversion: true })).toBeUndefined();
    expect(quoteRequestOf({ ...base, direction: 'ltr', amount: undefined })).toBeUndefined();
    expect(quoteRequestOf({ ...base, direction: 'ltr', amount: '1', right: undefined })).toBeUndefined();
    expect(
      quoteRequestOf({ ...base, direction: 'ltr', amount: '1', right: token(A.toUpperCase(), 6) }),
    ).toBeUndefined();
  });
  it('the combined side quotes its wrapped root', () => {
    const combined = token('combined', 9, { routeAddress: A, combined: true });
    expect(quoteRequestOf({ ...base, left: combined, direction: 'ltr', amount: '1' })?.fromCurrencyAddress).toBe(A);
  });
});

describe('sameQuote', () => {
  const q = {
    amount: '1',
    direction: 'expectedexchange' as const,
    fromCurrencyAddress: A,
    toCurrencyAddress: B,
    slippage: '0.005',
    minTvl: '50000',
    whiteListCurrencies: [],
  };
  it('matches on amount and tokens (a slippage edit keeps the shown answer until the new one)', () => {
    expect(sameQuote(q, { ...q, slippage: '0.01' })).toBe(true);
    expect(sameQuote(q, { ...q, amount: '2' })).toBe(false);
    expect(sameQuote(q, { ...q, toCurrencyAddress: A })).toBe(false);
    expect(sameQuote(undefined, q)).toBe(false);
    expect(sameQuote(q, undefined)).toBe(false);
  });
});

describe('shownAmounts', () => {
  const base = {
    conversion: false,
    leftText: '1',
    rightText: '',
    bill: { spent: '1000000000000000000', expected: '2500000' },
    leftDecimals: 18,
    rightDecimals: 6,
    amountEntered: true,
  };
  it('ltr: the right field shows the expected amount', () => {
    expect(shownAmounts({ ...base, direction: 'ltr' })).toEqual({ left: '1', right: '2.5' });
  });
  it('rtl: the left field shows the spent amount', () => {
    expect(shownAmounts({ ...base, direction: 'rtl', leftText: 'old', rightText: '2.5' })).toEqual({
      left: '1',
      right: '2.5',
    });
  });
  it('no answer yet: the other field keeps its text while an amount is typed, else empties', () => {
    expect(shownAmounts({ ...base, direction: 'ltr', bill: undefined, rightText: '9' })).toEqual({
      left: '1',
      right: '9',
    });
    expect(shownAmounts({ ...base, direction: 'ltr', bill: undefined, rightText: '9', amountEntered: false })).toEqual({
      left: '1',
      right: '',
    });
  });
  it('unknown decimals of the answered side: not shown in units', () => {
    expect(shownAmounts({ ...base, direction: 'ltr', rightDecimals: undefined, amountEntered: false }).right).toBe('');
  });
  it('a conversion shows the typed text on both sides', () => {
    expect(shownAmounts({ ...base, conversion: true, direction: 'rtl', rightText: '3' })).toEqual({
      left: '3',
      right: '3',
    });
  });
});

describe('leftBalanceOf', () => {
  it('the coin, the token, or both in combined mode', () => {
    expect(leftBalanceOf({ native: true }, '5', '7')).toBe('7');
    expect(leftBalanceOf({}, '5', '7')).toBe('5');
    expect(leftBalanceOf({ combined: true }, '5', '7')).toBe('12');
    expect(leftBalanceOf({ combined: true }, undefined, '7')).toBeUndefined();
    expect(leftBalanceOf({ combined: true }, '5', undefined)).toBeUndefined();
    expect(leftBalanceOf(undefined, '5', '7')).toBe('5');
  });
});

describe('spendableOf', () => {
  const base = { connected: true, mode: 'token' as const, tokenBalance: '100', nativeBalance: '20000000000' };
  it('the token balance for token swaps', () => {
    expect(spendableOf({ ...base, left: {} })).toBe(100n);
  });
  it('the coin above the safe reserve for coin swaps; token plus free coin in combined mode', () => {
    expect(spendableOf({ ...base, left: { native: true }, mode: 'coinIn', tokenBalance: undefined })).toBe(
      10_000_000_000n,
    );
    expect(spendableOf({ ...base, left: { combined: true }, mode: 'combo' })).toBe(10_000_000_100n);
  });
  it('unknown until connected and the balances it needs are read', () => {
    expect(spendableOf({ ...base, left: {}, connected: false })).toBeUndefined();
    expect(spendableOf({ ...base, left: {}, tokenBalance: undefined })).toBeUndefined();
    expect(spendableOf({ ...base, left: { combined: true }, mode: 'combo', nativeBalance: undefined })).toBeUndefined();
  });
});

describe('quoteProblemOf', () => {
  const base = { amountEntered: true, current: true, failed: false, answer: undefined, exceedsPoolBalance: false };
  it('tells a failed request from an answer without a route, by its reason', () => {
    expect(quoteProblemOf(base)).toBeUndefined();
    expect(quoteProblemOf({ ...base, failed: true })).toBe('failed');
    expect(quoteProblemOf({ ...base, answer: { steps: [], noRouteReason: 'noRoute' } })).toBe('noRoute');
    expect(quoteProblemOf({ ...base, answer: { steps: [], noRouteReason: 'notEnoughLiquidity' } })).toBe(
      'notEnoughLiquidity',
    );
    expect(quoteProblemOf({ ...base, answer: { steps: [], noRouteReason: null } })).toBe('notEnoughLiquidity');
    expect(quoteProblemOf({ ...base, answer: { steps: [1], noRouteReason: null } })).toBeUndefined();
  });
  it('nothing without an amount or for an older answer; the pool balance check first', () => {
    expect(quoteProblemOf({ ...base, failed: true, amountEntered: false })).toBeUndefined();
    expect(quoteProblemOf({ ...base, failed: true, current: false })).toBeUndefined();
    expect(quoteProblemOf({ ...base, current: false, exceedsPoolBalance: true })).toBe('exceedsPoolBalance');
  });
});

describe('exceedsPoolBalance', () => {
  it('the amount asked must be below the pool balance (spec 5)', () => {
    expect(exceedsPoolBalance('99', '100')).toBe(false);
    expect(exceedsPoolBalance('100', '100')).toBe(true);
    expect(exceedsPoolBalance('101', '100')).toBe(true);
    expect(exceedsPoolBalance(undefined, '100')).toBe(false);
    expect(exceedsPoolBalance('101', undefined)).toBe(false);
  });
});

describe('formSubmitState', () => {
  const ready: FormState = {
    conversion: false,
    connected: true,
    preparing: false,
    processing: false,
    calculating: false,
    hasLeftToken: true,
    hasRightToken: true,
    combined: false,
    amountEntered: true,
    quoteProblem: undefined,
    leftUnits: '100',
    leftText: '1',
    spendable: 1000n,
  };
  it('ready when everything is in place', () => {
    expect(formSubmitState(ready)).toBe('ready');
  });
  it('loading while preparing, processing or calculating (unless the quote has a problem)', () => {
    expect(formSubmitState({ ...ready, preparing: true })).toBe('loading');
    expect(formSubmitState({ ...ready, processing: true })).toBe('loading');
    expect(formSubmitState({ ...ready, calculating: true })).toBe('loading');
    expect(formSubmitState({ ...ready, calculating: true, quoteProblem: 'notEnoughLiquidity' })).toBe('noLiquidity');
    expect(formSubmitState({ ...ready, calculating: true, quoteProblem: 'exceedsPoolBalance' })).toBe(
      'exceedsPoolBalance',
    );
  });
  it('a failed quote, a route that does not exist and not enough liquidity are told apart', () => {
    expect(formSubmitState({ ...ready, quoteProblem: 'failed' })).toBe('quoteFailed');
    expect(formSubmitState({ ...ready, quoteProblem: 'noRoute' })).toBe('noRoute');
    expect(formSubmitState({ ...ready, quoteProblem: 'notEnoughLiquidity' })).toBe('noLiquidity');
  });
  it('Max fills the usable amount: never an insufficient balance, in every mode', () => {
    const native = '25000000000';
    const cases = [
      { mode: 'coinIn', left: { native: true }, tokenBalance: undefined },
      { mode: 'wrap', left: { native: true }, tokenBalance: undefined, conversion: true },
      { mode: 'combo', left: { combined: true }, tokenBalance: '7000000000' },
      { mode: 'combo', left: { combined: true }, tokenBalance: '0' },
      { mode: 'token', left: {}, tokenBalance: '123' },
      { mode: 'unwrap', left: {}, tokenBalance: '5', conversion: true },
    ] as const;
    for (const c of cases) {
      const spendable = spendableOf({ connected: true, nativeBalance: native, ...c });
      const max = maxUnitsOf(spendable)!;
      expect(max, c.mode).toBeDefined();
      const state = formSubmitState({
        ...ready,
        conversion: 'conversion' in c,
        combined: !!('combined' in c.left),
        leftUnits: max,
        leftText: 'x',
        spendable,
      });
      expect(state, c.mode).toBe('ready');
      expect(formSubmitState({ ...ready, leftUnits: (BigInt(max) + 1n).toString(), spendable })).not.toBe('ready');
    }
    // the coin balance inside the gas reserve leaves nothing to fill
    expect(
      maxUnitsOf(
        spendableOf({
          connected: true,
          left: { native: true },
          mode: 'coinIn',
          tokenBalance: undefined,
          nativeBalance: '9000000000',
        }),
      ),
    ).toBeUndefined();
  });
  it('balances: insufficient token balance, or insufficient balance in combined mode', () => {
    expect(formSubmitState({ ...ready, spendable: 99n })).toBe('insufficientTokenBalance');
    expect(formSubmitState({ ...ready, spendable: 99n, combined: true })).toBe('insufficientBalance');
    expect(formSubmitState({ ...ready, spendable: undefined })).toBe('ready');
  });
  it('connect, select token, enter amount', () => {
    expect(formSubmitState({ ...ready, connected: false })).toBe('connect');
    expect(formSubmitState({ ...ready, hasRightToken: false })).toBe('selectToken');
    expect(formSubmitState({ ...ready, amountEntered: false, leftUnits: undefined, leftText: '' })).toBe('enterAmount');
  });
  it('conversions: connect, loading, ready, enter amount, insufficient balance', () => {
    const conv = { ...ready, conversion: true };
    expect(formSubmitState(conv)).toBe('ready');
    expect(formSubmitState({ ...conv, connected: false })).toBe('connect');
    expect(formSubmitState({ ...conv, processing: true })).toBe('loading');
    expect(formSubmitState({ ...conv, leftUnits: undefined })).toBe('enterAmount');
    expect(formSubmitState({ ...conv, spendable: 1n })).toBe('insufficientTokenBalance');
  });
});
