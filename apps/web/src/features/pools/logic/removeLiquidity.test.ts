import { describe, expect, it } from 'vitest';
import { checkRemoveAmount, maxAmountText, previewRemove, removeButton, sanitizeAmount } from './removeLiquidity';

describe('remove liquidity', () => {
  it('accepts decimal text within the LP decimals', () => {
    expect(sanitizeAmount('1.5', 9)).toBe('1.5');
    expect(sanitizeAmount('1.1234567891', 9)).toBeNull();
    expect(sanitizeAmount('1e5', 9)).toBeNull();
    expect(sanitizeAmount('', 9)).toBe('');
  });

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
    expect(removeButton({ ...base, check: { kind: 'empty' } }).kind).toBe('enterAmount');
    expect(removeButton({ ...base, check: { kind: 'tooBig', units: '11' } }).kind).toBe('tooBig');
    expect(removeButton({ ...base, lpBalance: '0', check: { kind: 'ok', units: '1' } }).kind).toBe('noLp');
    expect(removeButton({ ...base, check: { kind: 'ok', units: '1' } }).kind).toBe('ready');
  });
});
