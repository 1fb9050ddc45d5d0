import { describe, expect, it } from 'vitest';
import {
  checkRemoveAmount,
  maxAmountText,
  previewRemove,
  previewedWithdrawal,
  removeButton,
  removeButtonLabel,
  removeForm,
  type RemoveFormInput,
} from './removeLiquidity';

describe('remove liquidity', () => {
  it('is valid when empty or not above the LP balance', () => {
    expect(checkRemoveAmount('', '100', 9)).toEqual({ kind: 'empty' });
    expect(checkRemoveAmount('0.0000001', '100', 9)).toEqual({ kind: 'ok', units: '100' });
    expect(checkRemoveAmount('0.000000101', '100', 9)).toEqual({ kind: 'tooBig', units: '101' });
    expect(checkRemoveAmount('0', '100', 9)).toEqual({ kind: 'zero' });
    expect(maxAmountText('1234500000', 9)).toBe('1.2345');
  });

  it('previews the payout and the position; sole provider keeps 100 %', () => {
    const p = previewRemove('25', '50', '100', ['1000', '2001']);
    expect(p.receive).toEqual(['250', '500']);
    expect(p.lpAfter).toBe('25');
    expect(p.shareAfter).toBe('33.33333333');
    expect(p.positionAfter).toEqual(['250', '500']);
    expect(previewRemove('10', '100', '100', ['1000', '1000']).shareAfter).toBe('100');
    expect(previewRemove('100', '100', '100', ['1000', '1000']).shareAfter).toBe('0');
  });

  it('button states in priority order', () => {
    const base = { walletStatus: 'connected', loading: false, awaiting: false, withdrawing: false, lpBalance: '10' };
    expect(removeButton({ ...base, walletStatus: 'disconnected', check: { kind: 'empty' } })).toEqual({
      kind: 'connect',
      disabled: false,
    });
    expect(removeButton({ ...base, walletStatus: 'connecting', check: { kind: 'empty' } })).toEqual({
      kind: 'connect',
      disabled: true,
    });
    expect(removeButton({ ...base, awaiting: true, check: { kind: 'ok', units: '1' } }).kind).toBe('awaiting');
    expect(removeButton({ ...base, loading: true, check: { kind: 'ok', units: '1' } }).kind).toBe('loading');
    // loading comes first (spec 4.10): before the connect button and before awaiting confirmation
    expect(removeButton({ ...base, walletStatus: 'checking', check: { kind: 'empty' } }).kind).toBe('loading');
    expect(removeButton({ ...base, walletStatus: 'disconnected', loading: true, check: { kind: 'empty' } }).kind).toBe(
      'loading',
    );
    expect(removeButton({ ...base, awaiting: true, withdrawing: true, check: { kind: 'ok', units: '1' } }).kind).toBe(
      'loading',
    );
    expect(removeButton({ ...base, walletStatus: 'connecting', awaiting: true, check: { kind: 'empty' } }).kind).toBe(
      'awaiting',
    );
    expect(removeButton({ ...base, check: { kind: 'empty' } }).kind).toBe('enterAmount');
    expect(removeButton({ ...base, check: { kind: 'tooBig', units: '11' } }).kind).toBe('tooBig');
    expect(removeButton({ ...base, lpBalance: '0', check: { kind: 'ok', units: '1' } }).kind).toBe('noLp');
    expect(removeButton({ ...base, check: { kind: 'ok', units: '1' } }).kind).toBe('ready');
  });

  it('labels every button state', () => {
    expect(removeButtonLabel({ kind: 'connect', disabled: false })).toBe('wallet.connect');
    expect(removeButtonLabel({ kind: 'ready' })).toBe('liquidity.remove.submit');
    expect(removeButtonLabel({ kind: 'noLp' })).toBe('liquidity.remove.noLpButton');
    expect(removeButtonLabel({ kind: 'loading' })).toBe('liquidity.remove.loading');
  });
});

describe('remove form', () => {
  const pool = { lpLocked: '1000', volumesLocked: ['2000', '4000'] };
  const base: RemoveFormInput = {
    text: '0.0000001',
    walletStatus: 'connected',
    phase: 'idle',
    loading: false,
    lpBalance: '500',
    lpDecimals: 9,
    tokenDecimals: [6, 9],
    symbols: ['USDT', 'TON'],
    pool,
  };

  it('a valid amount is ready, with the preview and the received amounts', () => {
    const f = removeForm(base);
    expect(f.check).toEqual({ kind: 'ok', units: '100' });
    expect(f.button).toEqual({ kind: 'ready' });
    expect(f.preview?.receive).toEqual(['200', '400']);
    expect(f.receive).toEqual([
      { amount: '200', decimals: 6, symbol: 'USDT' },
      { amount: '400', decimals: 9, symbol: 'TON' },
    ]);
    expect(f.hasLp).toBe(true);
    expect(f.editable).toBe(true);
  });

  it('waits while the LP decimals are unknown: nothing parsed, no input, the button loading', () => {
    const f = removeForm({ ...base, lpDecimals: undefined });
    expect(f.check).toEqual({ kind: 'empty' });
    expect(f.button.kind).toBe('loading');
    expect(f.editable).toBe(false);
    expect(f.receive).toBeUndefined();
    expect(f.decimalsKnown).toBe(false);
  });

  it("waits while a token's decimals are unknown (the payout could not be shown)", () => {
    const f = removeForm({ ...base, tokenDecimals: [6, undefined] });
    expect(f.button.kind).toBe('loading');
    expect(f.preview?.receive).toEqual(['200', '400']);
    expect(f.receive).toBeUndefined();
    expect(f.editable).toBe(true);
  });

  it('without a pool the decimals do not hold the button (it asks for an amount)', () => {
    expect(removeForm({ ...base, pool: undefined, tokenDecimals: [], text: '' }).button.kind).toBe('enterAmount');
  });

  it('follows the phases: the wallet prompt, then the withdrawal', () => {
    expect(removeForm({ ...base, phase: 'awaiting' }).button.kind).toBe('awaiting');
    expect(removeForm({ ...base, phase: 'withdrawing' }).button.kind).toBe('loading');
    expect(removeForm({ ...base, phase: 'withdrawing' }).editable).toBe(false);
  });

  it('tells an empty position and a too big amount', () => {
    const none = removeForm({ ...base, lpBalance: '0' });
    expect(none.hasLp).toBe(false);
    expect(none.button.kind).toBe('tooBig');
    const big = removeForm({ ...base, text: '0.000001' });
    expect(big.check).toEqual({ kind: 'tooBig', units: '1000' });
    expect(big.preview).toBeUndefined();
  });
});

describe('the previewed withdrawal', () => {
  const previewed = { owner: '0:a', pool: '0:p', lpAmount: '500', callId: '7', gas: 3n };
  it('is sent as previewed for the same owner, pool and amount', () => {
    expect(previewedWithdrawal(previewed, { owner: '0:a', pool: '0:p', lpAmount: '500' })).toBe(previewed);
  });
  it('is not used once any of them changed, nor when there is none', () => {
    expect(previewedWithdrawal(previewed, { owner: '0:a', pool: '0:p', lpAmount: '501' })).toBeUndefined();
    expect(previewedWithdrawal(previewed, { owner: '0:b', pool: '0:p', lpAmount: '500' })).toBeUndefined();
    expect(previewedWithdrawal(previewed, { owner: '0:a', pool: '0:q', lpAmount: '500' })).toBeUndefined();
    expect(previewedWithdrawal(undefined, { owner: '0:a', pool: '0:p', lpAmount: '500' })).toBeUndefined();
  });
});
