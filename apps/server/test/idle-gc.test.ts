import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { collectWhenIdle, fullCollection, shouldCollect } from '../src/http/idle-gc';

const MB = 1024 * 1024;

describe('collecting the heap when idle (issue 41)', () => {
  it('collects only when no request began for the idle time and the heap grew by the threshold', () => {
    const rule = { everyMs: 5_000, idleMs: 3_000, growthMb: 32 };
    expect(shouldCollect({ heapUsed: 160 * MB, baseline: 50 * MB, sinceLastRequestMs: 3_000 }, rule)).toBe(true);
    expect(shouldCollect({ heapUsed: 160 * MB, baseline: 50 * MB, sinceLastRequestMs: 2_999 }, rule)).toBe(false);
    expect(shouldCollect({ heapUsed: 81 * MB, baseline: 50 * MB, sinceLastRequestMs: 60_000 }, rule)).toBe(false);
    expect(shouldCollect({ heapUsed: 82 * MB, baseline: 50 * MB, sinceLastRequestMs: 60_000 }, rule)).toBe(true);
  });

  it('runs a full collection after a burst, once the requests stop, and not again until the heap grows', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    try {
      const app = Fastify();
      app.get('/x', async () => 'ok');
      let heap = 50 * MB;
      const gc = vi.fn(() => (heap = 55 * MB));
      const stop = collectWhenIdle(app, { gc, heapUsed: () => heap });
      await app.ready();
      heap = 160 * MB; // the burst's garbage
      await app.inject('/x');
      vi.advanceTimersByTime(2_000);
      expect(gc).not.toHaveBeenCalled(); // a request began 2 s ago
      await app.inject('/x');
      vi.advanceTimersByTime(5_000);
      expect(gc).toHaveBeenCalledTimes(1);
      heap = 80 * MB; // below the baseline after the collection + 32 MB
      vi.advanceTimersByTime(60_000);
      expect(gc).toHaveBeenCalledTimes(1);
      stop();
      await app.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reaches V8 full collection without --expose-gc', () => {
    const gc = fullCollection();
    expect(typeof gc).toBe('function');
    gc();
  });
});
