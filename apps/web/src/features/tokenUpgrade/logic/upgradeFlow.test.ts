import { describe, expect, it, vi } from 'vitest';
import type { WaitResult } from '@/shared/lib/waitUntil';
import { checkFinished, markUpgrading, runUpgrade, sendFailure, type UpgradeEffects } from './upgradeFlow';
import type { UpgradeOutcome, UpgradeSnapshot } from './upgradeLogic';

const snap = (v4: bigint, v4Lt: string | undefined, v5: bigint): UpgradeSnapshot => ({ v4, v4Lt, v5 });

/** Effects over a list of balance reads; `wait` polls the probe up to `polls` times like waitUntil. */
function effects(reads: (UpgradeSnapshot | Error)[], over: Partial<UpgradeEffects<string>> = {}, polls = 3) {
  const queue = [...reads];
  const fx = {
    read: vi.fn(async () => {
      const next = queue.shift();
      if (!next) throw new Error('no more reads');
      if (next instanceof Error) throw next;
      return next;
    }),
    burn: vi.fn(async (_amount: bigint) => {}),
    wait: vi.fn(async (probe: () => Promise<UpgradeOutcome | undefined>): Promise<WaitResult<UpgradeOutcome>> => {
      for (let i = 0; i < polls; i += 1) {
        try {
          const value = await probe();
          if (value !== undefined) return { kind: 'done', value };
        } catch {
          // a failed read counts as an attempt
        }
      }
      return { kind: 'timeout' };
    }),
    remove: vi.fn(),
    format: vi.fn((amount: bigint) => `${amount} units`),
    notify: vi.fn(),
    notifyPending: vi.fn(() => 'pending-1'),
    notifyResult: vi.fn(),
    warn: vi.fn(),
    ...over,
  };
  return fx;
}

/** The pending toast was replaced by this result, with the burnt amount. */
function expectResult(fx: ReturnType<typeof effects>, id: string, amount: string, kind: 'success' | 'error') {
  expect(fx.notifyResult).toHaveBeenCalledWith('pending-1', { id, values: { amount } }, kind);
}

describe('runUpgrade', () => {
  it('burns the whole v4 balance and, once the v5 balance grew by it, removes the token with a success toast', async () => {
    const fx = effects([snap(500n, '1', 0n), snap(500n, '1', 0n), snap(0n, '2', 500n)]);
    await runUpgrade(fx);
    expect(fx.burn).toHaveBeenCalledWith(500n);
    expect(fx.notifyPending).toHaveBeenCalledWith({ id: 'pending' });
    expect(fx.remove).toHaveBeenCalledOnce();
    expectResult(fx, 'success', '500 units', 'success');
    expect(fx.notify).not.toHaveBeenCalled();
  });

  it('an empty v4 balance only leaves the list: no burn, no toast', async () => {
    const fx = effects([snap(0n, '1', 7n)]);
    await runUpgrade(fx);
    expect(fx.remove).toHaveBeenCalledOnce();
    expect(fx.burn).not.toHaveBeenCalled();
    expect(fx.notify).not.toHaveBeenCalled();
    expect(fx.notifyPending).not.toHaveBeenCalled();
  });

  it('a burn the user rejected is canceled, any other refused burn failed with its reason; the token stays', async () => {
    const rejected = effects([snap(5n, '1', 0n)], { burn: vi.fn(async () => Promise.reject({ code: 3 })) });
    await runUpgrade(rejected);
    expect(rejected.notify).toHaveBeenCalledWith({ id: 'canceled' });
    const failed = effects([snap(5n, '1', 0n)], { burn: vi.fn(async () => Promise.reject(new Error('no gas'))) });
    await runUpgrade(failed);
    expect(failed.notify).toHaveBeenCalledWith({ id: 'failed', values: { message: 'no gas' } });
    for (const fx of [rejected, failed]) {
      expect(fx.notifyPending).not.toHaveBeenCalled();
      expect(fx.remove).not.toHaveBeenCalled();
    }
  });

  it('a bounced burn (v4 wallet ran, balance kept) ends in an error toast and keeps the token', async () => {
    const fx = effects([snap(5n, '1', 0n), snap(5n, '2', 0n)]);
    await runUpgrade(fx);
    expectResult(fx, 'bounced', '5 units', 'error');
    expect(fx.remove).not.toHaveBeenCalled();
  });

  it('a poll that gives up says timeout; failed reads while polling are warned and counted', async () => {
    const fx = effects([snap(5n, '1', 0n), new Error('read down'), snap(5n, '1', 0n), snap(5n, '1', 0n)]);
    await runUpgrade(fx);
    expect(fx.warn).toHaveBeenCalledWith('Token upgrade balance read error', new Error('read down'));
    expectResult(fx, 'timeout', '5 units', 'error');
    expect(fx.remove).not.toHaveBeenCalled();
  });

  it('a first read that fails is told as failed, without a burn', async () => {
    const fx = effects([new Error('offline')]);
    await expect(runUpgrade(fx)).resolves.toBeUndefined();
    expect(fx.burn).not.toHaveBeenCalled();
    expect(fx.notify).toHaveBeenCalledWith({ id: 'failed', values: { message: 'offline' } });
  });
});

describe('sendFailure', () => {
  it('tells a rejection (code or words) from another failure', () => {
    expect(sendFailure({ code: 3 })).toEqual({ id: 'canceled' });
    expect(sendFailure(new Error('User rejected the request'))).toEqual({ id: 'canceled' });
    expect(sendFailure(new Error('boom'))).toEqual({ id: 'failed', values: { message: 'boom' } });
  });
});

describe('markUpgrading', () => {
  it('adds and removes one root in a new set, keeping the others', () => {
    const start = new Set(['a']);
    const on = markUpgrading(start, 'b', true);
    expect([...on]).toEqual(['a', 'b']);
    expect(on).not.toBe(start);
    expect([...markUpgrading(on, 'a', false)]).toEqual(['b']);
    expect([...markUpgrading(start, 'z', false)]).toEqual(['a']);
  });
});

describe('checkFinished', () => {
  it('waits for the manifest, then for the check to succeed or fail', () => {
    const pending = { isSuccess: false, isError: false };
    expect(checkFinished(false, { isSuccess: true, isError: false })).toBe(false);
    expect(checkFinished(true, pending)).toBe(false);
    expect(checkFinished(true, { isSuccess: true, isError: false })).toBe(true);
    expect(checkFinished(true, { isSuccess: false, isError: true })).toBe(true);
  });
});
