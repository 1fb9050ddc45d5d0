import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { dexRoutes, gaugeHistoryRoutes, gaugeRoutes, limitOrderRoutes, type RouteDef } from '@tycho/api';
import { startApiApp, type TestApp } from './app-fixture';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;
const window = { from: 0, to: 86_400_000, timeframe: 'D1' };

/** A valid body per path pattern; each test below breaks one field of it. */
const validBodies: [RegExp, unknown][] = [
  [/gauges\/v1\/gauges\/get$/, { gaugeAddress: A }],
  [/gauges\/v1\/gauges\/get-by-root$/, { lpAddress: A }],
  [/gauges\/v1\/gauges\/batch$/, { gauges: [A] }],
  [/gauges\/v1\/gauges\/(tvl|min-apr|max-apr)$/, { ...window, gaugeAddress: A }],
  [/gauges\/v1\/gauges\/user-history-balance$/, { ...window, gaugeAddress: A, userAddress: B }],
  [/gauges\/v1\/gauges\/user-rewards$/, { gaugeAddress: A, userAddress: B }],
  [/gauges\/v1\/reward-rounds\/(qube|tokens)$/, { gaugeAddress: A }],
  [/gauges\/v1\/(gauges\/get-by-user|deposits)$/, { userAddress: A }],
  [/gauges\/v1\/(gauges|transactions)$/, {}],
  [/currencies_usdt_prices$/, { currency_addresses: [A] }],
  [
    /cross_swap_route$/,
    { amount: '1000', direction: 'expectedexchange', fromCurrencyAddress: A, toCurrencyAddress: B },
  ],
  [/cross_swap_payload_status$/, { id: '1', recipient: A }],
  [
    /cross_swap_payload$/,
    {
      route: {
        steps: [
          {
            actionType: 'exchange',
            amount: '1000',
            expectedAmount: '990',
            minExpectedAmount: '980',
            fee: '3',
            poolAddress: `0:${'c'.repeat(64)}`,
            poolType: 'common',
            priceImpact: '0.001',
            spentCurrencyAddress: A,
            receiveCurrencyAddress: B,
          },
        ],
        globalFee: '3',
        globalPriceImpact: '0.001',
      },
      id: '1',
      nativeBalance: '1000000000000',
      tokenBalance: '1000',
      recipient: A,
    },
  ],
  [/pools\/ohlcv$/, { ...window, ohlcvKind: 'Price', poolAddress: A }],
  [/(cross_pairs|new_cross_pairs)$/, { fromCurrencyAddress: A }],
  [/root_contract\/search$/, { ownerAddress: A }],
  [/limit\/v1\/get_order_book$/, { leftTokenRoot: A, rightTokenRoot: B }],
  [/limit\/v1\/get_plot_data$/, { ...window, leftTokenRoot: A, rightTokenRoot: B }],
  [/limit\/v1\/(get_limit_orders|get_exchanges)$/, {}],
  [/(ohlcv|tvl|volume|prices)$/, window],
  [/(pools|pairs|currencies|transactions)$/, {}],
];

const BAD_VALUES: unknown[] = [
  'not-an-address',
  -1,
  1e30,
  '1'.repeat(80),
  { nested: true },
  [1, 2],
  true,
  `0:${'z'.repeat(64)}`,
];

/** Routes the server does not register yet (none: the limit-order routes read empty tables until their indexer exists). */
const unregistered = new Set<RouteDef>([]);

function shapeOf(schema: z.ZodType | undefined): Record<string, unknown> {
  return ((schema as unknown as { shape?: Record<string, unknown> })?.shape ?? {}) as Record<string, unknown>;
}

function urlOf(route: RouteDef, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => params[name] ?? (name === 'right' ? B : A));
}

describe('DEX and gauges API input validation', () => {
  let fixture: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    fixture = await startApiApp();
    app = fixture.app;
  });

  afterAll(() => fixture.close());

  const registered = [...dexRoutes, ...gaugeRoutes, ...gaugeHistoryRoutes].filter((route) => !unregistered.has(route));

  it('registers every DEX route except the ones listed as unregistered', async () => {
    for (const route of limitOrderRoutes) expect(registered, route.path).toContain(route);
    for (const route of registered) {
      const body = route.body ? validBodies.find(([pattern]) => pattern.test(route.path))?.[1] : undefined;
      const response = await app.inject({ method: route.method, url: urlOf(route), payload: body as object });
      if (route.path.endsWith('cross_swap_payload')) {
        expect(response.json(), 'no pools: the confirmed pool is unknown').toMatchObject({
          error: 'Bad Request',
          message: expect.stringMatching(/body\.route\.steps\.0: pool .* is not a known pool/),
        });
        continue;
      }
      expect([200, 404], `${route.method} ${route.path}: ${response.body}`).toContain(response.statusCode);
      if (response.statusCode === 404) expect(response.json().error).toBe('Not Found');
    }
    const openApi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(openApi.paths)).toContain('/api/v2/pools/cross_swap_route');
  });

  it.each(registered.filter((r) => r.body).map((r) => [r.path, r] as const))(
    'rejects malformed bodies of %s',
    async (_path, route) => {
      const base = validBodies.find(([pattern]) => pattern.test(route.path))?.[1] as Record<string, unknown>;
      expect(base, `a valid body for ${route.path}`).toBeDefined();
      for (const whole of ['text', 42, null, [1]]) {
        const response = await app.inject({
          method: route.method,
          url: urlOf(route),
          payload: JSON.stringify(whole),
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${route.path} body ${JSON.stringify(whole)}`).toBe(400);
        expect(response.json().message).toMatch(/^body/);
      }
      for (const key of Object.keys(shapeOf(route.body))) {
        for (const bad of BAD_VALUES) {
          const candidate = { ...base, [key]: bad };
          if (route.body!.safeParse(candidate).success) continue;
          const response = await app.inject({ method: route.method, url: urlOf(route), payload: candidate });
          expect(response.statusCode, `${route.path} ${key}=${JSON.stringify(bad)}: ${response.body}`).toBe(400);
          expect(response.json()).toMatchObject({ error: 'Bad Request' });
          expect(response.json().message, `${route.path} ${key}`).toMatch(new RegExp(`^body\\.${key}[.:]`));
        }
      }
    },
  );

  it.each(registered.filter((r) => r.params).map((r) => [`${r.method} ${r.path}`, r] as const))(
    'rejects bad path parameters of %s',
    async (_name, route) => {
      const base = route.body ? validBodies.find(([pattern]) => pattern.test(route.path))?.[1] : undefined;
      for (const key of Object.keys(shapeOf(route.params))) {
        for (const bad of ['nope', `0:${'1'.repeat(63)}`, `1:${'a'.repeat(64)}`]) {
          const response = await app.inject({
            method: route.method,
            url: urlOf(route, { [key]: bad }),
            payload: base as object,
          });
          expect(response.statusCode, `${route.path} ${key}=${bad}`).toBe(400);
          expect(response.json().message).toMatch(new RegExp(`^params\\.${key}:`));
        }
      }
    },
  );
});
