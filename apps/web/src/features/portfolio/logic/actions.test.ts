import { describe, expect, it } from 'vitest';
import { runAction, type ActionEffects } from './actions';

function effects(over: Partial<ActionEffects> = {}) {
  const calls: string[] = [];
  const base: ActionEffects = {
    send: async () => void calls.push('send'),
    outcome: async () => 'success',
    isRejection: (e) => e instanceof Error && e.message === 'rejected',
    onPending: () => void calls.push('pending'),
    onResult: (o) => void calls.push(`result:${o}`),
  };
  return { calls, effects: { ...base, ...over } };
}

describe('runAction', () => {
  it('is pending, then the outcome the chain shows', async () => {
    const { calls, effects: e } = effects();
    expect(await runAction(e)).toBe('success');
    expect(calls).toEqual(['pending', 'send', 'result:success']);
  });

  it('a refusal event is a failure, and nothing seen in time is a failure', async () => {
    expect(await runAction(effects({ outcome: async () => 'failure' }).effects)).toBe('failure');
    expect(await runAction(effects({ outcome: async () => undefined }).effects)).toBe('failure');
  });

  it('a wallet rejection is canceled and waits for nothing', async () => {
    let waited = false;
    const { calls, effects: e } = effects({
      send: async () => {
        throw new Error('rejected');
      },
      outcome: async () => {
        waited = true;
        return 'success';
      },
    });
    expect(await runAction(e)).toBe('canceled');
    expect(waited).toBe(false);
    expect(calls).toEqual(['pending', 'result:canceled']);
  });

  it('another send error is a failure', async () => {
    const e = effects({
      send: async () => {
        throw new Error('network');
      },
    }).effects;
    expect(await runAction(e)).toBe('failure');
  });
});
