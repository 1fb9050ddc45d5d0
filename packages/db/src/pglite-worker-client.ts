import { Worker } from 'node:worker_threads';
import type { PGliteOptions, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * PGlite in a worker thread (pglite-worker.mjs), seen from the server's thread as the part of PGlite's interface that
 * drizzle uses: `query` and `transaction`. Queries keep PGlite's order and locking: the worker issues them in the
 * order they were sent, and PGlite runs one at a time, a transaction's own queries while it is open.
 */
export interface PgliteInWorker {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T>;
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

export interface WorkerTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

type Reply = { id: number; value?: unknown; error?: Record<string, unknown> & { message: string } };
type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/** The worker's error as an Error again, with PostgreSQL's fields (code, detail...) on it as PGlite sets them. */
function rebuild(data: Reply['error'] & object): Error {
  const { message, stack, ...fields } = data;
  const error = Object.assign(new Error(message), fields);
  if (typeof stack === 'string') error.stack = stack;
  return error;
}

/**
 * A query's parsers, as the types whose text is kept as text: functions cannot cross to the worker, and the only
 * parsers given are drizzle's, which keep dates, times and intervals as the text PostgreSQL sent.
 */
function textOids(options: QueryOptions | undefined): number[] {
  return Object.keys(options?.parsers ?? {}).map(Number);
}

/** Starts the worker on `path` (a data directory; undefined: in memory) and waits until PGlite is open. */
export async function openPgliteWorker(path: string | undefined, settings: PGliteOptions): Promise<PgliteInWorker> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { path, settings } });
  const pending = new Map<number, Pending>();
  let next = 1;
  let stopped: Error | undefined;
  const opened = new Promise<unknown>((resolve, reject) => pending.set(0, { resolve, reject }));
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.error) waiting.reject(rebuild(reply.error));
    else waiting.resolve(reply.value);
  });
  const fail = (error: Error) => {
    stopped = new Error(`the database worker stopped: ${error.message}`, { cause: error });
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
  const call = (message: Record<string, unknown>): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = next++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  };
  const query =
    (tx?: number) =>
    <T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
      call({ type: 'query', tx, sql, params, rowMode: options?.rowMode, textOids: textOids(options) }) as Promise<
        Results<T>
      >;
  try {
    await opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    query: query(),
    async transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
      const tx = (await call({ type: 'begin' })) as number;
      let result: T;
      try {
        result = await fn({ query: query(tx) });
      } catch (error) {
        await call({ type: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ type: 'end', tx, commit: true });
      return result;
    },
    async dump() {
      return new Blob([(await call({ type: 'dump' })) as ArrayBuffer]);
    },
    async close() {
      if (stopped) return;
      await call({ type: 'close' });
      await worker.terminate();
    },
  };
}
