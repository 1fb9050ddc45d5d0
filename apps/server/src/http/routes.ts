import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InferOr, RouteDef } from '@tycho/api';
import { z } from 'zod';
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

/** Registers a route whose inputs are validated against its shared zod schemas (400 on any mismatch). */
export function registerRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: (input: RouteInput<R>) => Promise<z.infer<R['response']>> | z.infer<R['response']>,
  registry: RouteDef[],
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
      return handler(input);
    },
  });
}
