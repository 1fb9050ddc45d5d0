import type { z } from 'zod';
import { CHAIN_TIME_HEADER } from '@tycho/api/headers';
import { noteChainTime } from '../lib/chainClock';

/** A failed API call: the HTTP status and the server's message (`{ error, message }` bodies). */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/**
 * The schema that validates an answer, or a loader of it: `() => import('./schemas').then((m) => m.poolSchema)`
 * keeps zod and the schemas out of the first load; they download while the request is in flight.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** Starts resolving a schema source; a rejection is reported where the schema is awaited, not as unhandled. */
function startSchema<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  const pending = typeof source === 'function' ? source() : Promise.resolve(source);
  pending.catch(() => undefined);
  return pending;
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
  init: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<z.infer<S>> {
  const parser = startSchema(schema);
  const doFetch = init.fetchImpl ?? fetch;
  const response = await doFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body ?? {}),
    signal: init.signal,
  });
  noteChainTime(response.headers.get(CHAIN_TIME_HEADER));
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  const json: unknown = await response.json();
  return (await parser).parse(json);
}

/** GET a JSON document parsed by `schema`; non-ok throws an ApiError. */
export async function getJson<S extends z.ZodType>(
  url: string,
  schema: SchemaSource<S>,
  init: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<z.infer<S>> {
  const parser = startSchema(schema);
  const doFetch = init.fetchImpl ?? fetch;
  const response = await doFetch(url, { headers: { accept: 'application/json' }, signal: init.signal });
  noteChainTime(response.headers.get(CHAIN_TIME_HEADER));
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  const json: unknown = await response.json();
  return (await parser).parse(json);
}
