import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** One HTTP endpoint: its path, its validated inputs and its answer, shared by the server, the docs and the web client. */
export interface RouteDef<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path, parameters as `:name`. */
  path: string;
  summary: string;
  body?: Body;
  query?: Query;
  params?: Params;
  response: Response;
}

export function defineRoute<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(def: RouteDef<Body, Query, Params, Response>): RouteDef<Body, Query, Params, Response> {
  return def;
}

/** The parsed type of an optional route part (body, query, params), or `Fallback` when the route has none. */
export type InferOr<T, Fallback> = [Exclude<T, undefined>] extends [never]
  ? Fallback
  : Exclude<T, undefined> extends z.ZodType
    ? z.infer<Exclude<T, undefined>>
    : Fallback;
