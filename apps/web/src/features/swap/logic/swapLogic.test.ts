import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFolder } from '@/shared/chain/useContractsWatch';
import { sanitizeAmountInput } from '@tycho/units';
import { swapFunding } from './funding';
import { readSlippage, routeSlippage, slippageWarning } from './slippage';
import { amountText, amountUnits } from './swapForm';
import {
  billOf,
  conversionState,
  deriveMode,
  impactLevel,
  isLeftAmountValid,
  priceOf,
  rateChanged,
  oneCoinCandidates,
  routeMode,
  shownMode,
  spendableBalance,
  submitState,
  SWAP_POOL_WATCH,
  type SubmitInput,
} from './swapLogic';

const soldParts = (...args: Parameters<typeof swapFunding>) => {
  const { soldAs, token, coin } = swapFunding(...args);
  return { soldAs, token, coin };
};

const W = '0:' + 'a'.repeat(64);
const U = '0:' + 'b'.repeat(64);

describe('deriveMode', () => {
  it('derives every mode', () => {
    expect(deriveMode('native', W, W, false)).toBe('wrap');
    expect(deriveMode(W, 'native', W, false)).toBe('unwrap');
    expect(deriveMode('native', U, W, false)).toBe('coinIn');
    expect(deriveMode(U, 'native', W, false)).toBe('coinOut');
    expect(deriveMode(W, U, W, true)).toBe('combo');
    expect(deriveMode(W, U, W, false)).toBe('token');
    expect(deriveMode(U, W, W, true)).toBe('token');
  });
});

describe('amount input', () => {
  it('accepts decimals only, limited to the token decimals', () => {
    expect(sanitizeAmountInput('1.23', 2)).toBe('1.23');
    expect(sanitizeAmountInput('1.234', 2)).toBeNull();
    expect(sanitizeAmountInput('1,5', 2)).toBe('1.5');
    expect(sanitizeAmountInput('1e5', 9)).toBeNull();
    expect(sanitizeAmountInput('-1', 9)).toBeNull();
    expect(sanitizeAmountInput('1.', 0)).toBeNull();
    expect(sanitizeAmountInput('', 6)).toBe('');
  });
  it('converts to and from units, rounding down', () => {
    expect(amountUnits('1.5', 6)).toBe('1500000');
    expect(amountUnits('1.5000009', 6)).toBe('1500000');
    expect(amountUnits('0', 6)).toBeUndefined();
    expect(amountUnits('.', 6)).toBeUndefined();
    expect(amountUnits('-1', 6)).toBeUndefined();
    expect(amountUnits('abc', 6)).toBeUndefined();
    expect(amountUnits('1.5', undefined)).toBeUndefined();
    expect(amountText('1500000', 6)).toBe('1.5');
  });
});

describe('slippage', () => {
  it('compounds per step', () => {
    expect(routeSlippage('1', 1)).toBeCloseTo(1, 12);
    expect(routeSlippage('1', 2)).toBeCloseTo(2.01, 12);
    expect(routeSlippage('1', 0)).toBeCloseTo(1, 12);
  });
  it('warns outside 0.05..5 percent', () => {
    expect(slippageWarning('0.5')).toBeNull();
    expect(slippageWarning('6')).toBe('high');
    expect(slippageWarning('0.01')).toBe('low');
    expect(slippageWarning('abc')).toBe('invalid');
    expect(slippageWarning('0')).toBe('invalid');
  });
  it('reads the stored value or the default', () => {
    expect(readSlippage({ getItem: () => '1.0' })).toBe('1.0');
    expect(readSlippage({ getItem: () => null })).toBe('0.5');
    expect(readSlippage({ getItem: () => 'x' })).toBe('0.5');
    expect(
      readSlippage({
        getItem: () => {
          throw new Error('no');
        },
      }),
    ).toBe('0.5');
  });
});

describe('validation', () => {
  it('keeps the safe reserve for coin spending', () => {
    expect(spendableBalance('coinIn', 0n, 15_000_000_000n)).toBe(5_000_000_000n);
    expect(spendableBalance('wrap', 0n, 5_000_000_000n)).toBe(0n);
    expect(spendableBalance('combo', 3n, 15_000_000_000n)).toBe(5_000_000_003n);
    expect(spendableBalance('token', 7n, 15_000_000_000n)).toBe(7n);
  });
  it('checks the left amount', () => {
    expect(isLeftAmountValid(undefined, '', 5n)).toBe(true);
    expect(isLeftAmountValid(undefined, '0', 5n)).toBe(false);
    expect(isLeftAmountValid('5', '5', 5n)).toBe(true);
    expect(isLeftAmountValid('6', '6', 5n)).toBe(false);
  });
  it('impact levels', () => {
    expect(impactLevel('0.005')).toBe('normal');
    expect(impactLevel('0.01')).toBe('warning');
    expect(impactLevel('0.06')).toBe('danger');
    expect(impactLevel('0.2')).toBe('extreme');
  });
});

describe('submit state priority', () => {
  const ok: SubmitInput = {
    busy: false,
    connected: true,
    hasLeftToken: true,
    hasRightToken: true,
    amountEntered: true,
    quoteProblem: undefined,
    inputEmpty: false,
    exceedsBalance: false,
    combined: false,
    confirming: false,
  };
  it('follows spec 4.3', () => {
    expect(submitState(ok)).toBe('ready');
    expect(submitState({ ...ok, busy: true, connected: false })).toBe('loading');
    expect(submitState({ ...ok, connected: false, hasLeftToken: false })).toBe('connect');
    expect(submitState({ ...ok, hasRightToken: false, quoteProblem: 'noRoute' })).toBe('selectToken');
    expect(submitState({ ...ok, quoteProblem: 'notEnoughLiquidity', exceedsBalance: true })).toBe('noLiquidity');
    expect(submitState({ ...ok, quoteProblem: 'noRoute' })).toBe('noRoute');
    expect(submitState({ ...ok, quoteProblem: 'failed' })).toBe('quoteFailed');
    expect(submitState({ ...ok, quoteProblem: 'exceedsPoolBalance' })).toBe('exceedsPoolBalance');
    expect(submitState({ ...ok, amountEntered: false, quoteProblem: 'noRoute', inputEmpty: true })).toBe('enterAmount');
    expect(submitState({ ...ok, exceedsBalance: true, confirming: true })).toBe('insufficientTokenBalance');
    expect(submitState({ ...ok, exceedsBalance: true, combined: true })).toBe('insufficientBalance');
    expect(submitState({ ...ok, confirming: true })).toBe('awaitingConfirmation');
  });
  it('conversion submit', () => {
    expect(conversionState({ connected: false, busy: true, valid: true })).toBe('connect');
    expect(conversionState({ connected: true, busy: true, valid: true })).toBe('loading');
    expect(conversionState({ connected: true, busy: false, valid: false })).toBe('invalid');
  });
});

describe('route math', () => {
  const route = {
    steps: [
      {
        amount: '100',
        expectedAmount: '50',
        minExpectedAmount: '49',
        spentCurrencyAddress: U,
        receiveCurrencyAddress: W,
      },
      {
        amount: '50',
        expectedAmount: '20',
        minExpectedAmount: '19',
        spentCurrencyAddress: W,
        receiveCurrencyAddress: U,
      },
    ],
    globalFee: '1',
    globalPriceImpact: '0.01',
  };
  it('bill, price, rate change', () => {
    expect(billOf(route)).toEqual({ spent: '100', expected: '20', minExpected: '19' });
    expect(billOf({ ...route, steps: [] })).toBeUndefined();
    expect(priceOf('1000000', '2000000000', 6, 9, false)).toBe('2');
    expect(priceOf('1000000', '2000000000', 6, 9, true)).toBe('0.5');
    expect(
      rateChanged({ spent: '1', expected: '2', minExpected: '1' }, { spent: '1', expected: '3', minExpected: '1' }),
    ).toBe(true);
  });
});

describe('swapFunding: the confirm popup variants', () => {
  it('labels the token when its balance covers the amount, in plain and combo modes', () => {
    expect(soldParts('token', 5n, 0n)).toEqual({ soldAs: 'token', token: 5n, coin: 0n });
    expect(soldParts('combo', 5n, 5n)).toEqual({ soldAs: 'token', token: 5n, coin: 0n });
  });
  it('labels the coin in coin mode or when no token is held', () => {
    expect(soldParts('coinIn', 7n, 100n)).toEqual({ soldAs: 'coin', token: 0n, coin: 7n });
    expect(soldParts('combo', 7n, 0n)).toEqual({ soldAs: 'coin', token: 0n, coin: 7n });
  });
  it('splits coin plus token: the whole token balance first, the rest in coin', () => {
    expect(soldParts('combo', 10n, 3n)).toEqual({ soldAs: 'coinAndToken', token: 3n, coin: 7n });
  });
});

describe('routeMode (one-coin stable modes)', () => {
  const route = (...actions: string[]) => ({ steps: actions.map((actionType) => ({ actionType })) });
  it('a single deposit or withdraw step of a token route is a one-coin mode', () => {
    expect(routeMode('token', route('deposit'))).toBe('depositOneCoin');
    expect(routeMode('token', route('withdraw'))).toBe('withdrawOneCoin');
  });
  it('exchanges, multi-step routes, no route and coin modes stay as they are', () => {
    expect(routeMode('token', route('exchange'))).toBe('token');
    expect(routeMode('token', route('deposit', 'exchange'))).toBe('token');
    expect(routeMode('token', undefined)).toBe('token');
    expect(routeMode('coinIn', route('deposit'))).toBe('coinIn');
  });
});

describe('route pool watch (spec 9)', () => {
  afterEach(() => vi.useRealTimers());
  it('is debounced 3000 ms: a burst of pool changes re-quotes once, 3 s after the last', () => {
    vi.useFakeTimers();
    const requote = vi.fn();
    const fold = eventFolder(SWAP_POOL_WATCH, requote);
    fold.call();
    vi.advanceTimersByTime(1000);
    fold.call();
    vi.advanceTimersByTime(2999);
    expect(requote).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(requote).toHaveBeenCalledTimes(1);
  });
});

describe('one-coin modes from the tokens (spec 4.1)', () => {
  const LP = '0:' + 'c'.repeat(64);
  const usdc = { routeAddress: U, listed: { verified: true } };
  const lp = { routeAddress: LP };
  it('offers a deposit when the right token may be an LP token, a withdrawal when the left may', () => {
    expect(oneCoinCandidates(usdc, lp)).toEqual({ withdraw: undefined, deposit: { lp: LP, token: U } });
    expect(oneCoinCandidates(lp, usdc)).toEqual({ withdraw: { lp: LP, token: U }, deposit: undefined });
    // an imported LP token joins the index unverified: still a candidate
    expect(oneCoinCandidates(usdc, { routeAddress: LP, listed: { verified: false } }).deposit).toEqual({
      lp: LP,
      token: U,
    });
    expect(oneCoinCandidates(usdc, { routeAddress: W, listed: { verified: true } })).toEqual({
      withdraw: undefined,
      deposit: undefined,
    });
    expect(oneCoinCandidates({ routeAddress: W, native: true }, lp)).toEqual({});
  });
  it('shows the one-coin mode before the quote, the route decides once it is there', () => {
    expect(shownMode('token', undefined, 'deposit')).toBe('depositOneCoin');
    expect(shownMode('token', undefined, 'withdraw')).toBe('withdrawOneCoin');
    expect(shownMode('token', undefined, undefined)).toBe('token');
    expect(shownMode('token', { steps: [{ actionType: 'exchange' }] }, 'deposit')).toBe('token');
    expect(shownMode('coinIn', undefined, 'deposit')).toBe('coinIn');
  });
});
