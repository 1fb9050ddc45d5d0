import { sql } from 'drizzle-orm';
import { schema, type Db } from '@tycho/db';
import { textArray } from '../dex/sql';
import { CandleBuffer } from './candles';
import { writeLimitEvents } from './limit/writer';
import type {
  Batch,
  DaoEvent,
  GovernanceEvent,
  GaugeActionEvent,
  FarmActionEvent,
  LpFeeStepsEvent,
  FarmPoolEvent,
  NewPoolEvent,
  OperationEvent,
  SwapCallEvent,
  SyncEvent,
  UndoEvent,
} from './events';
import { formatUnits } from '@tycho/units';
import { ZERO_ADDRESS } from '@tycho/abi';
import { approxWholeTokens, Market, sumWholeTokens, usdString } from './market';
import { refreshStats } from './stats';
import { insertDaoEvents } from './dao';
import { insertGovernanceEvents } from './governance';
import { insertGaugeEvents } from './gauges';
import { insertFarmEvents } from './farms';
import { applyUndos } from './undo';
import { writeLpFees } from './lp-fees';
import { upsertInChunks } from './upsert';

const CHUNK = 500;

/** The LP root a pool answers until its LP token is deployed. */
const NO_LP = ZERO_ADDRESS;

/**
 * A pool created by a user is first seen before its LP root is deployed (the getter answers the zero address); a
 * later event of the pool carries the real root, which then replaces the placeholder.
 */
async function fillLateLpRoots(db: Db, market: Market, events: NewPoolEvent[]): Promise<void> {
  for (const e of events) {
    const known = market.pools.get(e.address);
    if (!known || known.lpRoot !== NO_LP || e.lpRoot === NO_LP) continue;
    known.lpRoot = e.lpRoot;
    await db.execute(
      sql`update dex_pools set lp_root = ${e.lpRoot}, lp_decimals = ${e.lpDecimals ?? null} where address = ${e.address}`,
    );
  }
}

async function insertPools(db: Db, market: Market, events: NewPoolEvent[]): Promise<void> {
  await fillLateLpRoots(db, market, events);
  const fresh = events.filter((e) => !market.pools.has(e.address));
  if (fresh.length === 0) return;
  const tokens = fresh.flatMap((e) => e.tokens);
  for (const t of tokens) market.tokens.set(t.address, t);
  for (let i = 0; i < tokens.length; i += CHUNK) {
    await db
      .insert(schema.dexCurrencies)
      .values(
        tokens.slice(i, i + CHUNK).map((t) => ({
          address: t.address,
          symbol: t.symbol,
          name: t.name,
          decimals: t.decimals,
          logoUri: t.logoUri,
          verified: t.verified ?? false,
          scam: t.scam ?? false,
        })),
      )
      .onConflictDoNothing();
  }
  for (let i = 0; i < fresh.length; i += CHUNK) {
    await db
      .insert(schema.dexPools)
      .values(
        fresh.slice(i, i + CHUNK).map((e) => ({
          address: e.address,
          kind: e.kind,
          lpRoot: e.lpRoot,
          lpDecimals: e.lpDecimals ?? null,
          currencyAddresses: e.tokens.map((t) => t.address),
          currencies: e.tokens.map((t) => t.symbol),
          decimals: e.tokens.map((t) => t.decimals),
          reserves: e.tokens.map(() => '0'),
          feeDenominator: e.fee.denominator.toString(),
          feePoolNumerator: e.fee.poolNumerator.toString(),
          feeBeneficiaryNumerator: e.fee.beneficiaryNumerator.toString(),
          ampValue: e.amp?.value.toString(),
          ampPrecision: e.amp?.precision.toString(),
          createdAt: e.createdAt,
        })),
      )
      .onConflictDoNothing();
  }
  for (const e of fresh) {
    market.pools.set(e.address, {
      address: e.address,
      kind: e.kind,
      lpRoot: e.lpRoot,
      roots: e.tokens.map((t) => t.address),
      decimals: e.tokens.map((t) => t.decimals),
      reserves: e.tokens.map(() => 0n),
      lpSupply: 0n,
      syncLt: 0n,
      tvl: 0,
    });
  }
}

interface OperationRow {
  event: OperationEvent;
  tv: number;
  fees: number;
  /** USD value of each pool token the operation moved (pool order). */
  values: number[];
}

async function insertOperations(db: Db, market: Market, rows: OperationRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await db
      .insert(schema.dexTransactions)
      .values(
        chunk.map(({ event: e, tv, fees, values }) => {
          const pool = market.pools.get(e.pool)!;
          const volumes = e.amounts.map((a, k) => formatUnits(a, pool.decimals[k]));
          const spent = sumWholeTokens(
            e.amounts.map((a) => (a < 0n ? -a : 0n)),
            pool.decimals,
          );
          const received = sumWholeTokens(
            e.amounts.map((a) => (a > 0n ? a : 0n)),
            pool.decimals,
          );
          return {
            transactionHash: e.transactionHash,
            messageHash: e.messageHash,
            lt: e.lt,
            eventType: e.kind,
            pool: e.pool,
            userAddress: e.user,
            tv: usdString(tv),
            fromExec: spent,
            toExec: received,
            timestamp: e.time,
            currencyAddresses: pool.roots,
            volumes,
            feeUsd: usdString(fees),
            usdValues: values.map(usdString),
          };
        }),
      )
      .onConflictDoNothing();
    await db
      .insert(schema.dexTransactionCurrencies)
      .values(
        chunk.flatMap(({ event: e }) =>
          market.pools
            .get(e.pool)!
            .roots.map((currency) => ({ currency, timestamp: e.time, lt: e.lt, transactionHash: e.transactionHash })),
        ),
      )
      .onConflictDoNothing();
  }
}

async function upsertSwapCalls(db: Db, calls: SwapCallEvent[]): Promise<void> {
  const last = new Map(calls.map((c) => [`${c.recipient}|${c.callId}`, c]));
  const values = [...last.values()].map((c) => ({
    recipient: c.recipient,
    callId: c.callId,
    status: c.status,
    amounts: c.amounts.map(String),
    tokenRoots: c.roots,
    transactionHash: c.transactionHash,
    updatedAt: c.time,
  }));
  await upsertInChunks(db, schema.dexSwapCalls, values, {
    target: [schema.dexSwapCalls.recipient, schema.dexSwapCalls.callId],
    set: {
      status: sql`excluded.status`,
      // A cancel callback names no amounts: keep what the payload endpoint recorded as spent (it comes back).
      amounts: sql`case when cardinality(excluded.amounts) = 0 then dex_swap_calls.amounts else excluded.amounts end`,
      tokenRoots: sql`case when cardinality(excluded.token_roots) = 0 then dex_swap_calls.token_roots else excluded.token_roots end`,
      transactionHash: sql`excluded.transaction_hash`,
      updatedAt: sql`excluded.updated_at`,
    },
  });
}

/** Reserves after a pool transaction: new prices from now on, the pool's candle and the moved tokens' candles. */
function applySync(market: Market, candles: CandleBuffer, touched: Set<string>, e: SyncEvent): void {
  const pool = market.pools.get(e.pool);
  if (!pool || e.lt <= pool.syncLt) return;
  pool.reserves = e.reserves;
  pool.lpSupply = e.lpSupply;
  pool.syncLt = e.lt;
  touched.add(pool.address);
  const before = market.prices;
  market.recomputePrices();
  const price = market.poolPrice(pool);
  for (const c of candles.pool(pool.address, e.time, price, pool.roots.length)) {
    c.high = Math.max(c.high, price);
    c.low = Math.min(c.low, price);
    c.close = price;
    c.reserves = [...e.reserves];
    c.tvl = pool.tvl;
  }
  const totals = market.currencyTotals();
  for (const [root, usd] of market.prices) {
    if (before.get(root) === usd && !pool.roots.includes(root)) continue;
    for (const c of candles.currency(root, e.time, usd)) {
      c.high = Math.max(c.high, usd);
      c.low = Math.min(c.low, usd);
      c.close = usd;
      c.tvl = totals.get(root)?.tvl ?? 0;
    }
  }
}

/**
 * A swap, deposit or withdrawal valued at the current prices: the pool's candles get its volume and fees, and every
 * token it moved gets the operation's volume of that token and the operation's whole fee, so a token's fees are the
 * fees of the trades it took part in, the same figure its pools show.
 */
function applyOperation(market: Market, candles: CandleBuffer, e: OperationEvent): OperationRow | undefined {
  const pool = market.pools.get(e.pool);
  if (!pool) return undefined;
  const values = e.amounts.map(
    (a, k) => Math.abs(approxWholeTokens(a, pool.decimals[k])) * market.price(pool.roots[k]),
  );
  const tv =
    e.kind === 'swap'
      ? values.reduce((s, v, k) => (e.amounts[k] < 0n ? s + v : s), 0)
      : values.reduce((s, v) => s + v, 0);
  const fees = e.fees.reduce((s, f, k) => s + approxWholeTokens(f, pool.decimals[k]) * market.price(pool.roots[k]), 0);
  for (const c of candles.pool(pool.address, e.time, market.poolPrice(pool), pool.roots.length)) {
    c.transactions += 1;
    c.fees += fees;
    if (e.kind === 'swap') {
      c.usdVolume += tv;
      c.volumes = c.volumes.map((v, k) => v + (e.amounts[k] < 0n ? -e.amounts[k] : e.amounts[k]));
    }
  }
  pool.roots.forEach((root, k) => {
    if (e.amounts[k] === 0n && e.fees[k] === 0n) return;
    for (const c of candles.currency(root, e.time, market.price(root))) {
      c.transactions += 1;
      c.fees += fees;
      if (e.kind === 'swap') c.usdVolume += values[k];
    }
  });
  return { event: e, tv, fees, values };
}

/**
 * Applies one batch in one DB transaction: new pools, reserves, operations, candles, prices, TVL, statistics and
 * the cursor. The cursor and the rows commit together, so a restart never applies an lt twice.
 */
export async function writeBatch(db: Db, market: Market, batch: Batch): Promise<void> {
  await db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    await insertPools(
      trx,
      market,
      batch.events.filter((e): e is NewPoolEvent => e.type === 'pool'),
    );
    await insertGaugeEvents(
      trx,
      batch.events.filter((e): e is GaugeActionEvent => e.type === 'gauge'),
    );
    await insertFarmEvents(
      trx,
      batch.events.filter((e): e is FarmActionEvent | FarmPoolEvent => e.type === 'farm' || e.type === 'farmPool'),
    );
    await insertDaoEvents(
      trx,
      batch.events.filter((e): e is DaoEvent => e.type === 'dao'),
    );
    await insertGovernanceEvents(
      trx,
      batch.events.filter((e): e is GovernanceEvent => e.type === 'governance'),
    );
    await writeLpFees(
      trx,
      batch.events.filter((e): e is LpFeeStepsEvent => e.type === 'lpFees'),
    );
    const candles = new CandleBuffer();
    const touched = new Set<string>();
    const operations: OperationRow[] = [];
    // In chain order: every sync moves the prices at its own time, every operation is valued at the prices of
    // its moment (a catch-up batch spans days of history: one price per batch would flatten the candles).
    for (const e of batch.events) {
      if (e.type === 'sync') applySync(market, candles, touched, e);
      else if (e.type === 'operation') {
        const row = applyOperation(market, candles, e);
        if (row) {
          operations.push(row);
          touched.add(e.pool);
        }
      }
    }
    const totals = market.currencyTotals();
    for (const c of candles.pools.values()) {
      if (c.reserves.length > 0) continue;
      const pool = market.pools.get(c.pool)!;
      c.reserves = [...pool.reserves];
      c.tvl = pool.tvl;
    }
    // Every currency candle written by this batch carries the token's TVL (not 0, which would read as a crash).
    for (const c of candles.currencies.values()) if (c.tvl === 0) c.tvl = totals.get(c.currency)?.tvl ?? 0;
    await insertOperations(trx, market, operations);
    await upsertSwapCalls(
      trx,
      batch.events.filter((e): e is SwapCallEvent => e.type === 'swapCall'),
    );
    await candles.write(trx);
    await writeLimitEvents(trx, market, batch.limit ?? []);
    await writePoolsAndCurrencies(trx, market, touched, operations);
    const undone = await applyUndos(
      trx,
      market,
      batch.events.filter((e): e is UndoEvent => e.type === 'undo'),
    );
    for (const pool of undone.pools) touched.add(pool);
    await refreshStats(trx, batch.now, touched.size > 0 ? [...touched] : []);
    await trx
      .insert(schema.dexIndexerState)
      .values({ id: 'main', lastLt: batch.lastLt, totalTransactions: operations.length - undone.removed })
      .onConflictDoUpdate({
        target: schema.dexIndexerState.id,
        set: {
          lastLt: sql`greatest(dex_indexer_state.last_lt, excluded.last_lt)`,
          totalTransactions: sql`dex_indexer_state.total_transactions + excluded.total_transactions`,
        },
      });
  });
}

/** Writes reserves, TVL and all-time counters of the touched pools and prices/TVL of every priced token. */
async function writePoolsAndCurrencies(
  db: Db,
  market: Market,
  touched: Set<string>,
  operations: OperationRow[],
): Promise<void> {
  const perPool = new Map<string, { count: number; fees: number }>();
  for (const { event, fees } of operations) {
    const p = perPool.get(event.pool) ?? { count: 0, fees: 0 };
    p.count += 1;
    p.fees += fees;
    perPool.set(event.pool, p);
  }
  for (const address of touched) {
    const pool = market.pools.get(address)!;
    const extra = perPool.get(address) ?? { count: 0, fees: 0 };
    await db.execute(sql`update dex_pools set reserves = ${sql.raw(`array[${pool.reserves.map((r) => `'${r}'`).join(',')}]::numeric[]`)},
      lp_supply = ${pool.lpSupply.toString()}, sync_lt = ${pool.syncLt.toString()}, tvl = ${usdString(pool.tvl)},
      transactions_count = transactions_count + ${extra.count}, fee_all_time = fee_all_time + ${usdString(extra.fees)}
      where address = ${address}`);
  }
  const perCurrency = new Map<string, number>();
  for (const { event } of operations) {
    for (const root of market.pools.get(event.pool)!.roots) perCurrency.set(root, (perCurrency.get(root) ?? 0) + 1);
  }
  for (const [root, count] of perCurrency) {
    await db.execute(
      sql`update dex_currencies set transactions_count = transactions_count + ${count} where address = ${root}`,
    );
  }
  const totals = market.currencyTotals();
  const roots = [...totals.keys()];
  if (roots.length === 0) return;
  const prices = roots.map((r) => (market.price(r) > 0 ? market.price(r).toFixed(18) : '0'));
  const tvls = roots.map((r) => usdString(totals.get(r)!.tvl));
  const counts = roots.map((r) => String(totals.get(r)!.pools));
  await db.execute(sql`update dex_currencies c set price = v.price::numeric, tvl = v.tvl::numeric, pools_count = v.pools::int
    from unnest(${textArray(roots)}, ${textArray(prices)}, ${textArray(tvls)}, ${textArray(counts)}) as v(address, price, tvl, pools)
    where c.address = v.address`);
}
