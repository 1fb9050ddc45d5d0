import { describe, expect, it } from 'vitest';
import { waitUntil, withinTime } from './waitUntil';

const instant = () => Promise.resolve();

describe('waitUntil', () => {
  it('returns the first defined value and stops asking', async () => {
    let calls = 0;
    const result = await waitUntil(async () => (++calls === 3 ? 'ok' : undefined), {
      intervalMs: 1,
      attempts: 10,
      sleep: instant,
    });
    expect(result).toEqual({ kind: 'done', value: 'ok' });
    expect(calls).toBe(3);
  });

  it('times out after the attempts', async () => {
    let calls = 0;
    const result = await waitUntil(async () => void calls++, { intervalMs: 1, attempts: 4, sleep: instant });
    expect(result).toEqual({ kind: 'timeout' });
    expect(calls).toBe(4);
  });

  it('gives up after consecutive errors, but a success in between resets the count', async () => {
    const answers = [new Error('a'), undefined, new Error('b'), new Error('c')];
    let i = 0;
    const result = await waitUntil(
      async () => {
        const next = answers[i++];
        if (next instanceof Error) throw next;
        return next;
      },
      { intervalMs: 1, attempts: 10, maxErrors: 2, sleep: instant },
    );
    expect(result).toMatchObject({ kind: 'errors' });
    expect(i).toBe(4);
  });

  it('with totalErrors, counts failures apart from answers and in total', async () => {
    // 3 Pending answers and 4 failures interleaved: the failures use no attempt, and are not reset by an answer
    const script = ['e', 'p', 'e', 'p', 'e', 'p', 'e'];
    let i = 0;
    const failing = await waitUntil(
      async () => {
        if (script[i++] === 'e') throw new Error('down');
        return undefined;
      },
      { intervalMs: 1, attempts: 4, totalErrors: 4, sleep: instant },
    );
    expect(failing).toMatchObject({ kind: 'errors' });
    expect(i).toBe(7);
    // failures alone never use up the answers: 4 answers after 3 failures still time out, not fail
    let j = 0;
    const pending = await waitUntil(
      async () => {
        if (j++ < 3) throw new Error('down');
        return undefined;
      },
      { intervalMs: 1, attempts: 4, totalErrors: 4, sleep: instant },
    );
    expect(pending).toEqual({ kind: 'timeout' });
    expect(j).toBe(7);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await waitUntil(async () => 'never', {
      intervalMs: 1,
      attempts: 3,
      signal: controller.signal,
      sleep: instant,
    });
    expect(result).toEqual({ kind: 'aborted' });
  });
});

describe('withinTime', () => {
  it('answers the value of a promise that settles in time', async () => {
    await expect(withinTime(Promise.resolve(7), 1000)).resolves.toBe(7);
  });

  it("answers 'timeout' for a promise that takes longer", async () => {
    await expect(withinTime(new Promise<number>(() => undefined), 5)).resolves.toBe('timeout');
  });

  it('passes a rejection through', async () => {
    await expect(withinTime(Promise.reject(new Error('down')), 1000)).rejects.toThrow('down');
  });
});
