import type { z } from 'zod';
import { CHAIN_TIME_HEADER } from '@tycho/api/headers';
import { noteChainTime } from '../lib/chainClock';
import { answerReader, type SchemaRef } from './schemaRef';

/** A failed API call: the HTTP status and the server's message (`{ error, message }` bodies). */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The schema that validates an answer: the schema itself, or a reference the app's answer reader resolves. */
export type SchemaSource<S extends z.ZodType> = S | SchemaRef<S>;

function isRef<S extends z.ZodType>(source: SchemaSource<S>): source is SchemaRef<S> {
  return !('_zod' in source);
}

/** Starts what validating the answer needs (the worker, or the schema's module) before the request is sent. */
function startReading<S extends z.ZodType>(source: SchemaSource<S>): (text: string) => Promise<z.infer<S>> {
  if (!isRef(source)) return async (text) => source.parse(JSON.parse(text));
  const read = answerReader()(source);
  // The reader validated the text with this very schema (`source.name` of `source.module`).
  return read as (text: string) => Promise<z.infer<S>>;
}

/** How long a read waits for its whole answer: a service that hangs fails the read (with Retry) instead of a spinner. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** A read the service did not answer in time (status 0: no HTTP answer). */
export class RequestTimeoutError extends ApiError {
  constructor(ms: number) {
    super(0, `No answer within ${Math.round(ms / 1000)} s`);
    this.name = 'RequestTimeoutError';
  }
}

interface RequestOptions {
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  /** REQUEST_TIMEOUT_MS unless given. */
  timeoutMs?: number;
}

/**
 * Sends one request and reads its answer with `read`, within the time limit: the caller's own abort stays an abort,
 * the limit passing becomes a RequestTimeoutError.
 */
async function exchange<T>(
  url: string,
  init: RequestInit,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const ms = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const limit = AbortSignal.timeout(ms);
  const signal = options.signal ? AbortSignal.any([options.signal, limit]) : limit;
  try {
    const response = await (options.fetchImpl ?? fetch)(url, { ...init, signal });
    noteChainTime(response.headers.get(CHAIN_TIME_HEADER));
    if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
    return await read(response);
  } catch (error) {
    if (limit.aborted && !options.signal?.aborted && !(error instanceof ApiError)) throw new RequestTimeoutError(ms);
    throw error;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { message, error } = body as { message?: unknown; error?: unknown };
      if (typeof message === 'string' && message) return message;
      if (typeof error === 'string' && error) return error;
    }
  } catch {
    // not JSON: fall through to the status text
  }
  return response.statusText || `HTTP ${response.status}`;
}

/** POST a JSON body; a non-ok answer throws an ApiError with the server's message; the answer is parsed by `schema`. */
export async function postJson<S extends z.ZodType>(
  url: string,
  body: unknown,
  schema: SchemaSource<S>,
  init: RequestOptions = {},
): Promise<z.infer<S>> {
  const read = startReading(schema);
  const request: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body ?? {}),
  };
  return exchange(url, request, init, async (response) => read(await response.text()));
}

/** GET a JSON document parsed by `schema`; non-ok throws an ApiError. */
export async function getJson<S extends z.ZodType>(
  url: string,
  schema: SchemaSource<S>,
  init: RequestOptions = {},
): Promise<z.infer<S>> {
  const read = startReading(schema);
  return exchange(url, { headers: { accept: 'application/json' } }, init, async (response) =>
    read(await response.text()),
  );
}
