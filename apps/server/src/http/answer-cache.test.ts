import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

function chain() {
  const listeners: (() => void)[] = [];
  const c = { time: 100, now: () => c.time, onCommitted: (l: () => void) => (listeners.push(l), () => undefined) };
  return { c, commit: () => listeners.forEach((l) => l()) };
}

describe('AnswerCache', () => {
  it('keeps an answer until a batch, a commit or the next second, and shares one computation', async () => {
    const { c, commit } = chain();
    const cache = new AnswerCache(c);
    let computed = 0;
    const ask = () => cache.answer('k', async () => ++computed);
    expect(await Promise.all([ask(), ask(), ask()])).toEqual([1, 1, 1]);
    expect(await ask()).toBe(1);
    cache.invalidate();
    expect(await ask()).toBe(2);
    commit();
    expect(await ask()).toBe(3);
    c.time += 1;
    expect(await ask()).toBe(4);
    expect(await cache.answer('other', async () => 'x')).toBe('x');
    expect(await ask()).toBe(4);
  });
  it('keeps a part that does not read the clock, or the chain, across seconds, or commits', async () => {
    const { c, commit } = chain();
    const cache = new AnswerCache(c);
    let computed = 0;
    const state = () => cache.answer('state', async () => ++computed, { clock: false });
    const rows = () => cache.answer('rows', async () => ++computed, { chain: false, clock: false });
    const hour = (h: number) =>
      cache.answer('hour', async () => ++computed, { chain: false, clock: false, also: `${h}` });
    expect([await state(), await rows(), await hour(1)]).toEqual([1, 2, 3]);
    c.time += 1;
    expect([await state(), await rows(), await hour(1)]).toEqual([1, 2, 3]);
    commit();
    expect([await state(), await rows(), await hour(1), await hour(2)]).toEqual([4, 2, 3, 5]);
    cache.invalidate();
    expect([await state(), await rows()]).toEqual([6, 7]);
  });
  it('does not keep a failure, and keeps at most its limit of keys', async () => {
    const { c } = chain();
    const cache = new AnswerCache(c, 2);
    await expect(cache.answer('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.answer('k', async () => 'up')).toBe('up');
    let computed = 0;
    await cache.answer('a', async () => ++computed);
    await cache.answer('b', async () => ++computed);
    expect(await cache.answer('k', async () => 'again')).toBe('again'); // dropped for a and b
    expect(await cache.answer('b', async () => ++computed)).toBe(2); // still kept
  });
});

describe('AnswerCache text answers', () => {
  it('drops every kept answer at a batch, and keeps the text answers under their character limit', async () => {
    const { c } = chain();
    const cache = new AnswerCache(c, 100, 10);
    let computed = 0;
    const ask = (key: string, text: string) => cache.text(key, async () => (computed++, text));
    await ask('a', 'aaaa');
    await ask('b', 'bbbb');
    expect(cache.keptChars()).toBe(8);
    await ask('c', 'cccc'); // 12 characters: the oldest, a, goes
    expect(cache.keptChars()).toBe(8);
    expect(computed).toBe(3);
    await ask('b', 'bbbb');
    expect(computed).toBe(3);
    await ask('a', 'aaaa');
    expect(computed).toBe(4);
    cache.invalidate();
    expect(cache.keptChars()).toBe(0);
    await ask('a', 'aaaa');
    expect(computed).toBe(5);
  });
});
