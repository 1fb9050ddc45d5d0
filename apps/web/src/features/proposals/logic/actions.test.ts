import { describe, expect, it } from 'vitest';
import {
  callDataBase64,
  checkEth,
  checkTon,
  EMPTY_CELL,
  emptyTon,
  ethActionOf,
  gaugeSymbols,
  tonActionOf,
  tonActionView,
} from './actions';

const addr = '0:' + '1'.repeat(64);

describe('TON action', () => {
  it('defaults to value 1 and needs a valid address', () => {
    expect(emptyTon().value).toBe('1');
    expect(checkTon(emptyTon())).toEqual({ target: 'invalidAddress' });
    expect(checkTon({ ...emptyTon(), target: addr })).toEqual({});
    expect(checkTon({ ...emptyTon(), target: '0:xyz' }).target).toBe('invalidAddress');
  });
  it('needs a non-negative number value', () => {
    for (const value of ['', '-1', 'abc', '1.2.3', '1e5', '0.0000000001'])
      expect(checkTon({ target: addr, value, payload: '' }).value).toBe('invalidValue');
    for (const value of ['0', '1', '2.5', '0.000000001'])
      expect(checkTon({ target: addr, value, payload: '' }).value).toBeUndefined();
  });
  it('becomes the call action with an empty cell for a blank payload', () => {
    expect(tonActionOf({ target: addr, value: '2.5', payload: '' })).toEqual({
      target: addr,
      value: 2_500_000_000n,
      payload: EMPTY_CELL,
    });
  });
});

describe('ETH action', () => {
  const ok = { target: '0x' + 'ab'.repeat(20), callData: '0x1234', chainId: '1', signature: 'f(uint256)', value: '0' };
  it('accepts a valid action', () => {
    expect(checkEth(ok)).toEqual({});
  });
  it('rejects each invalid field', () => {
    expect(checkEth({ ...ok, target: '0x12' }).target).toBe('invalidAddress');
    expect(checkEth({ ...ok, callData: '' }).callData).toBe('required');
    expect(checkEth({ ...ok, callData: '0x123' }).callData).toBe('invalidCallData');
    expect(checkEth({ ...ok, chainId: '1.5' }).chainId).toBe('invalidChainId');
    expect(checkEth({ ...ok, chainId: '' }).chainId).toBe('invalidChainId');
    expect(checkEth({ ...ok, signature: ' ' }).signature).toBe('required');
    expect(checkEth({ ...ok, value: 'x' }).value).toBe('invalidValue');
  });
  it('encodes target as uint160 and call data as base64', () => {
    expect(callDataBase64('0x1234')).toBe('EjQ=');
    expect(callDataBase64('EjQ=')).toBe('EjQ=');
    expect(ethActionOf({ ...ok, target: '0x' + '0'.repeat(38) + 'ff' })).toMatchObject({
      target: '255',
      chainId: 1,
      callData: 'EjQ=',
    });
  });
});

describe("a proposal's TVM actions as they read", () => {
  const escrow = '0:' + 'e'.repeat(64);
  it('names a candidate action by its call and gauge, not by its 1 nano value and target', () => {
    expect(
      tonActionView({ target: escrow, value: '1', payload: 'te6', call: { method: 'approveGaugeDAO', gauge: addr } }),
    ).toEqual({ kind: 'addCandidate', gauge: addr });
    expect(
      tonActionView({ target: escrow, value: '1', payload: 'te6', call: { method: 'removeGaugeDAO', gauge: addr } }),
    ).toEqual({ kind: 'removeCandidate', gauge: addr });
  });
  it('shows any other action as its value and target', () => {
    expect(tonActionView({ target: addr, value: '1000000000', payload: EMPTY_CELL, call: null })).toEqual({
      kind: 'transfer',
      target: addr,
      value: 1_000_000_000n,
    });
    expect(tonActionView({ target: addr, value: '5', payload: EMPTY_CELL })).toMatchObject({ kind: 'transfer' });
  });
  it("labels a gauge with its pool's symbols, and leaves it unlabelled without them", () => {
    expect(gaugeSymbols([{ tokenSymbol: 'QUBE' }, { tokenSymbol: 'WTYCHO' }])).toBe('QUBE/WTYCHO');
    expect(gaugeSymbols([{ tokenSymbol: '' }, { tokenSymbol: null }])).toBeUndefined();
    expect(gaugeSymbols([])).toBeUndefined();
  });
});
