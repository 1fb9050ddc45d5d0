import { describe, expect, it, vi } from 'vitest';
import { runDaoAction } from './action';

const effects = (send: () => Promise<void>, outcome: 'success' | 'failure' | undefined) => ({
  send,
  outcome: vi.fn(async () => outcome),
  isRejection: (e: unknown) => e instanceof Error && e.message === 'rejected',
  onPending: vi.fn(),
  onResult: vi.fn(),
});

describe('runDaoAction', () => {
  it('goes pending, then success when the success event comes', async () => {
    const e = effects(async () => {}, 'success');
    expect(await runDaoAction(e)).toBe('success');
    expect(e.onPending).toHaveBeenCalledOnce();
    expect(e.onResult).toHaveBeenCalledWith('success', undefined);
  });
  it('is a failure on a refusal event or no event in time', async () => {
    expect(await runDaoAction(effects(async () => {}, 'failure'))).toBe('failure');
    expect(await runDaoAction(effects(async () => {}, undefined))).toBe('failure');
  });
  it('is canceled by a wallet rejection, without waiting for the chain', async () => {
    const e = effects(async () => {
      throw new Error('rejected');
    }, 'success');
    expect(await runDaoAction(e)).toBe('canceled');
    expect(e.outcome).not.toHaveBeenCalled();
    expect(await runDaoAction(effects(async () => Promise.reject(new Error('boom')), 'success'))).toBe('failure');
  });
});
