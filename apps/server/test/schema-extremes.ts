/**
 * Extreme values a JSON schema (the served OpenAPI document's) accepts: its minimum and maximum numbers, the shortest
 * and longest strings and arrays, the first and last enum values. The boundary test (boundary.test.ts) sends them to
 * every operation; `unbounded` lists what a schema accepts without a bound.
 */

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

/**
 * `min` and `max` take every bound at that end; `wide` takes the lower bound for the start of a range (`from`,
 * `...Ge`) and the upper one elsewhere: the widest windows.
 */
export type Extreme = 'min' | 'max' | 'wide';

/** Real values for the patterned strings: addresses of the network's pools, tokens and accounts. */
export interface Samples {
  address(field: string, extreme: Extreme): string;
  hash(extreme: Extreme): string;
}

const nines = (n: number) => '9'.repeat(n);

/** The shortest and longest string of each pattern the API's schemas use. */
function patterned(pattern: string, field: string, extreme: Extreme, samples: Samples): string {
  const low = extreme === 'min';
  switch (pattern) {
    case '^0:[0-9a-fA-F]{64}$':
      return samples.address(field, extreme);
    case '^[0-9a-f]{64}$':
    case '^[0-9a-fA-F]{64}$':
      return samples.hash(extreme);
    case '^\\d{1,39}$':
      return low ? '0' : nines(39);
    case '^\\d{1,20}$':
      return low ? '0' : nines(20);
    case '^\\d{1,40}(\\.\\d{1,40})?$':
      return low ? '0' : `${nines(40)}.${nines(40)}`;
    case '^-?\\d{1,60}(\\.\\d{1,60})?$':
      return low ? `-${nines(60)}.${nines(60)}` : `${nines(60)}.${nines(60)}`;
    case '^(0(\\.\\d{1,18})?|1(\\.0{1,18})?)$':
      return low ? '0' : `1.${'0'.repeat(18)}`;
    case '^(0(\\.\\d{1,40})?|1(\\.0{1,40})?)$':
      return low ? '0' : `1.${'0'.repeat(40)}`;
    default:
      throw new Error(`${field}: no extreme values known for the pattern ${pattern} (add it to schema-extremes.ts)`);
  }
}

const startOfRange = (field: string) => /^(from|.*Ge|dayGe|.*GE)$/.test(field);

function numberAt(schema: JsonSchema, field: string, extreme: Extreme): number {
  const step = schema.type === 'integer' ? 1 : 1e-9;
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + step);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? min : schema.exclusiveMaximum - step);
  const low = extreme === 'min' || (extreme === 'wide' && startOfRange(field));
  return low ? min : max;
}

/** The value of `schema` at the extreme; `null` branches of `anyOf` are skipped (null is the plain case). */
export function extremeValue(schema: JsonSchema, field: string, extreme: Extreme, samples: Samples): unknown {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const real = branches.filter((b) => b.type !== 'null');
    return extremeValue(real[extreme === 'min' ? 0 : real.length - 1] ?? branches[0]!, field, extreme, samples);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[extreme === 'min' ? 0 : schema.enum.length - 1];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return numberAt(schema, field, extreme);
    case 'boolean':
      return extreme !== 'min';
    case 'string': {
      if (schema.pattern) return patterned(schema.pattern, field, extreme, samples);
      const length = extreme === 'min' ? (schema.minLength ?? 0) : (schema.maxLength ?? 0);
      if (schema.format === 'uri') return `http://127.0.0.1/${'a'.repeat(Math.max(0, length - 17))}`;
      return 'x'.repeat(length);
    }
    case 'array': {
      const count = extreme === 'min' ? (schema.minItems ?? 0) : (schema.maxItems ?? 0);
      const items = schema.items ?? {};
      // enum items: every value in turn (a filter list of all kinds), other items at the extreme
      return Array.from({ length: count }, (_, k) =>
        items.enum ? items.enum[k % items.enum.length] : extremeValue(items, field, extreme, samples),
      );
    }
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      return Object.fromEntries(entries.map(([key, value]) => [key, extremeValue(value, key, extreme, samples)]));
    }
    default:
      return null;
  }
}

/** Where a request schema accepts something without a bound: arrays without maxItems, numbers, free strings. */
export function unbounded(schema: JsonSchema, path: string): string[] {
  const out: string[] = [];
  for (const branch of schema.anyOf ?? schema.oneOf ?? []) out.push(...unbounded(branch, path));
  if (schema.type === 'array') {
    if (schema.maxItems === undefined) out.push(`${path}: array without maxItems`);
    out.push(...unbounded(schema.items ?? {}, `${path}[]`));
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) out.push(`${path}: no maximum`);
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) out.push(`${path}: no minimum`);
  }
  if (schema.type === 'string' && !schema.enum && !schema.pattern && schema.maxLength === undefined) {
    out.push(`${path}: string without maxLength`);
  }
  for (const [key, value] of Object.entries(schema.properties ?? {})) out.push(...unbounded(value, `${path}.${key}`));
  return out;
}
