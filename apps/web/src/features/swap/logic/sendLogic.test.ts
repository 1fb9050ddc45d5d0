import { describe, expect, it } from 'vitest';
import { waitUntil } from '@/shared/lib/waitUntil';
import type { Route } from '@tycho/api';
import {
  conversionNotice,
  payloadRequestOf,
  sameConfirmedRoute,
  STATUS_POLL,
  swapOutcome,
  swapResultNotice,
} from './sendLogic';
import { sendInputOf, type SendBase } from './swapState';

const addr = (d: string) => `0:${d.repeat(64)}`;
const step = (pool: string, spent: string, receive: string, amount: string, expected: string, min: string) => ({
  actionType: 'exchange' as const,
  amount,
  expectedAmount: expected,
  minExpectedAmount: min,
  fee: '1',
  poolAddress: pool,
  poolType: 'common' as const,
  priceImpact: '0.001',
  spentCurrencyAddress: spent,
  receiveCurrencyAddress: receive,
});
const route: Route = {
  steps: [
    step(addr('1'), addr('a'), addr('b'), '1000', '500', '497'),
    step(addr('2'), addr('b'), addr('c'), '500', '200', '198'),
  ],
  globalFee: '2',
  globalPriceImpact: '0.002',
  lowLiquidity: false,
  noRouteReason: null,
};
const base: SendBase = {
  mode: 'token',
  slippagePercent: '0.5',
  owner: addr('9'),
  tokenBalance: '5000',
  nativeBalance: '100000000000',
};
/** The send's explicit input: the funding is decided by sendInputOf from the loaded balances. */
const payloadOf = (changes: Partial<SendBase> = {}) =>
  payloadRequestOf(sendInputOf({ ...base, ...changes }, route, '42'));

describe('payloadRequestOf', () => {
  it('carries the confirmed route as is, the API slippage fraction and no native mode for tokens', () => {
    expect(payloadOf()).toEqual({
      route,
      slippage: '0.005',
      id: '42',
      nativeBalance: '100000000000',
      tokenBalance: '5000',
      recipient: addr('9'),
      nativeInfo: undefined,
      amountToWrap: null,
    });
  });
  it('combined mode sends the split the confirmation showed', () => {
    expect(payloadOf({ mode: 'combo', tokenBalance: '300' })).toMatchObject({
      nativeInfo: 'spendnativeandwrappednative',
      amountToWrap: '700',
    });
    expect(payloadOf({ mode: 'combo', tokenBalance: '1000' })).toMatchObject({
      nativeInfo: undefined,
      amountToWrap: null,
    });
  });
  it('coin in and coin out', () => {
    expect(payloadOf({ mode: 'coinIn' })).toMatchObject({
      nativeInfo: 'spendonlynative',
      amountToWrap: '1000',
    });
    expect(payloadOf({ mode: 'coinOut' })).toMatchObject({
      nativeInfo: 'receivenative',
      amountToWrap: null,
    });
  });
});

describe('sameConfirmedRoute', () => {
  it('the same pools, amounts and minimums', () => {
    expect(sameConfirmedRoute(route, structuredClone(route))).toBe(true);
  });
  it('another minimum, another expected amount or other pools is a changed rate', () => {
    const other = structuredClone(route);
    other.steps[1].minExpectedAmount = '197';
    expect(sameConfirmedRoute(route, other)).toBe(false);
    const pools = structuredClone(route);
    pools.steps[0].poolAddress = addr('3');
    expect(sameConfirmedRoute(route, pools)).toBe(false);
    expect(sameConfirmedRoute(route, { ...route, steps: route.steps.slice(0, 1) })).toBe(false);
    expect(sameConfirmedRoute(route, undefined)).toBe(false);
  });
  it('pool addresses compare without case', () => {
    const upper = structuredClone(route);
    upper.steps[0].poolAddress = upper.steps[0].poolAddress.toUpperCase();
    expect(sameConfirmedRoute(route, upper)).toBe(true);
  });
});

describe('swapOutcome', () => {
  const status = (s: 'Pending' | 'Succeed' | 'Cancelled', amount: string[] = []) => ({
    status: s,
    amount,
    tokenRoot: [],
    transactionHash: s === 'Pending' ? null : 'ab'.repeat(32),
  });
  it('pending is not an outcome yet', () => {
    expect(swapOutcome(status('Pending'), route, '0.5')).toBeUndefined();
  });
  it('succeeded with the received amount and the hash', () => {
    expect(swapOutcome(status('Succeed', ['200']), route, '0.5')).toEqual({
      kind: 'succeeded',
      amount: '200',
      hash: 'ab'.repeat(32),
    });
    expect(swapOutcome(status('Succeed'), route, '0.5')).toMatchObject({ amount: '0' });
  });
  it('a cancelled cross-exchange names the tolerance compounded over its steps', () => {
    const outcome = swapOutcome(status('Cancelled'), route, '0.1');
    expect(outcome?.kind).toBe('crossCancelled');
    expect(outcome && 'slippagePercent' in outcome && outcome.slippagePercent).toBeCloseTo(0.2001, 10);
    expect(swapOutcome(status('Cancelled'), { ...route, steps: route.steps.slice(0, 1) }, '0.1')).toEqual({
      kind: 'cancelled',
    });
  });
  it('polls every 2 s: "Timed out waiting" after 30 Pending answers or 50 errors (spec 8)', async () => {
    expect(STATUS_POLL).toMatchObject({ intervalMs: 2000, attempts: 30, totalErrors: 50 });
    const run = async (answer: (n: number) => 'pending' | 'error') => {
      let n = 0;
      const result = await waitUntil(
        async () => {
          if (answer(n++) === 'error') throw new Error('502');
          return undefined;
        },
        { ...STATUS_POLL, sleep: () => Promise.resolve() },
      );
      return { result: result.kind, checks: n };
    };
    expect(await run(() => 'pending')).toEqual({ result: 'timeout', checks: 30 });
    expect(await run(() => 'error')).toEqual({ result: 'errors', checks: 50 });
    // errors between the answers use none of the 30: error, Pending, error, ... ends at the 30th Pending answer
    expect(await run((n) => (n % 2 === 0 ? 'error' : 'pending'))).toEqual({ result: 'timeout', checks: 60 });
  });
});

describe('swapResultNotice', () => {
  const names = { leftSymbol: 'WTYCHO', rightSymbol: 'USDT', rightDecimals: 6 };
  it('a success names the received amount and links the transaction', () => {
    expect(
      swapResultNotice({ kind: 'done', value: { kind: 'succeeded', amount: '1234500', hash: 'ab' } }, names),
    ).toEqual({ id: 'swap.toast.success', values: { amount: '1.234', symbol: 'USDT' }, kind: 'success', hash: 'ab' });
  });
  it('a cancelled cross-exchange names the pair, the compounded slippage and the kept token', () => {
    const notice = swapResultNotice(
      { kind: 'done', value: { kind: 'crossCancelled', slippagePercent: 1.0025 } },
      names,
    );
    expect(notice).toEqual({
      id: 'swap.toast.crossCancelled',
      values: { pair: 'WTYCHO/USDT', slippage: '1', symbol: 'WTYCHO' },
      kind: 'error',
    });
  });
  it('a plain cancel and a poll that gave up are errors', () => {
    expect(swapResultNotice({ kind: 'done', value: { kind: 'cancelled' } }, names).id).toBe('swap.toast.cancelled');
    expect(swapResultNotice({ kind: 'timeout' }, names)).toEqual({
      id: 'swap.toast.timeout',
      values: {},
      kind: 'error',
    });
    expect(swapResultNotice({ kind: 'errors', error: new Error('down') }, names).kind).toBe('error');
  });
});

describe('conversionNotice', () => {
  const names = { amount: '5', symbol: 'TYCHO', target: 'WTYCHO' };
  it('names the amount, the token spent and the one received in every phase', () => {
    expect(conversionNotice('wrap', 'pending', names)).toEqual({
      id: 'swap.toast.wrapPending',
      values: { amount: '5', symbol: 'TYCHO', target: 'WTYCHO', message: '' },
      kind: 'info',
    });
    expect(conversionNotice('unwrap', 'success', { amount: '3', symbol: 'WTYCHO', target: 'TYCHO' })).toMatchObject({
      id: 'swap.toast.unwrapSuccess',
      values: { amount: '3', symbol: 'WTYCHO', target: 'TYCHO' },
      kind: 'success',
    });
  });
  it('a rejection, a failure and a timeout are errors with their own messages', () => {
    expect(conversionNotice('wrap', 'cancelled', names)).toMatchObject({
      id: 'swap.toast.wrapCancelled',
      kind: 'error',
    });
    expect(conversionNotice('unwrap', 'failed', { ...names, message: 'boom' })).toMatchObject({
      id: 'swap.toast.unwrapFailed',
      values: { message: 'boom' },
      kind: 'error',
    });
    expect(conversionNotice('wrap', 'timeout', names)).toMatchObject({ id: 'swap.toast.wrapTimeout', kind: 'error' });
  });
});
