/**
 * The one poll loop of the app: asks `check` every `intervalMs` until it returns a value (not undefined), the
 * attempts run out or the signal aborts. A throwing check counts as a failed attempt; `maxErrors` consecutive
 * failures end the wait early. The first check runs after one interval (a transaction is never done at once).
 */
export interface WaitOptions {
  intervalMs: number;
  /** Checks made before giving up. */
  attempts: number;
  /** Consecutive failed checks tolerated before giving up (default: all attempts). */
  maxErrors?: number;
  /**
   * Failed checks counted apart from the answers: a failed check then uses no attempt (`attempts` counts answers
   * only), and the wait ends at this many failures in total, consecutive or not.
   */
  totalErrors?: number;
  signal?: AbortSignal;
  /** Injected for tests; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
}

export type WaitResult<T> =
  { kind: 'done'; value: T } | { kind: 'timeout' } | { kind: 'errors'; error: unknown } | { kind: 'aborted' };

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function waitUntil<T>(check: () => Promise<T | undefined>, options: WaitOptions): Promise<WaitResult<T>> {
  const pause = options.sleep ?? sleep;
  const apart = options.totalErrors !== undefined;
  const maxErrors = options.totalErrors ?? options.maxErrors ?? options.attempts;
  let errors = 0;
  let answers = 0;
  while (answers < options.attempts) {
    await pause(options.intervalMs);
    if (options.signal?.aborted) return { kind: 'aborted' };
    try {
      const value = await check();
      answers += 1;
      if (!apart) errors = 0;
      if (value !== undefined) return { kind: 'done', value };
    } catch (error) {
      errors += 1;
      if (!apart) answers += 1;
      if (errors >= maxErrors) return { kind: 'errors', error };
    }
  }
  return { kind: 'timeout' };
}

/** Settles with the promise's value, or with 'timeout' when it takes longer than `ms` (the timer is cleared). */
export async function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
