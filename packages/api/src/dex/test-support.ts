import { expect } from 'vitest';
import type { z } from 'zod';

/** Test fixtures and helpers for the DEX schema tests (not exported from the package). */
export const A = `0:${'a'.repeat(64)}`;
export const B = `0:${'b'.repeat(64)}`;
export const C = `0:${'c'.repeat(64)}`;
export const D = `0:${'d'.repeat(64)}`;
export const HASH = 'f'.repeat(64);

/** Route parts (`body`, `params`) are optional in RouteDef; the tests only pass parts the route declares. */
type Part = z.ZodType | undefined;

function defined(schema: Part): z.ZodType {
  if (!schema) throw new Error('the route does not declare this part');
  return schema;
}

/** The 400 message the server builds from the first issue: `field.path: message`. */
export function firstError(schema: Part, value: unknown): string | undefined {
  const result = defined(schema).safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return `${issue.path.join('.')}: ${issue.message}`;
}

/** Asserts the value is rejected and the first issue names `field` (a dotted path). */
export function expectFieldError(schema: Part, value: unknown, field: string, messagePart?: string | RegExp): void {
  const message = firstError(schema, value);
  expect(message, `expected ${JSON.stringify(value)} to be rejected at ${field}`).toBeDefined();
  expect(message?.startsWith(`${field}: `), `"${message}" should name ${field}`).toBe(true);
  if (messagePart) expect(message).toMatch(messagePart);
}

/** Parses and returns the data, failing the test with the first issue otherwise. */
export function expectValid<S extends Part>(schema: S, value: unknown): z.infer<Exclude<S, undefined>> {
  const result = defined(schema).safeParse(value);
  expect(result.success ? undefined : firstError(schema, value)).toBeUndefined();
  return result.data as z.infer<Exclude<S, undefined>>;
}
