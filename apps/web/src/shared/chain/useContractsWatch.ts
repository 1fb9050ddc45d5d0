import { useEffect, useEffectEvent } from 'react';

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
 * Watches contracts through the wallet's provider (`contractStateChanged`) while `enabled`, calling `onChange`
 * at most once per `throttleMs`. The subscription follows the address set (order and case ignored).
 */
export function useContractsWatch(
  addresses: readonly string[],
  onChange: () => void,
  enabled: boolean,
  throttleMs = 1000,
) {
  const notify = useEffectEvent(onChange);
  const key = [...new Set(addresses.map((a) => a.toLowerCase()))].sort().join(',');
  useEffect(() => {
    if (!enabled || !key) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const throttled = throttleTrailing(() => notify(), throttleMs);
    import('./providerClient')
      .then((m) => m.watchContracts(key.split(','), () => throttled.call()))
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
  }, [key, enabled, throttleMs]);
}
