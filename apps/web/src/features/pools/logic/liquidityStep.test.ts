import { describe, expect, it, vi } from 'vitest';
import { liquidityStepNotice, runLiquidityStep } from './liquidityStep';

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
  it('sends with the gas read, then polls until the effect shows or the attempts run out', async () => {
    const send = vi.fn(async () => undefined);
    let n = 0;
    const ok = await runLiquidityStep({
      gas: async () => 7n,
      send,
      done: async () => ++n >= 2,
      attempts: 5,
      sleep: noSleep,
    });
    expect(send).toHaveBeenCalledWith(7n);
    expect(ok).toEqual({ kind: 'settled', done: true });
    const late = await runLiquidityStep({
      gas: async () => 7n,
      send,
      done: async () => false,
      attempts: 3,
      sleep: noSleep,
    });
    expect(late).toEqual({ kind: 'settled', done: false });
  });
});

describe('liquidityStepNotice', () => {
  it('maps each outcome to its notification', () => {
    expect(liquidityStepNotice({ kind: 'canceled' }, { op: 'deposit' }).kind).toBe('warning');
    expect(liquidityStepNotice({ kind: 'failed' }, { op: 'deposit' }).id).toBe('liquidity.add.failed');
    expect(liquidityStepNotice({ kind: 'settled', done: false }, { op: 'supply' }).id).toBe('liquidity.add.failed');
    expect(liquidityStepNotice({ kind: 'gasError', message: 'x' }, { op: 'supply' })).toEqual({
      id: 'liquidity.gasError',
      values: { message: 'x' },
      kind: 'error',
    });
    expect(liquidityStepNotice({ kind: 'settled', done: true }, { op: 'supply', receivedLp: '1.5' })).toEqual({
      id: 'liquidity.add.success',
      values: { amount: '1.5' },
      kind: 'success',
    });
    expect(liquidityStepNotice({ kind: 'settled', done: true }, { op: 'deposit', symbol: 'QUBE' })).toEqual({
      id: 'liquidity.add.done.deposit',
      values: { symbol: 'QUBE' },
      kind: 'success',
    });
  });
});
