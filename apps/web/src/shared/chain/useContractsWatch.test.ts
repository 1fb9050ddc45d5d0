import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleTrailing } from './useContractsWatch';

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
