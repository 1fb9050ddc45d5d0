/**
 * The wallet's value over time (docs/decisions.md, "Portfolio history"): today's holdings of every kind, taken apart
 * into the tokens they are worth (LP into its share of the reserves), are walked back through the wallet's indexed
 * operations that bring value in or take it out (swaps, limit-order fills it took, farm and gauge rewards it
 * claimed) and
 * valued at each day's close from the indexed price history. Moves between kinds (deposits into pools, gauges, the
 * escrow) keep the tokens the wallet is worth and are not undone. Transfers between wallets are not indexed.
 */
import { sql } from 'drizzle-orm';
import type { PortfolioKind, PortfolioTokenAmount } from '@tycho/api';
import { query, textArray } from '../dex/sql';
import { dexAccount, lpPositions, walletTokens, type PortfolioDeps } from './wallet';
import { daoLocks, gaugeDeposits, openOrders } from './positions';
import { farmDeposits } from './farms';
import type { AnswerCache, Depends } from '../http/answer-cache';
import { pricesAt, sectionUsd, usdText } from './values';

const DAY = 86_400;
const HOUR = 3_600;
export const HISTORY_DAYS = 30;

/** Whole tokens by (lower-cased) root. */
type Holdings = Map<string, number>;

function add(into: Holdings, root: string, amount: number) {
  into.set(root, (into.get(root) ?? 0) + amount);
}

/** The tokens a list of amounts is worth (whole tokens; amounts of unknown decimals are left out). */
function holdingsOf(amounts: readonly (PortfolioTokenAmount & { priceRoot?: string })[]): Holdings {
  const out: Holdings = new Map();
  for (const a of amounts)
    if (a.decimals !== null) add(out, a.priceRoot ?? a.tokenRoot, Number(a.amount) / 10 ** a.decimals);
  return out;
}

/** What a deposit is worth: the pool tokens behind its LP, or the deposited token itself when it is not an LP. */
const worth = (d: { lp: PortfolioTokenAmount; tokens: PortfolioTokenAmount[] }) =>
  d.tokens.length ? d.tokens : [d.lp];

export interface KindHoldings {
  kind: PortfolioKind;
  usd: string;
  holdings: Holdings;
  /** Per root: the symbol and what it is worth now (as the section valued it), for the tokens a change leaves out. */
  now: Map<string, { symbol: string; usd: number }>;
}

type Amounts = readonly (PortfolioTokenAmount & { priceRoot?: string })[];

function kindOf(kind: PortfolioKind, usd: string, amounts: Amounts): KindHoldings {
  const now = new Map<string, { symbol: string; usd: number }>();
  for (const a of amounts) {
    const root = a.priceRoot ?? a.tokenRoot;
    const was = now.get(root);
    now.set(root, { symbol: was?.symbol || a.symbol, usd: (was?.usd ?? 0) + Number(a.usd ?? 0) });
  }
  return { kind, usd, holdings: holdingsOf(amounts), now };
}

/** The sections' deps, and the answer cache that keeps the parts of totals and history (http/answer-cache.ts). */
export type HistoryDeps = PortfolioDeps & { answers?: AnswerCache };

/** `compute` kept under `key` while what it `depends` on stands, when the server keeps answers. */
const kept = <T>(deps: HistoryDeps, key: string, depends: Depends, compute: () => Promise<T>): Promise<T> =>
  deps.answers ? deps.answers.answer(`portfolio:${key}`, compute, depends) : compute();

/**
 * Each kind's value now and the tokens it is worth, and whether it reads the chain clock: the tokens, LP and DEX
 * account are balances (getters that do not read the clock) valued at the read model's prices, the open orders are
 * the read model's alone; farm and gauge rewards accrue every second and the vote escrow's figures move with time.
 */
const KINDS: {
  kind: PortfolioKind;
  depends: Depends;
  read: (deps: PortfolioDeps, owner: string) => Promise<KindHoldings>;
}[] = [
  {
    kind: 'tokens',
    depends: { clock: false },
    read: async (deps, owner) => {
      const tokens = await walletTokens(deps, owner);
      // the tokens counted: the native coin (as its wrapped token) and every token but those the catalogue flags as
      // scam (the page leaves them out of its total too)
      const scam = new Set(deps.tokens.tokenMetadata().flatMap((t) => (t.scam ? [t.address.toLowerCase()] : [])));
      const counted = tokens.items.filter((t) => !scam.has(t.tokenRoot));
      const native = tokens.native;
      const nativeAmount = native
        ? [
            {
              tokenRoot: native.wrappedRoot,
              symbol: '',
              decimals: native.decimals,
              amount: native.amount,
              usd: native.usd,
            },
          ]
        : [];
      return kindOf('tokens', sectionUsd([...counted.map((t) => t.usd), native?.usd ?? null]), [
        ...counted.map((t) => ({ ...t, priceRoot: t.upgradeTo ?? t.tokenRoot })),
        ...nativeAmount,
      ]);
    },
  },
  {
    kind: 'lp',
    depends: { clock: false },
    read: async (deps, owner) => {
      const lp = await lpPositions(deps, owner);
      return kindOf(
        'lp',
        lp.usd,
        lp.items.flatMap((p) => p.tokens),
      );
    },
  },
  {
    kind: 'dexAccount',
    depends: { clock: false },
    read: async (deps, owner) => {
      const account = await dexAccount(deps, owner);
      return kindOf('dexAccount', account.usd, account.items);
    },
  },
  {
    kind: 'farms',
    depends: {},
    read: async (deps, owner) => {
      const farms = await farmDeposits(deps, owner);
      return kindOf(
        'farms',
        farms.usd,
        farms.items.flatMap((f) => [...worth(f), ...f.rewards]),
      );
    },
  },
  {
    kind: 'gauges',
    depends: {},
    read: async (deps, owner) => {
      const gauges = await gaugeDeposits(deps, owner);
      return kindOf(
        'gauges',
        gauges.usd,
        gauges.items.flatMap((g) => [...worth(g), ...g.rewards]),
      );
    },
  },
  {
    kind: 'dao',
    depends: {},
    read: async (deps, owner) => {
      const dao = await daoLocks(deps, owner);
      return kindOf('dao', dao.usd, dao.qube ? [dao.qube] : []);
    },
  },
  {
    kind: 'limit',
    depends: { chain: false, clock: false },
    read: async (deps, owner) => {
      const limit = await openOrders(deps, owner);
      return kindOf(
        'limit',
        limit.usd,
        limit.items.map((o) => o.spent),
      );
    },
  },
];

/** Every kind's value now and the tokens it is worth (each kind kept while what it reads stands). */
export function holdingsByKind(deps: HistoryDeps, owner: string): Promise<KindHoldings[]> {
  return Promise.all(KINDS.map((k) => kept(deps, `${k.kind}:${owner}`, k.depends, () => k.read(deps, owner))));
}

const valueAt = (holdings: Holdings, prices: Map<string, number>) => {
  let total = 0;
  for (const [root, amount] of holdings) total += Math.max(amount, 0) * (prices.get(root) ?? 0);
  return total;
};

/**
 * The hourly closes at `time` (values.ts `pricesAt`), kept while the read model stands and `time` stays in the same
 * hour: the candle taken is the last whose (hour-aligned) bucket is at most an hour before `time`.
 */
const keptPrices = (deps: HistoryDeps, roots: readonly string[], time: number) =>
  kept(deps, `prices:${roots.join(',')}`, { chain: false, clock: false, also: String(Math.floor(time / HOUR)) }, () =>
    pricesAt(deps.db, roots, time),
  );

/**
 * What a change over a period compares: the kind's value now less what its tokens without a price then are worth
 * now, and those tokens' symbols. Their value then counts 0 in `valueAt`, so now and then cover the same tokens.
 */
export function comparable(k: KindHoldings, then: Map<string, number>) {
  const leftOut = [...k.holdings].filter(([root, amount]) => amount > 0 && !then.has(root)).map(([root]) => root);
  const usdLeftOut = leftOut.reduce((sum, root) => sum + (k.now.get(root)?.usd ?? 0), 0);
  return {
    usd: usdText(Math.max(Number(k.usd) - usdLeftOut, 0)),
    leftOut: leftOut.map((root) => k.now.get(root)?.symbol || root),
  };
}

/** Value now, and today's holdings at the prices of 24 hours and 7 days ago, in all and by kind. */
export async function totals(deps: HistoryDeps, owner: string) {
  const kinds = await holdingsByKind(deps, owner);
  const roots = [...new Set(kinds.flatMap((k) => [...k.holdings.keys()]))];
  const now = deps.chain.now();
  const [day, week] = await Promise.all([keptPrices(deps, roots, now - DAY), keptPrices(deps, roots, now - 7 * DAY)]);
  const out = kinds.map((k) => ({
    kind: k.kind,
    usd: k.usd,
    usd24hAgo: usdText(valueAt(k.holdings, day)),
    usd7dAgo: usdText(valueAt(k.holdings, week)),
    comparable: { day: comparable(k, day), week: comparable(k, week) },
  }));
  const sum = (key: 'usd' | 'usd24hAgo' | 'usd7dAgo') => usdText(out.reduce((a, k) => a + Number(k[key]), 0));
  return { usd: sum('usd'), usd24hAgo: sum('usd24hAgo'), usd7dAgo: sum('usd7dAgo'), kinds: out };
}

/** A change of holdings at a time: whole tokens the wallet received (positive) or gave (negative). */
interface Flow {
  timestamp: number;
  root: string;
  amount: number;
}

interface FillRow {
  created_at: number;
  spent_root: string;
  receive_root: string;
  spent: string;
  receive: string;
  spent_decimals: number;
  receive_decimals: number;
}

/** The wallet's indexed operations that moved value in or out, newest first. */
async function flows(deps: PortfolioDeps, owner: string, since: number): Promise<Flow[]> {
  const { db } = deps;
  const [swaps, fills, claims] = await Promise.all([
    query<{ timestamp: number; currency_addresses: string[]; volumes: string[] }>(
      db,
      sql`select timestamp, currency_addresses::text[] as currency_addresses, volumes::text[] as volumes
        from dex_transactions where user_address = ${owner} and event_type = 'swap' and timestamp > ${since}`,
    ),
    query<FillRow>(
      db,
      sql`select e.created_at, e.spent_token_root as spent_root, e.receive_token_root as receive_root,
          e.spent_amount::text as spent, e.receive_amount::text as receive, o.spent_decimals, o.receive_decimals
        from limit_order_exchanges e join limit_orders o on o.address = e.order_address
        where e.account_address = ${owner} and e.created_at > ${since}`,
    ),
    query<{ timestamp: number; tokens: { tokenRoot: string; amount: string }[]; decimals: Record<string, number> }>(
      db,
      sql`select g.timestamp, g.tokens, coalesce((select jsonb_object_agg(c.address, c.decimals) from dex_currencies c
          where c.address in (select lower(t->>'tokenRoot') from jsonb_array_elements(g.tokens) t)), '{}') as decimals
        from (select timestamp, tokens from gauge_transactions where user_address = ${owner} and kind = 'claim'
          and timestamp > ${since} union all
          select timestamp, tokens from farm_transactions where user_address = ${owner} and kind = 'claim'
          and timestamp > ${since}) g`,
    ),
  ]);
  const out: Flow[] = [];
  for (const s of swaps)
    s.currency_addresses.forEach((root, i) => out.push({ timestamp: s.timestamp, root, amount: Number(s.volumes[i]) }));
  // the taker of a fill gets what the order spends and pays what the order receives
  for (const f of fills) {
    out.push({ timestamp: f.created_at, root: f.spent_root, amount: Number(f.spent) / 10 ** f.spent_decimals });
    out.push({ timestamp: f.created_at, root: f.receive_root, amount: -Number(f.receive) / 10 ** f.receive_decimals });
  }
  for (const c of claims)
    for (const t of c.tokens) {
      const root = t.tokenRoot.toLowerCase();
      const decimals = c.decimals[root];
      if (decimals !== undefined) out.push({ timestamp: c.timestamp, root, amount: Number(t.amount) / 10 ** decimals });
    }
  return out.sort((a, b) => b.timestamp - a.timestamp);
}

/** Daily closes of the roots from `from` (the last close before it carried in), by root then day bucket. */
async function dailyCloses(deps: PortfolioDeps, roots: readonly string[], from: number) {
  const rows = await query<{ currency: string; bucket: number; close: string }>(
    deps.db,
    sql`select currency, bucket, close::text as close from dex_currency_candles
      where currency = any(${textArray(roots)}) and timeframe = 'D1' and bucket >= ${from - DAY}
      order by currency, bucket`,
  );
  const out = new Map<string, [number, number][]>();
  for (const r of rows) out.set(r.currency, [...(out.get(r.currency) ?? []), [r.bucket, Number(r.close)]]);
  return out;
}

/** The close at or before a day's bucket (carried from the day before when the day had no trade). */
function closeOn(series: [number, number][] | undefined, bucket: number): number {
  let price = 0;
  for (const [b, close] of series ?? []) if (b <= bucket) price = close;
  return price;
}

/** The wallet's value at the end of each of the last HISTORY_DAYS days, and now. */
export async function history(deps: HistoryDeps, owner: string) {
  const now = deps.chain.now();
  const today = now - (now % DAY);
  const first = today - (HISTORY_DAYS - 1) * DAY;
  const kinds = await holdingsByKind(deps, owner);
  const holdings: Holdings = new Map();
  for (const k of kinds) for (const [root, amount] of k.holdings) add(holdings, root, amount);
  // the operations and the closes are the read model's: kept while it stands, within the day
  const readModel = { chain: false, clock: false, also: String(first) };
  const moves = await kept(deps, `flows:${owner}`, readModel, () => flows(deps, owner, first));
  const roots = [...new Set([...holdings.keys(), ...moves.map((m) => m.root)])];
  const closes = await kept(deps, `closes:${roots.join(',')}`, readModel, () => dailyCloses(deps, roots, first));
  const points: { time: number; usd: string }[] = [
    { time: now, usd: usdText(kinds.reduce((a, k) => a + Number(k.usd), 0)) },
  ];
  let next = 0;
  for (let bucket = today - DAY; bucket >= first - DAY; bucket -= DAY) {
    const end = bucket + DAY;
    // undo what happened after this day's end
    while (next < moves.length && moves[next]!.timestamp >= end) {
      add(holdings, moves[next]!.root, -moves[next]!.amount);
      next++;
    }
    let total = 0;
    for (const [root, amount] of holdings) total += Math.max(amount, 0) * closeOn(closes.get(root), bucket);
    points.push({ time: end, usd: usdText(total) });
  }
  return { points: points.reverse() };
}
