import { describe, expect, it, vi } from 'vitest';
import { liquidityPendingNotice, liquidityStepNotice, runLiquidityStep } from './liquidityStep';

const noSleep = () => Promise.resolve();

describe('runLiquidityStep', () => {
  it('a gas read error sends nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn();
    const out = await runLiquidityStep({
      gas: () => Promise.reject(new Error('no gas')),
      send,
      done: async () => true,
      attempts: 1,
    });
    expect(out).toEqual({ kind: 'gasError', message: 'no gas' });
    expect(send).not.toHaveBeenCalled();
  });
  it('tells a wallet rejection from a failed send, and never polls after either', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const done = vi.fn(async () => true);
    const rejected = await runLiquidityStep({
      gas: async () => 5n,
      send: () => Promise.reject({ code: 3 }),
      done,
      attempts: 3,
    });
    const failed = await runLiquidityStep({
      gas: async () => 5n,
      send: () => Promise.reject(new Error('boom')),
      done,
      attempts: 3,
    });
    expect([rejected, failed]).toEqual([{ kind: 'canceled' }, { kind: 'failed' }]);
    expect(done).not.toHaveBeenCalled();
  });
  it('sends with the gas read, tells it was sent, then polls until the effect shows or the attempts run out', async () => {
    const send = vi.fn(async () => 'c0ffee');
    const onSent = vi.fn();
    let n = 0;
    const ok = await runLiquidityStep({
      gas: async () => 7n,
      send,
      onSent,
      done: async () => ++n >= 2,
      attempts: 5,
      sleep: noSleep,
    });
    expect(send).toHaveBeenCalledWith(7n);
    expect(onSent).toHaveBeenCalledWith('c0ffee');
    expect(ok).toEqual({ kind: 'settled', done: true, hash: 'c0ffee' });
    const late = await runLiquidityStep({
      gas: async () => 7n,
      send,
      done: async () => false,
      attempts: 3,
      sleep: noSleep,
    });
    expect(late).toEqual({ kind: 'settled', done: false, hash: 'c0ffee' });
  });
});

describe('liquidityStepNotice', () => {
  const done = { kind: 'settled', done: true, hash: 'h' } as const;
  it('maps each outcome to its notification, each step with its own canceled text', () => {
    expect(liquidityStepNotice({ kind: 'canceled' }, { op: 'deposit', symbol: 'QUBE' })).toEqual({
      id: 'liquidity.add.canceled.deposit',
      values: { symbol: 'QUBE', pool: '' },
      kind: 'warning',
    });
    expect(liquidityStepNotice({ kind: 'canceled' }, { op: 'createPool', pool: 'A/B' }).id).toBe(
      'liquidity.add.canceled.createPool',
    );
    expect(liquidityStepNotice({ kind: 'failed' }, { op: 'deposit' }).id).toBe('liquidity.add.failed');
    expect(liquidityStepNotice({ kind: 'settled', done: false, hash: 'h' }, { op: 'supply' })).toEqual({
      id: 'liquidity.add.failed',
      kind: 'error',
      hash: 'h',
    });
    expect(liquidityStepNotice({ kind: 'gasError', message: 'x' }, { op: 'supply' })).toEqual({
      id: 'liquidity.gasError',
      values: { message: 'x' },
      kind: 'error',
    });
  });

  it('a success links the transaction and the token: the LP token of a supply, the token of a deposit', () => {
    const LP = `0:${'3'.repeat(64)}`;
    expect(
      liquidityStepNotice(done, { op: 'supply', receivedLp: '1.5', root: LP, lpSymbol: 'FlatQube-LP-A-B' }),
    ).toEqual({
      id: 'liquidity.add.success',
      values: { amount: '1.5' },
      kind: 'success',
      hash: 'h',
      token: { root: LP, symbol: 'FlatQube-LP-A-B' },
    });
    expect(liquidityStepNotice(done, { op: 'deposit', symbol: 'QUBE', root: LP })).toMatchObject({
      id: 'liquidity.add.done.deposit',
      token: { root: LP, symbol: 'QUBE' },
    });
    // steps without a token link the transaction only
    expect(liquidityStepNotice(done, { op: 'connectPool', pool: 'A/B' })).toEqual({
      id: 'liquidity.add.done.connectPool',
      values: { symbol: '', pool: 'A/B' },
      kind: 'success',
      hash: 'h',
    });
  });

  it('a sent step is pending with its own text', () => {
    expect(liquidityPendingNotice({ op: 'createPool', pool: 'A/B' })).toEqual({
      id: 'liquidity.add.pending.createPool',
      values: { symbol: '', pool: 'A/B' },
      kind: 'info',
      pending: true,
    });
  });
});
