import { ZERO_ADDRESS } from '@tycho/abi';
import { describe, expect, it } from 'vitest';
import {
  actionButton,
  afterFigures,
  amountUnits,
  checkBurn,
  checkMint,
  checkSupply,
  checkTransfer,
  emptyBurnForm,
  typedAmount,
  validTarget,
} from './manageForms';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'B'.repeat(64)}`;

describe('typedAmount', () => {
  it('keeps decimals beyond the token (rounded down when parsed) and reads a comma as a dot', () => {
    expect(typedAmount('1234.5678')).toBe('1234.5678');
    expect(typedAmount('1,5')).toBe('1.5');
    expect(typedAmount('')).toBe('');
  });
  it('refuses letters, signs and a second separator', () => {
    for (const bad of ['abc', '-1', '1.2.3', '1e5']) expect(typedAmount(bad)).toBeNull();
  });
});

describe('amountUnits', () => {
  it('scales by decimals and rounds down', () => {
    expect(amountUnits('1.5', 6)).toBe(1_500_000n);
    expect(amountUnits('0.1234567', 6)).toBe(123_456n);
    expect(amountUnits('7', 0)).toBe(7n);
    expect(amountUnits('7.9', 0)).toBe(7n);
  });
  it('refuses zero, what rounds to zero, text and more than uint128', () => {
    expect(amountUnits('0', 6)).toBeUndefined();
    expect(amountUnits('0.0000001', 6)).toBeUndefined();
    expect(amountUnits('abc', 6)).toBeUndefined();
    expect(amountUnits('-1', 6)).toBeUndefined();
    expect(amountUnits((2n ** 128n).toString(), 0)).toBeUndefined();
  });
});

describe('checkMint', () => {
  it('asks for all data, then a valid address, then a valid amount', () => {
    expect(checkMint({ target: '', amount: '1' }, 6)).toEqual({ kind: 'error', error: 'enterAllData' });
    expect(checkMint({ target: A, amount: ' ' }, 6)).toEqual({ kind: 'error', error: 'enterAllData' });
    expect(checkMint({ target: '0:abc', amount: '1' }, 6)).toEqual({ kind: 'error', error: 'enterValidAddress' });
    expect(checkMint({ target: A, amount: '0' }, 6)).toEqual({ kind: 'error', error: 'enterValidAmount' });
  });
  it('answers the lower-case target and the amount in smallest units', () => {
    expect(checkMint({ target: ` ${B} `, amount: '2.5' }, 2)).toEqual({
      kind: 'ready',
      value: { target: B.toLowerCase(), amount: 250n },
    });
  });
});

describe('checkBurn', () => {
  const burn = (patch: Partial<typeof emptyBurnForm>, balance?: bigint) =>
    checkBurn({ ...emptyBurnForm, target: A, amount: '1', ...patch }, 3, balance);
  it('defaults the callback to the zero address', () => {
    expect(emptyBurnForm.callbackTo).toBe(ZERO_ADDRESS);
    expect(burn({})).toEqual({
      kind: 'ready',
      value: { target: A, amount: 1000n, callbackTo: ZERO_ADDRESS, payload: '' },
    });
  });
  it('names each problem', () => {
    expect(burn({ target: '' })).toEqual({ kind: 'error', error: 'enterAllData' });
    expect(burn({ amount: '' })).toEqual({ kind: 'error', error: 'enterAllData' });
    expect(burn({ target: 'nope' })).toEqual({ kind: 'error', error: 'enterValidAddress' });
    expect(burn({ callbackTo: '' })).toEqual({ kind: 'error', error: 'invalidCallbackAddress' });
    expect(burn({ callbackTo: '0:12' })).toEqual({ kind: 'error', error: 'invalidCallbackAddress' });
    expect(burn({ amount: '0.0001' })).toEqual({ kind: 'error', error: 'enterValidAmount' });
    expect(burn({ amount: '2' }, 1999n)).toEqual({ kind: 'error', error: 'exceedsBalance' });
    expect(burn({ amount: '2' }, 2000n).kind).toBe('ready');
  });
  it('keeps the payload text and the callback address', () => {
    expect(burn({ callbackTo: B, payload: 'memo <b>' })).toMatchObject({
      kind: 'ready',
      value: { callbackTo: B.toLowerCase(), payload: 'memo <b>' },
    });
  });
});

describe('checkSupply', () => {
  const form = { ...emptyBurnForm, target: A, amount: '2' };
  it('checks a mint as checkMint (no balance limit, no callback)', () => {
    expect(checkSupply('mint', { ...form, callbackTo: '' }, 3, 1n)).toEqual(checkMint(form, 3));
  });
  it('checks a burn as checkBurn', () => {
    expect(checkSupply('burn', form, 3, 1n)).toEqual({ kind: 'error', error: 'exceedsBalance' });
    expect(checkSupply('burn', form, 3, undefined)).toEqual(checkBurn(form, 3, undefined));
  });
});

describe('validTarget', () => {
  it('answers a valid address in lower case, nothing otherwise', () => {
    expect(validTarget(` ${B} `)).toBe(B.toLowerCase());
    expect(validTarget('0:abc')).toBeUndefined();
    expect(validTarget('')).toBeUndefined();
  });
});

describe('checkTransfer', () => {
  it('needs a valid address other than zero and the current owner', () => {
    expect(checkTransfer('', A)).toEqual({ kind: 'error', error: 'enterAllData' });
    expect(checkTransfer('0:zz', A)).toEqual({ kind: 'error', error: 'enterValidAddress' });
    expect(checkTransfer(ZERO_ADDRESS, A)).toEqual({ kind: 'error', error: 'enterValidAddress' });
    expect(checkTransfer(A.toUpperCase().replace('0X', '0x'), A)).toEqual({
      kind: 'error',
      error: 'enterValidAddress',
    });
    expect(checkTransfer(B, A)).toEqual({ kind: 'ready', value: B.toLowerCase() });
  });
});

describe('afterFigures', () => {
  it('adds for a mint and subtracts for a burn, never below zero', () => {
    expect(afterFigures('mint', 5n, 10n, 100n)).toEqual({ balanceAfter: 15n, supplyAfter: 105n });
    expect(afterFigures('burn', 5n, 10n, 100n)).toEqual({ balanceAfter: 5n, supplyAfter: 95n });
    expect(afterFigures('burn', 50n, 10n, 100n)).toEqual({ balanceAfter: 0n, supplyAfter: 50n });
  });
  it('leaves unknown figures unknown', () => {
    expect(afterFigures('mint', undefined, 1n, 1n)).toEqual({});
    expect(afterFigures('mint', 1n, undefined, 1n)).toEqual({ balanceAfter: undefined, supplyAfter: 2n });
  });
});

describe('actionButton', () => {
  it('asks a visitor to connect, shows the form message, and is off while busy', () => {
    const ready = checkMint({ target: A, amount: '1' }, 0);
    expect(actionButton({ connected: false, check: ready, busy: false })).toEqual({
      label: 'connect',
      disabled: false,
    });
    expect(actionButton({ connected: true, check: checkMint({ target: '', amount: '' }, 0), busy: false })).toEqual({
      label: 'enterAllData',
      disabled: true,
    });
    expect(actionButton({ connected: true, check: ready, busy: false })).toEqual({ label: 'submit', disabled: false });
    expect(actionButton({ connected: true, check: ready, busy: true })).toEqual({ label: 'submit', disabled: true });
  });
});
