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

interface RequestOptions {
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/** Sends one request, notes the chain time it carries, and reads its answer by `schema`; non-ok throws an ApiError. */
async function exchange<S extends z.ZodType>(
  url: string,
  request: RequestInit,
  schema: SchemaSource<S>,
  options: RequestOptions,
): Promise<z.infer<S>> {
  const read = startReading(schema);
  const response = await (options.fetchImpl ?? fetch)(url, { ...request, signal: options.signal });
  noteChainTime(response.headers.get(CHAIN_TIME_HEADER));
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  return read(await response.text());
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
  const request: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body ?? {}),
  };
  return exchange(url, request, schema, init);
}

/** GET a JSON document parsed by `schema`; non-ok throws an ApiError. */
export async function getJson<S extends z.ZodType>(
  url: string,
  schema: SchemaSource<S>,
  init: RequestOptions = {},
): Promise<z.infer<S>> {
  return exchange(url, { headers: { accept: 'application/json' } }, schema, init);
}
