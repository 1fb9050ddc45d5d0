import { describe, expect, it } from 'vitest';
import type { RemoveForm } from './removeLiquidity';
import { removeSubmit, sendableUnits, withdrawArgsOf } from './removeWithdrawal';

type Form = Pick<RemoveForm, 'button' | 'check' | 'receive'>;
const ready: Form = {
  button: { kind: 'ready' },
  check: { kind: 'ok', units: '1500' },
  receive: [{ amount: '10', decimals: 6, symbol: 'USDT' }],
};
const connect: Form = { ...ready, button: { kind: 'connect', disabled: false } };
const context = { poolKnown: true, owner: '0:aa', lpBalance: '2000', previewBlocks: false };

describe('sendableUnits', () => {
  it('gives the checked units only when the button is ready', () => {
    expect(sendableUnits(ready)).toBe('1500');
    expect(sendableUnits(connect)).toBeUndefined();
    expect(sendableUnits({ ...ready, check: { kind: 'empty' } })).toBeUndefined();
  });
});

describe('removeSubmit', () => {
  it('connects the wallet when the button asks to', () => {
    expect(removeSubmit(connect, context)).toEqual({ kind: 'connect' });
  });
  it('sends the checked units when everything is known', () => {
    expect(removeSubmit(ready, context)).toEqual({ kind: 'send', units: '1500' });
  });
  it('does nothing while the pool, the owner, the balance or the payout is unknown', () => {
    expect(removeSubmit(ready, { ...context, poolKnown: false }).kind).toBe('none');
    expect(removeSubmit(ready, { ...context, owner: undefined }).kind).toBe('none');
    expect(removeSubmit(ready, { ...context, lpBalance: undefined }).kind).toBe('none');
    expect(removeSubmit({ ...ready, receive: undefined }, context).kind).toBe('none');
  });
  it('does nothing while a failing preview blocks the send (until "send anyway")', () => {
    expect(removeSubmit(ready, { ...context, previewBlocks: true }).kind).toBe('none');
  });
});

describe('withdrawArgsOf', () => {
  const withdrawal = { owner: '0:aa', lpAmount: '1500', deployWalletValue: 100n, gas: 7n, callId: '42' };
  it('builds a pair withdrawal with no minimum for either token', () => {
    expect(withdrawArgsOf({ poolAddress: '0:p', lpAddress: '0:lp', tokens: 2 }, withdrawal)).toEqual({
      pool: '0:p',
      lpRoot: '0:lp',
      owner: '0:aa',
      lpAmount: '1500',
      nPool: false,
      expected: ['0', '0'],
      deployWalletValue: 100n,
      gas: 7n,
      callId: '42',
    });
  });
  it('marks a pool of three or more tokens as an N-pool, one zero minimum per token', () => {
    const args = withdrawArgsOf({ poolAddress: '0:p', lpAddress: '0:lp', tokens: 3 }, withdrawal);
    expect(args.nPool).toBe(true);
    expect(args.expected).toEqual(['0', '0', '0']);
  });
});
