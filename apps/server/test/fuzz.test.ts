import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openApiOperations, startApiApp, type TestApp } from './app-fixture';

/** One operation of the OpenAPI document the server serves: every route of every service it registers. */
interface Operation {
  method: 'GET' | 'POST';
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyKeys: string[];
}

const ADDRESS = `0:${'a'.repeat(64)}`;

/** Values a client gets wrong: wrong types, huge and negative numbers, overlong strings, bad addresses. */
const badValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    -1,
    1e308,
    Number.MAX_SAFE_INTEGER,
    '-5',
    '1'.repeat(80),
    (2n ** 128n).toString(),
    '0:zz',
    `1:${'a'.repeat(64)}`,
    ADDRESS,
    'x'.repeat(10_000),
    '',
    null,
    true,
    [],
    {},
  ),
  fc.string({ maxLength: 300 }),
  fc.bigInt({ min: -(2n ** 200n), max: 2n ** 200n }).map(String),
);

const pathSegment = fc.oneof(
  fc.constantFrom(ADDRESS, 'nope', '%00', '..', `0:${'f'.repeat(63)}`, 'x'.repeat(2000)),
  fc.string({ minLength: 1, maxLength: 80 }).map(encodeURIComponent),
);

/** A request body: random JSON, the route's fields with bad values, extra or missing fields, broken JSON text. */
function bodyOf(op: Operation) {
  const fields =
    op.bodyKeys.length === 0
      ? fc.constant({})
      : fc.record(Object.fromEntries(op.bodyKeys.map((key) => [key, badValue])), { requiredKeys: [] });
  return fc.oneof(
    { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null'), weight: 10 },
    { arbitrary: fields.map((value) => JSON.stringify(value)), weight: 40 },
    {
      arbitrary: fc
        .tuple(fields, fc.string({ maxLength: 20 }), badValue)
        .map(([v, k, x]) => JSON.stringify({ ...v, [k]: x })),
      weight: 10,
    },
    {
      arbitrary: fc.constantFrom('{', '{"a":', 'nul', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', ''),
      weight: 10,
    },
    { arbitrary: fc.constant(`{"pad":"${'p'.repeat(1_100_000)}"}`), weight: 1 },
  );
}

function queryOf(op: Operation) {
  const keys = [...op.queryParams, 'limit', 'offset', 'zzz'];
  return fc
    .dictionary(
      fc.constantFrom(...keys),
      fc.oneof(fc.constantFrom('-1', '1e99', '99999999999999999999', 'abc', ''), fc.string({ maxLength: 40 })),
      { maxKeys: 4 },
    )
    .map((entries) => new URLSearchParams(entries).toString());
}

function requestOf(op: Operation) {
  return fc.record({
    params: fc.array(pathSegment, { minLength: op.pathParams.length, maxLength: op.pathParams.length }),
    query: queryOf(op),
    body: op.method === 'POST' ? bodyOf(op) : fc.constant(undefined),
  });
}

describe('every endpoint under generated malformed input', () => {
  let fixture: TestApp;
  let app: FastifyInstance;
  let operations: Operation[];

  beforeAll(async () => {
    fixture = await startApiApp();
    app = fixture.app;
    operations = (await openApiOperations(app)).map(({ method, path, spec }) => ({
      method,
      path,
      pathParams: (spec.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (spec.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyKeys: Object.keys(spec.requestBody?.content['application/json'].schema.properties ?? {}),
    }));
  });

  afterAll(() => fixture.close());

  it('answers 10,000 generated requests with 200, 400 naming the field, 404, 413 or 414; never 5xx', async () => {
    expect(operations.length).toBeGreaterThan(20);
    const statuses = new Map<number, number>();
    const request = fc
      .integer({ min: 0, max: operations.length - 1 })
      .chain((k) => requestOf(operations[k]).map((input) => ({ op: operations[k], ...input })));
    await fc.assert(
      fc.asyncProperty(request, async ({ op, params, query, body }) => {
        let k = 0;
        const path = op.path.replace(/\{[^}]+\}/g, () => params[k++]);
        const response = await app.inject({
          method: op.method,
          url: query ? `${path}?${query}` : path,
          payload: body,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `${op.method} ${path.slice(0, 200)}?${query} ${String(body).slice(0, 200)} → ${response.body.slice(0, 300)}`;
        expect([200, 400, 404, 413, 414], where).toContain(response.statusCode);
        if (response.statusCode === 400) {
          // names the part and field it refuses (body.x, query.y, params.z) or what is wrong with the body as a whole
          expect(response.json().message, where).toMatch(/^(body|query|params)[.:]|^The body /);
        }
      }),
      { numRuns: 10_000, seed: 15 },
    );
    expect(statuses.get(400) ?? 0).toBeGreaterThan(5_000);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }, 600_000);
});
