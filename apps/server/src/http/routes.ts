import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InferOr, RouteDef } from '@tycho/api';
import { z } from 'zod';
import type { AnswerCache, Depends } from './answer-cache';
import { BadRequestError } from './errors';

export interface RouteInput<R extends RouteDef> {
  body: InferOr<R['body'], undefined>;
  query: InferOr<R['query'], undefined>;
  params: InferOr<R['params'], undefined>;
  request: FastifyRequest;
  reply: FastifyReply;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length > 0 ? `${part}.${issue.path.join('.')}` : part;
  throw new BadRequestError(`${field}: ${issue.message}`);
}

/**
 * A read whose answer is kept, serialized, while what it depends on stands (issue 41: a storm of chart requests
 * costs one computation per version, and each answer is sent as it was written). The key is the route with its
 * validated inputs, so two spellings of the same request share one answer.
 */
export interface Kept<R extends RouteDef> {
  answers?: AnswerCache;
  /** What the answer is a function of besides its inputs (the read model always). */
  depends: (input: RouteInput<R>) => Depends;
}

/** Registers a route whose inputs are validated against its shared zod schemas (400 on any mismatch). */
export function registerRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: (input: RouteInput<R>) => Promise<z.infer<R['response']>> | z.infer<R['response']>,
  registry: RouteDef[],
  kept?: Kept<R>,
): void {
  registry.push(route);
  app.route({
    method: route.method,
    url: route.path,
    handler: async (request, reply) => {
      const input = {
        body: parsePart(route.body, request.body, 'body'),
        query: parsePart(route.query, request.query, 'query'),
        params: parsePart(route.params, request.params, 'params'),
        request,
        reply,
      } as RouteInput<R>;
      if (!kept?.answers) return handler(input);
      const key = JSON.stringify([route.method, route.path, input.params, input.query, input.body]);
      const text = await kept.answers.text(key, async () => JSON.stringify(await handler(input)), kept.depends(input));
      reply.type('application/json; charset=utf-8');
      return text;
    },
  });
}

/**
 * `registerRoute` for the reads of an API whose answers are functions of their inputs, the read model, the chain's
 * state and the chain clock's second (the gauges, farming, DAO, governance and limit-order reads): each answer is kept
 * until one of the four moves (issue 41: a storm of wide DAO and gauge reads ran the contracts' getters for every
 * request, and `/healthz` waited 250 ms behind them). Without an answer cache every request computes.
 */
export function keptReads(answers: AnswerCache | undefined) {
  return <R extends RouteDef>(
    app: FastifyInstance,
    route: R,
    handler: (input: RouteInput<R>) => Promise<z.infer<R['response']>> | z.infer<R['response']>,
    registry: RouteDef[],
  ): void => registerRoute(app, route, handler, registry, { answers, depends: () => ({}) });
}
