import { describe, expect, it } from 'vitest';
import type { Route } from '@tycho/api';
import {
  initialSwapState,
  sendInputOf,
  swapReducer,
  swapViewOf,
  typedSwapOf,
  type QuoteStatus,
  type SwapEvent,
  type SwapState,
  type SwapViewInput,
} from './swapState';
import { testToken } from './swapTestTokens';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;
const W = `0:${'c'.repeat(64)}`;
const OWNER = `0:${'9'.repeat(64)}`;
const token = testToken;
const usdt = token(A, 6);
const dai = token(B, 18);
const coin = token('native', 9, { routeAddress: W, native: true });
const combined = token('combined', 9, { routeAddress: W, combined: true });

const routeOf = (spent: string, expected: string, min = expected): Route => ({
  steps: [
    {
      actionType: 'exchange',
      amount: spent,
      expectedAmount: expected,
      minExpectedAmount: min,
      fee: '1',
      poolAddress: `0:${'1'.repeat(64)}`,
      poolType: 'common',
      priceImpact: '0.001',
      spentCurrencyAddress: A,
      receiveCurrencyAddress: B,
    },
  ],
  globalFee: '1',
  globalPriceImpact: '0.001',
  lowLiquidity: false,
  noRouteReason: null,
});

const run = (events: SwapEvent[], from: SwapState = initialSwapState(undefined)) => events.reduce(swapReducer, from);

/** The card of a state with the quote answered for what is typed (unless `quote` says otherwise). */
function view(state: SwapState, over: Partial<Omit<SwapViewInput, 'state' | 'typed'>> = {}) {
  const left = 'left' in over ? over.left : usdt;
  const right = 'right' in over ? over.right : dai;
  const typed = typedSwapOf({ state, left, right, wrappedRoot: W, slippagePercent: '0.5' });
  const answered: QuoteStatus = {
    current: true,
    data: routeOf('1500000', '2000'),
    isError: false,
    isFetching: false,
    isSuccess: true,
  };
  return swapViewOf({
    state,
    typed,
    left,
    right,
    owner: OWNER,
    preparing: false,
    quote: answered,
    slippagePercent: '0.5',
    leftTokenBalance: '5000000',
    rightTokenBalance: '0',
    nativeBalance: '100000000000',
    oneCoinPool: { kind: undefined, balance: undefined },
    ...over,
  });
}

describe('typedSwapOf: the typed amount is parsed once', () => {
  it('ltr parses the left text with the left decimals and quotes it', () => {
    const typed = typedSwapOf({
      state: run([{ type: 'edit', side: 'ltr', text: '1.5' }]),
      left: usdt,
      right: dai,
      wrappedRoot: W,
      slippagePercent: '0.5',
    });
    expect(typed.typedUnits).toBe('1500000');
    expect(typed.request).toMatchObject({ amount: '1500000', direction: 'expectedexchange', fromCurrencyAddress: A });
  });
  it('rtl parses the right text with the right decimals; a conversion has no quote', () => {
    const state = run([{ type: 'edit', side: 'rtl', text: '2' }]);
    const typed = typedSwapOf({ state, left: usdt, right: dai, wrappedRoot: W, slippagePercent: '0.5' });
    expect(typed.typedUnits).toBe('2000000000000000000');
    expect(typed.request?.direction).toBe('expectedspendamount');
    const wrap = typedSwapOf({ state, left: coin, right: token(W, 9), wrappedRoot: W, slippagePercent: '0.5' });
    expect(wrap).toMatchObject({ mode: 'wrap', conversion: true, request: undefined, typedUnits: '2000000000' });
  });
  it('the same token on both sides is flagged and not quoted', () => {
    const state = run([{ type: 'edit', side: 'ltr', text: '1' }]);
    const typed = typedSwapOf({
      state,
      left: usdt,
      right: token(A.toUpperCase(), 6),
      wrappedRoot: W,
      slippagePercent: '1',
    });
    expect(typed).toMatchObject({ sameToken: true, request: undefined });
  });
});

describe('swapReducer: the form', () => {
  it('a reload restores the typed side; editing one side clears the other when emptied', () => {
    const restored = initialSwapState({ leftAmount: '', rightAmount: '3', side: 'rtl' });
    expect(restored).toMatchObject({ rightText: '3', direction: 'rtl', phase: 'editing' });
    const typed = run([{ type: 'edit', side: 'ltr', text: '1' }], restored);
    expect(typed).toMatchObject({ leftText: '1', rightText: '3', direction: 'ltr' });
    expect(run([{ type: 'edit', side: 'ltr', text: '' }], typed)).toMatchObject({ leftText: '', rightText: '' });
  });
  it('reverse moves the shown amounts and flips the typed side, never while a send is under way', () => {
    const s = run([
      { type: 'edit', side: 'ltr', text: '1.5' },
      { type: 'reverse', shown: { left: '1.5', right: '0.000000000000002' } },
    ]);
    expect(s).toMatchObject({ leftText: '0.000000000000002', rightText: '1.5', direction: 'rtl' });
    const sending = run([{ type: 'open' }, { type: 'confirm' }], s);
    expect(run([{ type: 'reverse', shown: { left: 'x', right: 'y' } }], sending)).toBe(sending);
  });
});

describe('swapReducer and swapViewOf: the send as a state machine', () => {
  const typed = run([{ type: 'edit', side: 'ltr', text: '1.5' }]);

  it('ready → confirming (awaiting confirmation) → cancel → editing', () => {
    expect(view(typed).state).toBe('ready');
    const open = run([{ type: 'open' }], typed);
    expect(open.phase).toBe('confirming');
    const v = view(open);
    expect(v).toMatchObject({ state: 'awaitingConfirmation', confirming: true, processing: false });
    expect(v.confirmRoute).toBe(v.route);
    expect(v.funding).toMatchObject({ soldAs: 'token', token: 1500000n, coin: 0n });
    expect(run([{ type: 'cancel' }], open).phase).toBe('editing');
  });

  it('confirm → preparing (busy) → signing → pending (amounts cleared) → done', () => {
    const preparing = run([{ type: 'open' }, { type: 'confirm' }], typed);
    expect(view(preparing)).toMatchObject({
      state: 'loading',
      preparingCall: true,
      confirming: true,
      processing: true,
    });
    const signing = run([{ type: 'prepared', result: 'ready' }], preparing);
    expect(signing.phase).toBe('signing');
    expect(view(signing)).toMatchObject({ confirming: false, processing: true, confirmRoute: undefined });
    const pending = run([{ type: 'signed' }], signing);
    expect(pending).toMatchObject({ phase: 'pending', leftText: '', rightText: '', direction: 'ltr' });
    expect(view(pending).processing).toBe(true);
    const done = run([{ type: 'settled', outcome: 'succeeded' }], pending);
    expect(done).toMatchObject({ phase: 'done', failure: undefined });
    expect(view(done).processing).toBe(false);
  });

  it('a wallet reject ends the send and keeps the typed amount', () => {
    const s = run(
      [
        { type: 'open' },
        { type: 'confirm' },
        { type: 'prepared', result: 'ready' },
        { type: 'sendFailed', rejected: true },
      ],
      typed,
    );
    expect(s).toMatchObject({ phase: 'failed', failure: 'rejected', leftText: '1.5' });
    expect(view(s).state).toBe('ready');
    // typing again starts a new form
    expect(run([{ type: 'edit', side: 'ltr', text: '2' }], s).phase).toBe('editing');
  });

  it('slippage exceeded: the pools cancel the signed swap; a timeout is its own end', () => {
    const pending = run(
      [{ type: 'open' }, { type: 'confirm' }, { type: 'prepared', result: 'ready' }, { type: 'signed' }],
      typed,
    );
    expect(run([{ type: 'settled', outcome: 'slippage' }], pending)).toMatchObject({
      phase: 'failed',
      failure: 'slippage',
    });
    expect(run([{ type: 'settled', outcome: 'timeout' }], pending)).toMatchObject({
      phase: 'failed',
      failure: 'timeout',
    });
  });

  it('a failed payload request closes the popup and keeps the amount', () => {
    const s = run([{ type: 'open' }, { type: 'confirm' }, { type: 'prepared', result: 'failed' }], typed);
    expect(s).toMatchObject({ phase: 'failed', failure: 'error', leftText: '1.5' });
    expect(view(s).confirming).toBe(false);
  });

  it('a changed rate at send time shows the re-quote until the live quote it answered changes', () => {
    const live = view(typed).route;
    const requote = routeOf('1500000', '1900');
    const s = run(
      [{ type: 'open' }, { type: 'confirm' }, { type: 'prepared', result: 'rateChanged', route: requote, live }],
      typed,
    );
    expect(s.phase).toBe('confirming');
    // the view of this render answers with the same live route object: the re-quote is shown
    const same = { current: true, data: live, isError: false, isFetching: false, isSuccess: true };
    expect(view(s, { quote: same }).confirmRoute).toBe(requote);
    // a new live quote replaces it
    expect(view(s).confirmRoute).not.toBe(requote);
  });

  it('events out of their phase change nothing', () => {
    expect(run([{ type: 'confirm' }], typed)).toBe(typed);
    expect(run([{ type: 'signed' }], typed)).toBe(typed);
    expect(run([{ type: 'settled', outcome: 'succeeded' }], typed)).toBe(typed);
    expect(run([{ type: 'prepared', result: 'ready' }], typed)).toBe(typed);
  });

  it('a wrap: converting → sent (cleared) → settled; a reject keeps the amount', () => {
    const converting = run([{ type: 'convert' }], typed);
    expect(view(converting).processing).toBe(true);
    const sent = run([{ type: 'converted', outcome: 'sent' }], converting);
    expect(sent).toMatchObject({ phase: 'converting', leftText: '' });
    expect(run([{ type: 'conversionSettled' }], sent).phase).toBe('done');
    expect(run([{ type: 'converted', outcome: 'rejected' }], converting)).toMatchObject({
      failure: 'rejected',
      leftText: '1.5',
    });
  });
});

describe('swapViewOf: balances and funding, decided once from the loaded balances', () => {
  it('insufficient balance: a plain token says the token, the combined side says balance', () => {
    const big = run([{ type: 'edit', side: 'ltr', text: '6' }]);
    const quote = {
      current: true,
      data: routeOf('6000000', '2000'),
      isError: false,
      isFetching: false,
      isSuccess: true,
    };
    expect(view(big, { quote }).state).toBe('insufficientTokenBalance');
    const combo = run([{ type: 'edit', side: 'ltr', text: '200' }]);
    const comboQuote = { ...quote, data: routeOf('200000000000', '2000') };
    expect(view(combo, { left: combined, quote: comboQuote }).state).toBe('insufficientBalance');
  });

  it('combined: the wrapped balance first, the coin pays the rest', () => {
    const s = run([{ type: 'edit', side: 'ltr', text: '7' }, { type: 'open' }]);
    const quote = {
      current: true,
      data: routeOf('7000000000', '2000'),
      isError: false,
      isFetching: false,
      isSuccess: true,
    };
    const v = view(s, { left: combined, quote, leftTokenBalance: '2000000000' });
    expect(v.mode).toBe('combo');
    expect(v.funding).toMatchObject({ soldAs: 'coinAndToken', token: 2000000000n, coin: 5000000000n });
    const input = sendInputOf(v.sendBase!, v.confirmRoute!, '42');
    expect(input).toMatchObject({ callId: '42', owner: OWNER, tokenBalance: '2000000000', funding: v.funding });
  });

  it('the coin sold: the token balance sent is 0 and the coin pays all', () => {
    const s = run([{ type: 'edit', side: 'ltr', text: '20' }, { type: 'open' }]);
    const quote = {
      current: true,
      data: routeOf('20000000000', '2000'),
      isError: false,
      isFetching: false,
      isSuccess: true,
    };
    const v = view(s, { left: coin, quote, leftTokenBalance: undefined });
    expect(v.sendBase).toMatchObject({ mode: 'coinIn', tokenBalance: '0' });
    expect(v.funding).toMatchObject({ soldAs: 'coin', coin: 20000000000n, nativeInfo: 'spendonlynative' });
  });

  it('nothing is sent before the balances are loaded', () => {
    const s = run([{ type: 'edit', side: 'ltr', text: '1.5' }, { type: 'open' }]);
    expect(view(s, { leftTokenBalance: undefined }).sendBase).toBeUndefined();
    expect(view(s, { nativeBalance: undefined }).funding).toBeUndefined();
  });

  it('rtl: the left amount is the quote of the typed right amount', () => {
    const s = run([{ type: 'edit', side: 'rtl', text: '0.000000000000002' }]);
    const v = view(s);
    expect(v).toMatchObject({ leftUnits: '1500000', leftText: '1.5', rightText: '0.000000000000002' });
  });

  it('a quote for an older amount is not shown: calculating, then the answer', () => {
    const s = run([{ type: 'edit', side: 'ltr', text: '1.5' }]);
    const old = { current: false, data: routeOf('1000000', '1000'), isError: false, isFetching: true, isSuccess: true };
    expect(view(s, { quote: old })).toMatchObject({ calculating: true, state: 'loading', route: undefined });
  });
});
