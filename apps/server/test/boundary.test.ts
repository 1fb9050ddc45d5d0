import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extremeValue, unbounded, type Extreme, type Samples } from './schema-extremes';
import { openApiOperations, startMarketApp, type OpenApiOperation as Operation } from './app-fixture';

const EXTREMES: Extreme[] = ['min', 'max', 'wide'];

/**
 * The extreme values each schema accepts (issue 41): every operation of the served OpenAPI document gets its
 * minimum, maximum and widest values (numbers at their bounds, windows from 0 to the year 3000, the longest strings
 * and the largest arrays), the whole body at once and each field alone, over the seeded market indexed by the real
 * indexer. Accepted input never answers 5xx: 200, 404 for what does not exist, or 400 naming the field.
 */
describe('every operation at the extremes its schemas accept', () => {
  let fixture: Awaited<ReturnType<typeof startMarketApp>>;
  let operations: Operation[];
  let samples: Samples;

  beforeAll(async () => {
    fixture = await startMarketApp();
    for (let k = 0; k < 4; k++) await fixture.market.tick();
    await fixture.indexer.idle();
    const { app, devnet } = fixture;
    operations = await openApiOperations(app);
    const pools = (
      (await app.inject({ method: 'POST', url: '/api/v2/pools', payload: { limit: 100 } })).json() as {
        pools: { meta: { poolAddress: string } }[];
      }
    ).pools.map((p) => p.meta.poolAddress);
    const tokens = devnet.tokenMetadata().map((t) => t.address);
    const accounts = devnet.devAccounts().map((a) => a.address);
    const unknown = `0:${'f'.repeat(64)}`;
    const hashes = (await devnet.getTransactions(accounts[0]!, undefined, 1)).transactions.map((t) => t.id.hash);
    let turn = 0;
    samples = {
      address(field, extreme) {
        const list = /pool/i.test(field)
          ? pools
          : /currenc|token|root|left|right|lp|base|counter/i.test(field)
            ? tokens
            : accounts;
        if (extreme === 'max' && turn++ % 4 === 3) return unknown;
        return list[turn++ % list.length] ?? unknown;
      },
      hash: (extreme) => (extreme === 'min' ? (hashes[0] ?? '0'.repeat(64)) : 'f'.repeat(64)),
    };
  }, 300_000);

  afterAll(() => fixture?.close());

  const bodySchema = (op: Operation) => op.spec.requestBody?.content['application/json'].schema;

  it('bounds every array, number and string of every request', () => {
    expect(operations.length).toBeGreaterThan(80);
    const loose = operations.flatMap((op) => [
      ...(op.spec.parameters ?? []).flatMap((p) => unbounded(p.schema, `${op.method} ${op.path} ${p.in}.${p.name}`)),
      ...unbounded(bodySchema(op) ?? {}, `${op.method} ${op.path} body`),
    ]);
    expect(loose).toEqual([]);
  });

  it('answers every operation at its extremes with 200, 404 or a 400 naming the field; never 5xx', async () => {
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const op of operations) {
      // the dev controls that change the network are covered by their own tests (the clock by time-2100.test.ts)
      if (op.method === 'POST' && op.path.startsWith('/devnet/')) continue;
      const schema = bodySchema(op);
      const fields = Object.keys(schema?.properties ?? {});
      const required = new Set(schema?.required ?? []);
      const bodies: (Record<string, unknown> | undefined)[] = [];
      for (const extreme of EXTREMES) {
        if (!schema) {
          bodies.push(undefined);
          continue;
        }
        const whole = extremeValue(schema, 'body', extreme, samples) as Record<string, unknown>;
        bodies.push(whole);
        const base = Object.fromEntries(Object.entries(whole).filter(([key]) => required.has(key)));
        bodies.push(base);
        // each optional field alone at this extreme, the required ones with it
        for (const field of fields.filter((f) => !required.has(f))) bodies.push({ ...base, [field]: whole[field] });
      }
      for (const [k, body] of bodies.entries()) {
        const extreme = EXTREMES[k % EXTREMES.length]!;
        const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
          const parameter = op.spec.parameters!.find((p) => p.name === name)!;
          return encodeURIComponent(String(extremeValue(parameter.schema, name, extreme, samples)));
        });
        const response = await fixture.app.inject({
          method: op.method,
          url: path,
          payload: body === undefined ? undefined : JSON.stringify(body),
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
        });
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `${op.method} ${path} ${JSON.stringify(body)?.slice(0, 400)} → ${response.body.slice(0, 300)}`;
        expect([200, 400, 404], where).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json().message, where).toMatch(/^(body|query|params)[.:]/);
      }
    }
    // most of these are answered, not refused: the test reaches the queries, not only the validation
    expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(sent * 0.6);
    expect((await fixture.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  }, 600_000);
});
