import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventFolder } from '@/shared/chain/useContractsWatch';
import { ACCOUNT_WATCH, PAIR_EVENTS, POOL_WATCH } from './watchTiming';

describe('liquidity watch timings (spec 4.8, 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("the add forms' pair events refresh at most once per second, the first at once", () => {
    const fn = vi.fn();
    const fold = eventFolder(PAIR_EVENTS, fn);
    // an event every 100 ms for 2.5 s
    for (let t = 0; t < 25; t += 1) {
      fold.call();
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(4);
    fold.cancel();
  });

  it('the remove form waits 3000 ms of quiet; the account 1000 ms', () => {
    const pool = vi.fn();
    const account = vi.fn();
    const foldPool = eventFolder(POOL_WATCH, pool);
    const foldAccount = eventFolder(ACCOUNT_WATCH, account);
    foldPool.call();
    foldAccount.call();
    vi.advanceTimersByTime(999);
    expect(account).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(account).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    expect(pool).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(pool).toHaveBeenCalledTimes(1);
  });
});
