import { describe, expect, it, vi } from 'vitest';
import { runOperation, type OperationEffects } from './operation';

function effects(over: Partial<OperationEffects> = {}) {
  const calls: string[] = [];
  const e: OperationEffects = {
    send: async () => void calls.push('send'),
    done: async () => (calls.push('done'), true),
    isRejection: (error) => (error as Error).message === 'rejected',
    onPending: () => void calls.push('pending'),
    onResult: (outcome) => void calls.push(outcome),
    ...over,
  };
  return { e, calls };
}

describe('limit-order operation', () => {
  it('goes pending, sends, waits for the effect and succeeds', async () => {
    const { e, calls } = effects();
    expect(await runOperation(e)).toBe('success');
    expect(calls).toEqual(['pending', 'send', 'done', 'success']);
  });

  it('is canceled when the wallet rejects, without waiting', async () => {
    const done = vi.fn(async () => true);
    const { e, calls } = effects({
      send: async () => {
        throw new Error('rejected');
      },
      done,
    });
    expect(await runOperation(e)).toBe('canceled');
    expect(done).not.toHaveBeenCalled();
    expect(calls).toEqual(['pending', 'canceled']);
  });

  it('fails when the send breaks or the effect never shows', async () => {
    const broken = effects({
      send: async () => {
        throw new Error('boom');
      },
    });
    expect(await runOperation(broken.e)).toBe('failure');
    expect(await runOperation(effects({ done: async () => false }).e)).toBe('failure');
    expect(
      await runOperation(
        effects({
          done: async () => {
            throw new Error('poll');
          },
        }).e,
      ),
    ).toBe('failure');
  });
});
