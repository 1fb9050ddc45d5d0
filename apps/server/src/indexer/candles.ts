import { sql } from 'drizzle-orm';
import { schema, type Db } from '@tycho/db';

export const TIMEFRAMES = [
  ['H1', 3600],
  ['D1', 86_400],
] as const;

export interface PoolCandle {
  pool: string;
  timeframe: 'H1' | 'D1';
  bucket: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volumes: bigint[];
  usdVolume: number;
  fees: number;
  reserves: bigint[];
  tvl: number;
  transactions: number;
}

export interface CurrencyCandle {
  currency: string;
  timeframe: 'H1' | 'D1';
  bucket: number;
  open: number;
  high: number;
  low: number;
  close: number;
  usdVolume: number;
  fees: number;
  tvl: number;
  transactions: number;
}

const num = (value: number, digits = 18) => (Number.isFinite(value) && value > 0 ? value.toFixed(digits) : '0');
const CHUNK = 500;

type Timeframe = (typeof TIMEFRAMES)[number][0];

/** The fields every candle starts with: its first price as open, high, low and close, nothing traded yet. */
function opening(timeframe: Timeframe, bucket: number, price: number) {
  return {
    timeframe,
    bucket,
    open: price,
    high: price,
    low: price,
    close: price,
    usdVolume: 0,
    fees: 0,
    tvl: 0,
    transactions: 0,
  };
}

/** The candle of each timeframe that `time` falls in for `subject`, made by `make` the first time it is asked for. */
function buckets<C>(
  candles: Map<string, C>,
  subject: string,
  time: number,
  make: (timeframe: Timeframe, bucket: number) => C,
): C[] {
  return TIMEFRAMES.map(([timeframe, width]) => {
    const bucket = Math.floor(time / width) * width;
    const key = `${subject}|${timeframe}|${bucket}`;
    let candle = candles.get(key);
    if (!candle) {
      candle = make(timeframe, bucket);
      candles.set(key, candle);
    }
    return candle;
  });
}

/** Candles of one batch, merged in memory before one upsert per table. */
export class CandleBuffer {
  readonly pools = new Map<string, PoolCandle>();
  readonly currencies = new Map<string, CurrencyCandle>();

  pool(pool: string, time: number, price: number, size: number): PoolCandle[] {
    return buckets(this.pools, pool, time, (timeframe, bucket) => ({
      pool,
      ...opening(timeframe, bucket, price),
      volumes: new Array<bigint>(size).fill(0n),
      reserves: [],
    }));
  }

  currency(currency: string, time: number, price: number): CurrencyCandle[] {
    return buckets(this.currencies, currency, time, (timeframe, bucket) => ({
      currency,
      ...opening(timeframe, bucket, price),
    }));
  }

  async write(db: Db): Promise<void> {
    const pools = [...this.pools.values()];
    for (let i = 0; i < pools.length; i += CHUNK) {
      await db
        .insert(schema.dexPoolCandles)
        .values(
          pools.slice(i, i + CHUNK).map((c) => ({
            pool: c.pool,
            timeframe: c.timeframe,
            bucket: c.bucket,
            open: num(c.open),
            high: num(c.high),
            low: num(c.low),
            close: num(c.close),
            volumes: c.volumes.map(String),
            usdVolume: num(c.usdVolume, 9),
            fees: num(c.fees, 9),
            tvl: num(c.tvl, 9),
            reserves: c.reserves.map(String),
            transactions: c.transactions,
          })),
        )
        .onConflictDoUpdate({
          target: [schema.dexPoolCandles.pool, schema.dexPoolCandles.timeframe, schema.dexPoolCandles.bucket],
          set: {
            high: sql`greatest(dex_pool_candles.high, excluded.high)`,
            low: sql`least(dex_pool_candles.low, excluded.low)`,
            close: sql`excluded.close`,
            volumes: sql`array(select coalesce(a, 0) + coalesce(b, 0) from unnest(dex_pool_candles.volumes, excluded.volumes) as v(a, b))`,
            usdVolume: sql`dex_pool_candles.usd_volume + excluded.usd_volume`,
            fees: sql`dex_pool_candles.fees + excluded.fees`,
            tvl: sql`excluded.tvl`,
            reserves: sql`case when cardinality(excluded.reserves) > 0 then excluded.reserves else dex_pool_candles.reserves end`,
            transactions: sql`dex_pool_candles.transactions + excluded.transactions`,
          },
        });
    }
    const currencies = [...this.currencies.values()];
    for (let i = 0; i < currencies.length; i += CHUNK) {
      await db
        .insert(schema.dexCurrencyCandles)
        .values(
          currencies.slice(i, i + CHUNK).map((c) => ({
            currency: c.currency,
            timeframe: c.timeframe,
            bucket: c.bucket,
            open: num(c.open),
            high: num(c.high),
            low: num(c.low),
            close: num(c.close),
            usdVolume: num(c.usdVolume, 9),
            fees: num(c.fees, 9),
            tvl: num(c.tvl, 9),
            transactions: c.transactions,
          })),
        )
        .onConflictDoUpdate({
          target: [
            schema.dexCurrencyCandles.currency,
            schema.dexCurrencyCandles.timeframe,
            schema.dexCurrencyCandles.bucket,
          ],
          set: {
            high: sql`greatest(dex_currency_candles.high, excluded.high)`,
            low: sql`least(dex_currency_candles.low, excluded.low)`,
            close: sql`excluded.close`,
            usdVolume: sql`dex_currency_candles.usd_volume + excluded.usd_volume`,
            fees: sql`dex_currency_candles.fees + excluded.fees`,
            tvl: sql`excluded.tvl`,
            transactions: sql`dex_currency_candles.transactions + excluded.transactions`,
          },
        });
    }
  }
}
