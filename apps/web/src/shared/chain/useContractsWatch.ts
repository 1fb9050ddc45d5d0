import { useEffect, useEffectEvent } from 'react';
import { watchContracts } from './providerClient';

/** A throttle that runs `fn` at most once per `ms`, trailing (the last call inside a window runs at its end). */
export function throttleTrailing(fn: () => void, ms: number, now: () => number = Date.now) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    fn();
  };
  return {
    call() {
      if (timer) return;
      timer = setTimeout(run, Math.max(0, last + ms - now()));
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * A debounce: `fn` runs `ms` after the last call of a burst; a burst that goes on longer than `maxWaitMs` still runs
 * `fn` every `maxWaitMs` (a contract that changes every second is not ignored for ever).
 */
export function debounceTrailing(fn: () => void, ms: number, maxWaitMs = 2 * ms, now: () => number = Date.now) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let first: number | undefined;
  const run = () => {
    timer = undefined;
    first = undefined;
    fn();
  };
  return {
    call() {
      const t = now();
      first ??= t;
      if (timer) clearTimeout(timer);
      timer = setTimeout(run, Math.max(0, Math.min(ms, first + maxWaitMs - t)));
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      first = undefined;
    },
  };
}

/** How change events are folded: at most one call per window (throttle) or one call once they stop (debounce). */
export interface WatchTiming {
  mode: 'throttle' | 'debounce';
  ms: number;
}

/** The folder of a timing: a debounce or a throttle of `fn` (a number: a throttle of that many ms). */
export function eventFolder(timing: number | WatchTiming, fn: () => void) {
  const { mode, ms } = typeof timing === 'number' ? { mode: 'throttle' as const, ms: timing } : timing;
  return mode === 'debounce' ? debounceTrailing(fn, ms) : throttleTrailing(fn, ms);
}

/**
 * Watches contracts through the wallet's provider (`contractStateChanged`) while `enabled`, calling `onChange`
 * at most once per `timing` (a number: a throttle of that many ms). The subscription follows the address set (order
 * and case ignored).
 */
export function useContractsWatch(
  addresses: readonly string[],
  onChange: () => void,
  enabled: boolean,
  timing: number | WatchTiming = 1000,
) {
  const notify = useEffectEvent(onChange);
  const key = [...new Set(addresses.map((a) => a.toLowerCase()))].sort().join(',');
  const { mode, ms } = typeof timing === 'number' ? { mode: 'throttle' as const, ms: timing } : timing;
  useEffect(() => {
    if (!enabled || !key) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const throttled = eventFolder({ mode, ms }, () => notify());
    watchContracts(key.split(','), () => throttled.call())
      .then((unsubscribe) => {
        if (cancelled) unsubscribe();
        else stop = unsubscribe;
      })
      .catch((error: unknown) => console.warn('Contract subscribe error', error));
    return () => {
      cancelled = true;
      throttled.cancel();
      stop?.();
    };
  }, [key, enabled, mode, ms]);
}
