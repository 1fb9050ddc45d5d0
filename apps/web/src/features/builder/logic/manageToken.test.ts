import { describe, expect, it, vi } from 'vitest';
import type { BuilderToken } from './builderList';
import { BALANCE_POLL, OWNER_POLL } from './createReceipt';
import {
  balanceMoved,
  failureToast,
  ownerIs,
  runOwnerTransfer,
  runSupplyChange,
  supplyDelta,
  supplyToast,
  TIMEOUT_TOAST,
  unsettledToast,
  withSupplyChange,
} from './manageToken';

const OWNER = `0:${'a'.repeat(64)}`;
const NEW_OWNER = `0:${'B'.repeat(64)}`;
const token: BuilderToken = {
  address: `0:${'1'.repeat(64)}`,
  name: 'Token',
  symbol: 'TKN',
  decimals: 6,
  owner: OWNER,
  totalSupply: '1000000',
};
const poll = { intervalMs: 0, attempts: 3, maxErrors: 2, sleep: async () => {} };
/** Answers the values in turn, the last one from then on. */
const answers = <T>(...values: T[]) => {
  let i = 0;
  return vi.fn(async () => values[Math.min(i++, values.length - 1)]!);
};

describe('mint and burn figures', () => {
  it('adds a mint to the total supply and takes a burn off it, exactly beyond 2^53', () => {
    expect(supplyDelta('mint', 5n)).toBe(5n);
    expect(supplyDelta('burn', 5n)).toBe(-5n);
    const big = { ...token, totalSupply: '123456789012345678901' };
    expect(withSupplyChange(big, supplyDelta('mint', 99n))!.totalSupply).toBe('123456789012345679000');
    expect(withSupplyChange(big, supplyDelta('burn', 1n))!.totalSupply).toBe('123456789012345678900');
    // the rest of the token is kept; nothing cached stays nothing
    expect(withSupplyChange(token, 1n)).toEqual({ ...token, totalSupply: '1000001' });
    expect(withSupplyChange(undefined, 1n)).toBeUndefined();
  });

  it('sees the balance moved once it differs from the one before the send, in either direction', () => {
    expect(balanceMoved('10', '10')).toBeUndefined();
    expect(balanceMoved('10', '15')).toBe(15n);
    expect(balanceMoved('10', '0')).toBe(0n);
  });

  it("knows the new owner whatever the address's letter case", () => {
    expect(ownerIs({ owner: NEW_OWNER.toLowerCase() }, NEW_OWNER)).toBe(true);
    expect(ownerIs(token, NEW_OWNER)).toBe(false);
  });

  it('says rejected for a wallet rejection, else the error text; the success with the exact amount', () => {
    expect(failureToast({ code: 3, message: 'x' })).toEqual({ id: 'builder.toast.rejected' });
    expect(failureToast(new Error('out of gas'))).toEqual({
      id: 'builder.toast.failed',
      values: { message: 'out of gas' },
    });
    expect(failureToast('plain')).toEqual({ id: 'builder.toast.failed', values: { message: 'plain' } });
    const minted = supplyToast('mint', 1_234_567_890n, token);
    expect(minted.id).toBe('builder.toast.minted');
    // every digit (no rounding), grouped by thousands, then the symbol
    expect(minted.values.amount).toMatch(/^1\s234\.56789 TKN$/u);
    expect(supplyToast('burn', 1n, token).id).toBe('builder.toast.burned');
  });

  it('says timed out for a wait that ran out, else why the send failed', () => {
    expect(unsettledToast({ kind: 'timeout' })).toBe(TIMEOUT_TOAST);
    expect(TIMEOUT_TOAST.id).toBe('builder.toast.timeout');
    expect(unsettledToast({ kind: 'failed', error: { code: 3 } })).toEqual({ id: 'builder.toast.rejected' });
    expect(unsettledToast({ kind: 'failed', error: new Error('x') })).toEqual({
      id: 'builder.toast.failed',
      values: { message: 'x' },
    });
  });

  it("polls a target's balance every 5 s and the owner every 2 s", () => {
    expect(BALANCE_POLL.intervalMs).toBe(5000);
    expect(OWNER_POLL.intervalMs).toBe(2000);
  });
});

describe('a mint or burn run', () => {
  it('reads the balance, sends, then waits for it to move and answers the new balance', async () => {
    const order: string[] = [];
    const balanceOf = answers('10', '10', '25');
    const send = vi.fn(async () => void order.push('send'));
    const out = await runSupplyChange({
      balanceOf: async () => (order.push('read'), balanceOf()),
      send,
      poll,
    });
    expect(out).toEqual({ kind: 'done', value: 25n });
    expect(order).toEqual(['read', 'send', 'read', 'read']);
  });

  it('times out when the balance never moves within the attempts', async () => {
    const balanceOf = answers('10');
    expect(await runSupplyChange({ balanceOf, send: async () => {}, poll })).toEqual({ kind: 'timeout' });
    expect(balanceOf).toHaveBeenCalledTimes(4);
  });

  it('ends the wait as a timeout when the balance reads keep failing', async () => {
    let calls = 0;
    const balanceOf = async () => {
      if (calls++ === 0) return '10';
      throw new Error('network');
    };
    expect(await runSupplyChange({ balanceOf, send: async () => {}, poll })).toEqual({ kind: 'timeout' });
  });

  it('fails without waiting when the send is rejected or the first read fails', async () => {
    const rejection = { code: 3 };
    const balanceOf = answers('10');
    const out = await runSupplyChange({ balanceOf, send: () => Promise.reject(rejection), poll });
    expect(out).toEqual({ kind: 'failed', error: rejection });
    expect(balanceOf).toHaveBeenCalledTimes(1);
    const send = vi.fn(async () => {});
    const broken = new Error('no wallet');
    expect(await runSupplyChange({ balanceOf: () => Promise.reject(broken), send, poll })).toEqual({
      kind: 'failed',
      error: broken,
    });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('a transfer of ownership run', () => {
  it('sends, then waits for the root to name the new owner and answers its details', async () => {
    const moved = { ...token, owner: NEW_OWNER.toLowerCase() };
    const readRoot = answers(token, moved);
    const send = vi.fn(async () => {});
    expect(await runOwnerTransfer({ newOwner: NEW_OWNER, send, readRoot, poll })).toEqual({
      kind: 'done',
      value: moved,
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(readRoot).toHaveBeenCalledTimes(2);
  });

  it('times out while the root still names the old owner', async () => {
    const readRoot = answers(token);
    expect(await runOwnerTransfer({ newOwner: NEW_OWNER, send: async () => {}, readRoot, poll })).toEqual({
      kind: 'timeout',
    });
    expect(readRoot).toHaveBeenCalledTimes(3);
  });

  it('fails without reading the root when the send fails', async () => {
    const readRoot = answers(token);
    const error = new Error('boom');
    expect(await runOwnerTransfer({ newOwner: NEW_OWNER, send: () => Promise.reject(error), readRoot, poll })).toEqual({
      kind: 'failed',
      error,
    });
    expect(readRoot).not.toHaveBeenCalled();
  });
});
