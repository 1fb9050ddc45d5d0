import { describe, expect, it } from 'vitest';
import type { LimitOrder } from '@tycho/api';
import { dialogCall, fillCall, type LimitDialog } from './dialogCall';
import type { OrderRow } from './orderRows';

const [QUBE, USDT] = [
  { root: '0:q', decimals: 9 },
  { root: '0:u', decimals: 6 },
];
const row = {
  order: { address: '0:order', spentTokenRoot: QUBE.root, receiveTokenRoot: USDT.root } as LimitOrder,
  side: 'sell',
  leftInitial: 10n,
  leftCurrent: 4n,
  rightInitial: 25n,
  action: 'cancel',
} satisfies OrderRow;
const form = { spent: { token: QUBE, amount: 10n }, expected: { token: USDT, amount: 25n } };

describe('the call a limit popup signs', () => {
  it('places the form amounts through the root with the popup call id', () => {
    const d: LimitDialog = { kind: 'confirm', root: '0:root', callbackId: '42' };
    expect(dialogCall(d, '0:me', form)).toEqual({
      type: 'place',
      root: '0:root',
      owner: '0:me',
      spentToken: QUBE.root,
      receiveToken: USDT.root,
      amount: 10n,
      expected: 25n,
      callbackId: '42',
    });
    // the same popup gives the same call (the preview's call is the one sent)
    expect(dialogCall(d, '0:me', form)).toEqual(dialogCall(d, '0:me', form));
    expect(dialogCall(d, '0:me', { spent: form.spent })).toBeUndefined();
  });

  it('cancels the row’s order; no call without an owner, for the root popup or for a fill', () => {
    expect(dialogCall({ kind: 'cancel', row, callbackId: '7' }, '0:me', {})).toEqual({
      type: 'cancel',
      order: '0:order',
      owner: '0:me',
      callbackId: '7',
    });
    expect(dialogCall({ kind: 'cancel', row, callbackId: '7' }, undefined, {})).toBeUndefined();
    expect(dialogCall({ kind: 'deployRoot', token: QUBE.root, symbol: 'QUBE' }, '0:me', form)).toBeUndefined();
    expect(dialogCall({ kind: 'fill', row, callbackId: '8' }, '0:me', form)).toBeUndefined();
    expect(dialogCall(undefined, '0:me', form)).toBeUndefined();
  });

  it('fills with the quoted cost of the order’s receive token', () => {
    const d = { kind: 'fill', row, callbackId: '9' } as const;
    expect(fillCall(d, '0:me', 55n)).toEqual({
      type: 'fill',
      order: '0:order',
      owner: '0:me',
      receiveToken: USDT.root,
      amount: 55n,
      callbackId: '9',
    });
    expect(fillCall(d, undefined, 55n)).toBeUndefined();
  });
});
