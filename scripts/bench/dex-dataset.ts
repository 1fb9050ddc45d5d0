import { sql } from 'drizzle-orm';
import type { Db } from '@tycho/db';

/**
 * A large synthetic DEX dataset written in bulk with generate_series (not through the devnet or the indexer):
 * `tokens` tokens (token 1 is USDT), `pools` pools (the first tokens-1 pools pair every token with USDT, the others
 * join two pseudo-random tokens; one in ten is a stable pair) and `transactions` pool transactions spread over 30
 * days. Addresses are `0:` + the 64-hex padding of a number: token t -> t, pool i -> 100000 + i, user u -> 1000000 + u.
 */
export interface DatasetSize {
  tokens: number;
  pools: number;
  transactions: number;
}

export const BENCH_NOW = 1_791_590_400;
export const hexAddress = (n: number) => `0:${n.toString(16).padStart(64, '0')}`;
export const tokenAddress = (t: number) => hexAddress(t);
export const poolAddress = (i: number) => hexAddress(100_000 + i);

const addr = (expr: string) => `'0:' || lpad(to_hex(${expr}), 64, '0')`;

export async function generateDataset(db: Db, size: DatasetSize): Promise<void> {
  const { tokens, pools, transactions } = size;
  const n = tokens - 1;
  await db.execute(
    sql.raw(`insert into dex_currencies (address, symbol, name, decimals, verified, price, tvl, volume_24h, volume_7d, pools_count, transactions_count_24h)
    select ${addr('t')}, case when t = 1 then 'USDT' else 'TK' || t end, 'Token ' || t, case when t = 1 then 6 else 9 end, t % 3 = 0,
      case when t = 1 then 1 else 0.5 + (t % 100) end, 100000 + (t * 7919 % 1000000), t * 13 % 50000, t * 71 % 300000, 5, t % 40
    from generate_series(1, ${tokens}) as t`),
  );
  // Pool i: tokens (a, b); reserves worth about tvl/2 on each side at the prices above.
  await db.execute(
    sql.raw(`insert into dex_pools (address, kind, lp_root, currency_addresses, currencies, decimals, reserves, lp_supply,
      amp_value, amp_precision, tvl, tvl_24h_ago, volume_24h, volume_24h_prev, volume_7d, fee_24h, fee_7d, transactions_count, created_at)
    select ${addr('100000 + i')}, case when i % 10 = 0 then 'stable' else 'common' end, ${addr('200000 + i')},
      array[${addr('a')}, ${addr('b')}], array['TK' || a, 'TK' || b], array[9, 9]::smallint[],
      array[(tvl / 2 / (0.5 + a % 100) * 1e9)::numeric(40,0), (tvl / 2 / (0.5 + b % 100) * 1e9)::numeric(40,0)], (tvl * 1e9)::numeric(40,0),
      case when i % 10 = 0 then 200 end, case when i % 10 = 0 then 1 end,
      tvl, tvl * 0.95, tvl / 20, tvl / 25, tvl / 3, tvl / 6000, tvl / 900, ${Math.round(transactions / pools)}, ${BENCH_NOW - 40 * 86_400}
    from (select i, case when i <= ${n} then i + 1 else 2 + (i * 31 % ${n}) end as a,
        case when i <= ${n} then 1 when 2 + ((i * 17 + 5) % ${n}) = 2 + (i * 31 % ${n}) then 2 + ((i * 17 + 6) % ${n}) else 2 + ((i * 17 + 5) % ${n}) end as b,
        (1000 + (i * 7919 % 2000000))::numeric as tvl
      from generate_series(1, ${pools}) as i) as p`),
  );
  // USDT pools hold USDT (6 decimals) on the right: rescale its reserve.
  await db.execute(
    sql.raw(`update dex_pools set reserves[2] = (reserves[2] / 1000)::numeric(40,0), decimals = array[9, 6]::smallint[],
    currencies[2] = 'USDT' where currency_addresses[2] = ${addr('1')}`),
  );
  const chunk = 200_000;
  for (let from = 1; from <= transactions; from += chunk) {
    const to = Math.min(transactions, from + chunk - 1);
    await db.execute(
      sql.raw(`insert into dex_transactions (transaction_hash, message_hash, lt, event_type, pool, user_address, tv, from_exec, to_exec,
        timestamp, currency_addresses, volumes)
      select lpad(to_hex(g), 64, '0'), lpad(to_hex(g + 1000000000), 64, '0'), g,
        (array['swap', 'swap', 'deposit', 'withdraw'])[(1 + g % 4)::int], p.address, ${addr('1000000 + g % 5000')},
        (g * 7919 % 100000) / 10.0, (g * 31 % 10000) / 10.0, (g * 17 % 10000) / 10.0,
        ${BENCH_NOW} - (g * 2.592)::int, p.currency_addresses, array[-(g % 1000), g % 997]::numeric[]
      from generate_series(${from}::bigint, ${to}::bigint) as g join dex_pools p on p.address = ${addr(`100001 + (g * 7 % ${pools})`)}`),
    );
  }
  await db.execute(
    sql.raw(`insert into dex_transaction_currencies (currency, timestamp, lt, transaction_hash)
    select unnest(currency_addresses), timestamp, lt, transaction_hash from dex_transactions`),
  );
  await db.execute(
    sql.raw(`update dex_currencies c set transactions_count = n from (select currency, count(*) as n
    from dex_transaction_currencies group by currency) x where x.currency = c.address`),
  );
  await db.execute(
    sql.raw(`insert into dex_indexer_state (id, last_lt, total_transactions) values ('main', ${transactions}, ${transactions})
    on conflict (id) do update set last_lt = excluded.last_lt, total_transactions = excluded.total_transactions`),
  );
  await db.execute(sql.raw('vacuum analyze'));
}
