import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounceTrailing, throttleTrailing } from './useContractsWatch';

describe('throttleTrailing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once (next tick) and folds a burst into one trailing run per window', () => {
    const fn = vi.fn();
    const t = throttleTrailing(fn, 1000);
    t.call();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    t.call();
    t.call();
    t.call();
    vi.advanceTimersByTime(999);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops a pending run', () => {
    const fn = vi.fn();
    const t = throttleTrailing(fn, 1000);
    t.call();
    t.cancel();
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('debounceTrailing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, `ms` after the last call of a burst', () => {
    const fn = vi.fn();
    const d = debounceTrailing(fn, 3000);
    d.call();
    vi.advanceTimersByTime(2000);
    d.call();
    vi.advanceTimersByTime(2999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('a burst that never pauses still runs every maxWait (twice the wait by default)', () => {
    const fn = vi.fn();
    const d = debounceTrailing(fn, 1000);
    for (let i = 0; i < 10; i++) {
      d.call();
      vi.advanceTimersByTime(500);
    }
    // calls at 0, 500, …, 4500: runs at 2000 and 4000 (max wait), the burst's tail runs 1000 after its last call
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('cancel drops a pending run', () => {
    const fn = vi.fn();
    const d = debounceTrailing(fn, 1000);
    d.call();
    d.cancel();
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
  });
});
