import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { transactionsRoute, type RouteDef, type Transaction, type TransactionsRequest } from '@tycho/api';
import type { Db } from '@tycho/db';
import { registerRoute } from '../http/routes';
import { dec, query, textArray, where } from './sql';
import type { DexKeep } from './keep';

interface TransactionRow {
  transaction_hash: string;
  message_hash: string;
  event_type: Transaction['eventType'];
  pool: string;
  user_address: string;
  tv: string;
  timestamp: number;
  currency_addresses: string[];
  currencies: string[] | null;
  volumes: string[];
}

const orderings = {
  blocktimeascending: sql`order by t.timestamp asc, t.lt asc`,
  blocktimedescending: sql`order by t.timestamp desc, t.lt desc`,
  fromexecascending: sql`order by t.from_exec asc, t.lt asc`,
  fromexecdescending: sql`order by t.from_exec desc, t.lt desc`,
  toexecascending: sql`order by t.to_exec asc, t.lt asc`,
  toexecdescending: sql`order by t.to_exec desc, t.lt desc`,
  tvascending: sql`order by t.tv asc, t.lt asc`,
  tvdescending: sql`order by t.tv desc, t.lt desc`,
} as const;

export function transactionFilters(body: TransactionsRequest, withCurrency = true): SQL[] {
  const conditions: SQL[] = [];
  const roots = [...(body.currencyAddresses ?? []), ...(body.currencyAddress ? [body.currencyAddress] : [])];
  if (roots.length > 0 && withCurrency)
    conditions.push(sql`t.currency_addresses @> ${textArray(roots.map((r) => r.toLowerCase()))}`);
  if (body.poolAddress) conditions.push(sql`t.pool = ${body.poolAddress.toLowerCase()}`);
  if (body.userAddress) conditions.push(sql`t.user_address = ${body.userAddress.toLowerCase()}`);
  if (body.eventType) conditions.push(sql`t.event_type = any(${textArray(body.eventType)})`);
  if (body.timestampBlockGe != null) conditions.push(sql`t.timestamp >= ${body.timestampBlockGe}`);
  if (body.timestampBlockLe != null) conditions.push(sql`t.timestamp <= ${body.timestampBlockLe}`);
  if (body.whiteListUri) {
    conditions.push(sql`not exists (select 1 from unnest(t.currency_addresses) as c(root)
      where c.root not in (select address from dex_currencies where verified))`);
  }
  return conditions;
}

/** Counts matching transactions; the unfiltered and the pool-only counts are kept by the indexer. */
async function countTransactions(db: Db, body: TransactionsRequest, conditions: SQL[]): Promise<number> {
  if (conditions.length === 0) {
    const [row] = await query<{ n: string }>(
      db,
      sql`select coalesce((select total_transactions from dex_indexer_state where id = 'main'), 0)::text as n`,
    );
    return Number(row.n);
  }
  const roots = [...(body.currencyAddresses ?? []), ...(body.currencyAddress ? [body.currencyAddress] : [])];
  if (conditions.length === 1 && roots.length > 0 && new Set(roots.map((r) => r.toLowerCase())).size === 1) {
    const [row] = await query<{ n: string }>(
      db,
      sql`select coalesce((select transactions_count from dex_currencies where address = ${roots[0].toLowerCase()}), 0)::text as n`,
    );
    return Number(row.n);
  }
  if (conditions.length === 1 && body.poolAddress) {
    const [row] = await query<{ n: string }>(
      db,
      sql`select coalesce((select transactions_count from dex_pools where address = ${body.poolAddress.toLowerCase()}), 0)::text as n`,
    );
    return Number(row.n);
  }
  const [row] = await query<{ n: string }>(
    db,
    sql`select count(*)::text as n from dex_transactions t where ${where(conditions)}`,
  );
  return Number(row.n);
}

function toTransaction(row: TransactionRow): Transaction {
  return {
    messageHash: row.message_hash,
    transactionHash: row.transaction_hash,
    eventType: row.event_type,
    userAddress: row.user_address,
    poolAddress: row.pool,
    tv: dec(row.tv),
    timestampBlock: row.timestamp,
    currencyAddresses: row.currency_addresses,
    currencies: row.currencies ?? row.currency_addresses.map(() => ''),
    volumes: row.volumes.map(dec),
  };
}

const columns = sql`t.transaction_hash, t.message_hash, t.event_type, t.pool, t.user_address, t.tv::text as tv, t.timestamp,
  t.currency_addresses::text[] as currency_addresses, p.currencies::text[] as currencies, t.volumes::text[] as volumes`;

/** The one token of a token-page query, when the list is in block-time order (served by dex_transaction_currencies). */
function singleCurrency(body: TransactionsRequest): string | undefined {
  const roots = [...(body.currencyAddresses ?? []), ...(body.currencyAddress ? [body.currencyAddress] : [])];
  const unique = [...new Set(roots.map((r) => r.toLowerCase()))];
  return unique.length === 1 && body.ordering.startsWith('blocktime') ? unique[0] : undefined;
}

export async function listTransactions(db: Db, body: TransactionsRequest) {
  const conditions = transactionFilters(body);
  const currency = singleCurrency(body);
  const direction = body.ordering === 'blocktimeascending' ? sql`asc` : sql`desc`;
  const rows = currency
    ? await query<TransactionRow>(
        db,
        sql`select ${columns} from dex_transaction_currencies c
          join dex_transactions t on t.transaction_hash = c.transaction_hash left join dex_pools p on p.address = t.pool
          where c.currency = ${currency} and ${where(transactionFilters(body, false))}
          order by c.timestamp ${direction}, c.lt ${direction} limit ${body.limit} offset ${body.offset}`,
      )
    : await query<TransactionRow>(
        db,
        sql`select ${columns} from dex_transactions t left join dex_pools p on p.address = t.pool
          where ${where(conditions)} ${orderings[body.ordering]} limit ${body.limit} offset ${body.offset}`,
      );
  const totalCount = body.displayTotalCount
    ? body.offset === 0 && rows.length < body.limit
      ? rows.length
      : await countTransactions(db, body, conditions)
    : null;
  return { transactions: rows.map(toTransaction), totalCount };
}

export function registerTransactionRoutes(app: FastifyInstance, db: Db, keep: DexKeep, registry: RouteDef[]): void {
  registerRoute(app, transactionsRoute, async ({ body }) => listTransactions(db, body), registry, keep.model());
}
