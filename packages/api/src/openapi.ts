import { z } from 'zod';
import { errorSchema } from './common';
import type { RouteDef } from './route';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(schema: z.ZodType | undefined, location: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** Builds the OpenAPI 3.1 document of the given routes from their zod schemas. */
export function buildOpenApiDocument(routes: readonly RouteDef[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorResponse = {
    description: 'Bad request',
    content: { 'application/json': { schema: toSchema(errorSchema, 'output') } },
  };
  for (const route of routes) {
    const openApiPath = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      summary: route.summary,
      parameters: [...parametersOf(route.query, 'query'), ...parametersOf(route.params, 'path')],
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: toSchema(route.response, 'output') } } },
        400: errorResponse,
      },
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(route.body, 'input') } },
      };
    }
    paths[openApiPath] = { ...paths[openApiPath], [route.method.toLowerCase()]: operation };
  }
  return { openapi: '3.1.0', info, paths };
}
