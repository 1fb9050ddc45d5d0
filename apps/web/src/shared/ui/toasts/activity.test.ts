import { describe, expect, it } from 'vitest';
import { ACTIVITY_LIMIT, createActivityStore, parseActivity } from './activity';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;

function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
}

function store(storage = memory()) {
  let t = 1_000;
  return { storage, activity: createActivityStore({ storage: () => storage, now: () => (t += 1) }) };
}

describe('activity store', () => {
  it('records nothing without a wallet', () => {
    const { activity, storage } = store();
    expect(activity.start('Swapping 1 TYCHO')).toBeUndefined();
    activity.finish(undefined, 'failed', 'Swap failed');
    expect(activity.list()).toEqual([]);
    expect(storage.items.size).toBe(0);
  });

  it('starts a pending entry and ends it in place with its result and transaction, newest first', () => {
    const { activity } = store();
    activity.setOwner(A);
    const first = activity.start('Swapping 1 TYCHO for QUBE');
    const second = activity.start('Adding liquidity');
    expect(activity.list().map((e) => [e.title, e.state])).toEqual([
      ['Adding liquidity', 'pending'],
      ['Swapping 1 TYCHO for QUBE', 'pending'],
    ]);
    activity.finish(first, 'done', 'Swapped 1 TYCHO for 2.5 QUBE', 'f00d');
    const done = activity.list().find((e) => e.id === first)!;
    expect(done).toMatchObject({ state: 'done', result: 'Swapped 1 TYCHO for 2.5 QUBE', hash: 'f00d' });
    expect(done.endedAt).toBeGreaterThan(done.startedAt);
    activity.finish(second, 'canceled', 'Canceled');
    expect(activity.list()[0]).toMatchObject({ id: second, state: 'canceled', result: 'Canceled' });
    expect(activity.list()[0].hash).toBeUndefined();
  });

  it('keeps lists per wallet, and a result reaches the wallet that started it', () => {
    const { activity } = store();
    activity.setOwner(A);
    const id = activity.start('Locking 10 QUBE');
    activity.setOwner(B);
    expect(activity.list()).toEqual([]);
    activity.finish(id, 'failed', 'Lock failed');
    expect(activity.list()).toEqual([]);
    expect(activity.list(A)[0]).toMatchObject({ state: 'failed', result: 'Lock failed' });
  });

  it('records a result without a pending entry as an entry of its own', () => {
    const { activity } = store();
    activity.setOwner(A);
    activity.finish(undefined, 'canceled', 'Swap rejected in the wallet');
    expect(activity.list()).toEqual([
      expect.objectContaining({ state: 'canceled', title: 'Swap rejected in the wallet' }),
    ]);
  });

  it('survives a reload: a new store over the same storage reads the entries back', () => {
    const { activity, storage } = store();
    activity.setOwner(A);
    activity.finish(activity.start('Voting'), 'done', 'Voted', 'beef');
    const reloaded = createActivityStore({ storage: () => storage });
    expect(reloaded.list(A)).toEqual(activity.list(A));
    expect(reloaded.list(A)[0]).toMatchObject({ title: 'Voting', state: 'done', hash: 'beef' });
  });

  it('keeps at most the newest entries per wallet', () => {
    const { activity } = store();
    activity.setOwner(A);
    for (let i = 0; i < ACTIVITY_LIMIT + 5; i += 1) activity.start(`Action ${i}`);
    expect(activity.list()).toHaveLength(ACTIVITY_LIMIT);
    expect(activity.list()[0].title).toBe(`Action ${ACTIVITY_LIMIT + 4}`);
  });

  it('notifies subscribers and ignores storage failures', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const activity = createActivityStore({ storage: () => broken });
    let calls = 0;
    activity.subscribe(() => (calls += 1));
    activity.setOwner(A);
    expect(() => activity.start('Claiming')).not.toThrow();
    expect(calls).toBe(2);
  });
});

describe('parseActivity', () => {
  it('drops invalid wallets and entries', () => {
    const raw = JSON.stringify({
      [A]: [
        { id: '1', state: 'done', title: 'Swap', startedAt: 1, hash: 'ab' },
        { id: '2', state: 'weird', title: 'x', startedAt: 1 },
        { id: 3, state: 'done', title: 'x', startedAt: 1 },
      ],
      'not-an-address': [{ id: '1', state: 'done', title: 'Swap', startedAt: 1 }],
    });
    expect(parseActivity(raw)).toEqual({ [A]: [{ id: '1', state: 'done', title: 'Swap', startedAt: 1, hash: 'ab' }] });
    expect(parseActivity('{oops')).toEqual({});
    expect(parseActivity(JSON.stringify([1]))).toEqual({});
  });
});
