// The embedded database on a thread of its own (issue 41). PGlite runs PostgreSQL as WebAssembly, synchronously: on
// the server's thread, every query and commit stopped the event loop (a market trade's commit 200-450 ms, a wide
// chart's query as long), so `/healthz` and answers kept in memory waited behind them. Here the queries run on this
// worker, and the server's thread only sends them and reads the rows (pglite-worker-client.ts, the protocol).
//
// Messages in: { id, type: 'query', sql, params, rowMode, textOids, tx? } | { id, type: 'begin' }
//   | { id, type: 'end', tx, commit } | { id, type: 'dump' } | { id, type: 'close' }.
// Messages out: { id, value } or { id, error: { message, name, stack, ...the error's primitive fields } }.
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from './pglite-open.mjs';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;
/** @type {{ path?: string, settings: import('@electric-sql/pglite').PGliteOptions }} */
const { path, settings } = workerData;
const ready = openPglite(PGlite, path, settings);
/** Thrown inside PGlite's transaction to roll it back when the server's side asked for a rollback. */
const ROLLBACK = Symbol('rollback');
/** @type {Map<number, { tx?: import('@electric-sql/pglite').Transaction, finish?: (commit: boolean) => void, done?: Promise<unknown> }>} */
const transactions = new Map();

/** A query's options: its row mode, and the types whose text is kept as text (drizzle keeps dates as text). */
function queryOptions(rowMode, textOids) {
  return { rowMode, parsers: Object.fromEntries(textOids.map((oid) => [oid, (value) => value])) };
}

async function begin(id) {
  const client = await ready;
  const entry = {};
  transactions.set(id, entry);
  return new Promise((opened, failed) => {
    entry.done = client.transaction(async (tx) => {
      entry.tx = tx;
      const commit = new Promise((finish) => (entry.finish = finish));
      opened(id);
      if (!(await commit)) throw ROLLBACK;
    });
    entry.done.catch((error) => {
      if (!entry.tx) {
        transactions.delete(id);
        failed(error);
      }
    });
  });
}

async function end(tx, commit) {
  const entry = transactions.get(tx);
  if (!entry?.finish) throw new Error(`no open transaction ${tx}`);
  entry.finish(commit);
  try {
    await entry.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  } finally {
    transactions.delete(tx);
  }
  return null;
}

async function handle(message) {
  switch (message.type) {
    case 'query': {
      const target = message.tx === undefined ? await ready : transactions.get(message.tx)?.tx;
      if (!target) throw new Error(`no open transaction ${message.tx}`);
      return target.query(message.sql, message.params, queryOptions(message.rowMode, message.textOids));
    }
    case 'begin':
      return begin(message.id);
    case 'end':
      return end(message.tx, message.commit);
    case 'dump':
      return (await (await ready).dumpDataDir('none')).arrayBuffer();
    case 'close':
      await (await ready).close();
      return null;
    default:
      throw new Error(`unknown message ${message.type}`);
  }
}

/** An error as plain data: its message, name, stack and primitive fields (PostgreSQL's code, detail, hint...). */
function describe(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const out = { message: error.message, name: error.name, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  return out;
}

// This thread's heap after a burst of queries (the rows it built and sent): V8 keeps the garbage while nothing new
// is allocated. The server's own rule (apps/server/src/http/idle-gc.ts): a full collection once no query has come for
// 3 s and the heap grew since the last one, here by 16 MB, so a busy database never pauses for it.
const IDLE = { everyMs: 5_000, idleMs: 3_000, growthBytes: 16 * 1024 * 1024 };
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');
let lastMessage = performance.now();
let baseline = getHeapStatistics().used_heap_size;
setInterval(() => {
  const used = getHeapStatistics().used_heap_size;
  if (performance.now() - lastMessage < IDLE.idleMs || used - baseline < IDLE.growthBytes) {
    baseline = Math.min(baseline, used);
    return;
  }
  collect();
  baseline = getHeapStatistics().used_heap_size;
}, IDLE.everyMs).unref();

port.on('message', (message) => {
  lastMessage = performance.now();
  handle(message).then(
    (value) => {
      port.postMessage({ id: message.id, value }, value instanceof ArrayBuffer ? [value] : []);
      if (message.type === 'close') port.close();
    },
    (error) => port.postMessage({ id: message.id, error: describe(error) }),
  );
});
ready.then(
  () => port.postMessage({ id: 0, value: null }),
  (error) => port.postMessage({ id: 0, error: describe(error) }),
);
