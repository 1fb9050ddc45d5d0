import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_TIME_HORIZON } from '@tycho/devnet';
import { startMarketApp } from './app-fixture';

/** 2100-03-01T00:00:00Z: far past 2^31 s (January 2038), before the clock's horizon (2101). */
const Y2100 = Date.UTC(2100, 2, 1) / 1000;
const H = 3600;
/** The schemas' largest time (year 3000), in ms and s. */
const MAX_MS = 32_503_680_000_000;
const MAX_S = MAX_MS / 1000;

interface Transaction {
  eventType: string;
  poolAddress: string;
  tv: string;
  timestampBlock: number;
}

/** The network, the indexer and the APIs with the chain clock in the year 2100 (issue 41). */
describe('the chain clock in the year 2100', () => {
  let fixture: Awaited<ReturnType<typeof startMarketApp>>;
  const post = async (url: string, payload: object) => {
    const response = await fixture.app.inject({ method: 'POST', url, payload });
    return { status: response.statusCode, body: response.json() as unknown, text: response.body };
  };
  const ok = async <T>(url: string, payload: object): Promise<T> => {
    const response = await post(url, payload);
    expect(response.status, `${url} ${JSON.stringify(payload)} → ${response.text.slice(0, 300)}`).toBe(200);
    return response.body as T;
  };
  let swaps: Transaction[];

  beforeAll(async () => {
    fixture = await startMarketApp();
    // the dev control moves the clock at most 10 years per call
    while (fixture.devnet.now() < Y2100) {
      const seconds = Math.min(Y2100 - fixture.devnet.now(), 10 * 365 * 86_400);
      await ok('/devnet/clock/advance', { seconds });
    }
    expect(fixture.devnet.now()).toBeGreaterThan(2 ** 31 * 1.9);
    // trades in three hours of 2100: the background market's ticks (swaps, deposits, arbitrage)
    for (let k = 0; k < 9; k++) {
      await fixture.market.tick();
      if (k % 3 === 2) await ok('/devnet/clock/advance', { seconds: H });
    }
    await fixture.indexer.idle();
    const page = await ok<{ transactions: Transaction[] }>('/api/v2/transactions', {
      timestampBlockGe: Y2100,
      timestampBlockLe: MAX_S,
      eventType: ['swap'],
      limit: 100,
    });
    swaps = page.transactions;
  }, 300_000);

  afterAll(() => fixture?.close());

  it('stores and serves transactions stamped in 2100', () => {
    expect(swaps.length).toBeGreaterThan(3);
    for (const t of swaps) {
      expect(t.timestampBlock).toBeGreaterThanOrEqual(Y2100);
      expect(t.timestampBlock).toBeLessThan(Y2100 + 4 * H);
    }
  });

  it('answers hourly volume candles in 2100 equal to the swaps of each hour, over windows up to the schema maximum', async () => {
    const pool = swaps[0]!.poolAddress;
    const expected = new Map<number, number>();
    for (const t of swaps.filter((s) => s.poolAddress === pool)) {
      const bucket = Math.floor(t.timestampBlock / H) * H * 1000;
      expected.set(bucket, (expected.get(bucket) ?? 0) + Number(t.tv));
    }
    for (const from of [Y2100 * 1000, 0]) {
      const points = await ok<{ timestamp: number; usdtVolume: string | null }[]>('/api/v2/pools/ohlcv', {
        from,
        to: MAX_MS,
        timeframe: 'H1',
        ohlcvKind: 'Volume',
        poolAddress: pool,
      });
      const traded = points.filter((p) => Number(p.usdtVolume) > 0);
      expect(new Map(traded.map((p) => [p.timestamp, Number(p.usdtVolume)]))).toEqual(
        new Map([...expected].map(([bucket, volume]) => [bucket, expect.closeTo(volume, 6)])),
      );
      // the series runs to the current hour of the chain clock, one point an hour
      expect(points.at(-1)!.timestamp).toBe(Math.floor(fixture.devnet.now() / H) * H * 1000);
      expect(points.at(-1)!.timestamp - points.at(-2)!.timestamp).toBe(H * 1000);
    }
  });

  it('answers 200 on every history route with windows up to the schema maxima, with points in 2100', async () => {
    const pool = swaps[0]!.poolAddress;
    const pair = await ok<{ meta: { baseAddress: string; counterAddress: string } }>(
      `/api/v2/pairs/address/${pool}`,
      {},
    );
    const [left, right] = [pair.meta.baseAddress, pair.meta.counterAddress];
    for (const timeframe of ['H1', 'D1'] as const) {
      const window = { from: 0, to: MAX_MS, timeframe };
      const series = [
        ...['Price', 'Tvl', 'Volume'].map((ohlcvKind) =>
          ok<{ timestamp: number }[]>('/api/v2/pools/ohlcv', { ...window, ohlcvKind, poolAddress: pool }),
        ),
        ...['ohlcv', 'tvl', 'volume'].map((kind) =>
          ok<{ timestamp: number }[]>(`/api/v2/pairs/address/${pool}/${kind}`, window),
        ),
        ok<{ timestamp: number }[]>(`/api/v2/pairs/left/${left}/right/${right}/ohlcv`, window),
        ...['prices', 'volume', 'tvl'].map((kind) =>
          ok<{ timestamp: number }[]>(`/api/v2/currencies/${left}/${kind}`, window),
        ),
      ];
      for (const points of await Promise.all(series)) {
        expect(points.length).toBeGreaterThan(0);
        expect(points.at(-1)!.timestamp).toBeGreaterThanOrEqual(Date.UTC(2100, 0, 1));
      }
      await ok('/api/limit/v1/get_plot_data', { ...window, leftTokenRoot: left, rightTokenRoot: right });
    }
    await ok('/api/v2/transactions', { timestampBlockGe: 0, timestampBlockLe: MAX_S, limit: 1 });
    await ok('/api/v2/pools', { limit: 100 });
    await ok('/api/v2/currencies', { limit: 100 });
    expect((await fixture.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('refuses to move the clock past its horizon with a 400 naming it, and keeps its time', async () => {
    const before = fixture.devnet.now();
    const refused = await post('/devnet/clock/advance', { seconds: CHAIN_TIME_HORIZON - before + 1 });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toMatch(
      /^body\.seconds: .*past its horizon 2101-01-01T00:00:00Z \(unix 4133980800/,
    );
    expect(fixture.devnet.now()).toBeLessThan(before + 60);
    // up to the horizon itself is allowed
    const last = await ok<{ chainTime: number }>('/devnet/clock/advance', {
      seconds: CHAIN_TIME_HORIZON - fixture.devnet.now() - 5,
    });
    expect(last.chainTime).toBeLessThanOrEqual(CHAIN_TIME_HORIZON);
  });
});
