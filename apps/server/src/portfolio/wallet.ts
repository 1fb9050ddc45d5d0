/**
 * The wallet's own holdings: tokens (listed, traded, in orders, v4 awaiting upgrade), LP tokens and the balances left
 * in its DEX account. Balances are the chain's (token wallets' and the DEX account's getters through the
 * ChainReader); which tokens to look at comes from the token catalogue and the wallet's indexed operations, since
 * the read model keeps no table of every token wallet (docs/decisions.md, "Portfolio").
 */
import { sql } from 'drizzle-orm';
import { DexAccountAbi, DexRootAbi, TokenWalletAbi } from '@tycho/abi';
import type { Db } from '@tycho/db';
import { callGetter, type ChainReader } from '../chain/reader';
import { tokenWalletOf } from '../chain/wallet-of';
import type { AddressBook, TokenCatalog } from '../chain/tokens';
import { query, textArray } from '../dex/sql';
import { tokenRootInfo } from '../dex/tokens';
import { tokenFacts } from '../gauges/figures';
import { poolShare, pricesAt, sectionUsd, sumOrNull, tokenAmount, usdAt } from './values';

export interface PortfolioDeps {
  db: Db;
  chain: ChainReader;
  tokens: Pick<TokenCatalog, 'tokenMetadata' | 'upgradableTokens'>;
  addresses: AddressBook;
  /** The roots the token factory created (the builder's tokens), when the network has a factory. */
  builderRoots?: () => Promise<readonly string[]>;
}

const DAY = 86_400;

/** The owner's balance of a token (0 without a wallet). */
export function walletBalance(chain: ChainReader, root: string, owner: string): bigint {
  const wallet = tokenWalletOf(chain, root, owner);
  if (!wallet) return 0n;
  return BigInt(callGetter(chain, wallet, TokenWalletAbi, 'balance', { answerId: 0 })?.value0 ?? '0');
}

/** Tokens the wallet's indexed operations touched: pool transactions and limit orders. */
async function tradedTokens(db: Db, owner: string): Promise<string[]> {
  const rows = await query<{ root: string }>(
    db,
    sql`select distinct unnest(currency_addresses) as root from dex_transactions where user_address = ${owner}
      union select spent_token_root from limit_orders where owner_address = ${owner}
      union select receive_token_root from limit_orders where owner_address = ${owner}`,
  );
  return rows.map((r) => r.root);
}

/** The wallet's native coin, valued at the price of the wrapped coin (null: no balance read or no wrapped coin). */
async function nativeCoin(deps: PortfolioDeps, owner: string, ago: { day: number; week: number }) {
  const wrapped = deps.addresses.addresses().wtycho?.toLowerCase();
  const state = deps.chain.getFullContractState?.(owner);
  if (!wrapped || !deps.chain.getFullContractState) return null;
  const amount = BigInt(state?.balance ?? '0');
  const facts = await tokenFacts(deps.db, [wrapped]);
  const [day, week] = await Promise.all([
    pricesAt(deps.db, [wrapped], ago.day),
    pricesAt(deps.db, [wrapped], ago.week),
  ]);
  const { decimals, usd } = tokenAmount(wrapped, amount, facts);
  return {
    amount: amount.toString(),
    wrappedRoot: wrapped,
    decimals,
    usd,
    usd24hAgo: usdAt(amount, decimals, day.get(wrapped)),
    usd7dAgo: usdAt(amount, decimals, week.get(wrapped)),
  };
}

/**
 * The wallet's tokens: every listed token, v4 token, token its operations touched and token the token factory
 * created (the builder's), where it holds a balance; each valued now, 24 hours and 7 days ago; and its native coin.
 */
export async function walletTokens(deps: PortfolioDeps, owner: string) {
  const { db, chain } = deps;
  const upgrades = new Map(deps.tokens.upgradableTokens().map((t) => [t.rootV4.toLowerCase(), t.rootV5.toLowerCase()]));
  const lpRoots = new Set(
    (await query<{ lp_root: string }>(db, sql`select lp_root from dex_pools`)).map((r) => r.lp_root),
  );
  const builderRoots = new Set((deps.builderRoots ? await deps.builderRoots() : []).map((r) => r.toLowerCase()));
  const candidates = [
    ...new Set([
      ...deps.tokens.tokenMetadata().map((t) => t.address.toLowerCase()),
      ...upgrades.keys(),
      ...(await tradedTokens(db, owner)),
      ...builderRoots,
    ]),
  ].filter((root) => !lpRoots.has(root));
  const held = candidates
    .map((root) => ({ root, balance: walletBalance(chain, root, owner) }))
    .filter((t) => t.balance > 0n);
  const facts = await tokenFacts(db, [...held.map((t) => t.root), ...upgrades.values()]);
  for (const { root } of held) {
    // a v4 or builder token is not in the DEX read model: its own root names it
    if (facts.get(root)?.decimals !== undefined) continue;
    const info = tokenRootInfo(chain, root, new Set(upgrades.keys()));
    if (info) facts.set(root, { ...facts.get(root), symbol: info.symbol, decimals: info.decimals });
  }
  const now = chain.now();
  const ago = { day: now - DAY, week: now - 7 * DAY };
  const priceRoots = held.map(({ root }) => upgrades.get(root) ?? root);
  const [day, week, native] = await Promise.all([
    pricesAt(db, priceRoots, ago.day),
    pricesAt(db, priceRoots, ago.week),
    nativeCoin(deps, owner, ago),
  ]);
  const items = held.map(({ root, balance }) => {
    const upgradeTo = upgrades.get(root) ?? null;
    const priceRoot = upgradeTo ?? root;
    // a v4 token is worth its v5 token (the upgrade is one for one)
    const amount = tokenAmount(root, balance, facts, priceRoot);
    return {
      ...amount,
      upgradeTo,
      builder: builderRoots.has(root),
      usd24hAgo: usdAt(balance, amount.decimals, day.get(priceRoot)),
      usd7dAgo: usdAt(balance, amount.decimals, week.get(priceRoot)),
    };
  });
  items.sort((a, b) => Number(b.usd ?? -1) - Number(a.usd ?? -1) || a.symbol.localeCompare(b.symbol));
  return { items, usd: sectionUsd(items.map((i) => i.usd)), native };
}

interface PoolRow {
  address: string;
  lp_root: string;
  currency_addresses: string[];
  reserves: string[];
  lp_supply: string;
}

export const poolColumns = sql`address, lp_root, currency_addresses::text[] as currency_addresses,
  reserves::text[] as reserves, lp_supply::text as lp_supply`;

export async function poolsByLp(db: Db, lpRoots: readonly string[]): Promise<Map<string, PoolRow>> {
  const rows = await query<PoolRow>(
    db,
    sql`select ${poolColumns} from dex_pools where lp_root = any(${textArray(lpRoots.map((r) => r.toLowerCase()))})`,
  );
  return new Map(rows.map((r) => [r.lp_root, r]));
}

export async function lpPositions(deps: PortfolioDeps, owner: string) {
  const { db, chain } = deps;
  const pools = await query<PoolRow>(
    db,
    sql`select ${poolColumns} from dex_pools where address in
      (select distinct pool from dex_transactions where user_address = ${owner})
      or lp_root in (select tokens->0->>'tokenRoot' from gauge_transactions where user_address = ${owner}
        and kind = 'deposit')`,
  );
  const held = pools.map((pool) => ({ pool, lp: walletBalance(chain, pool.lp_root, owner) })).filter((p) => p.lp > 0n);
  const facts = await tokenFacts(
    db,
    held.flatMap((p) => [p.pool.lp_root, ...p.pool.currency_addresses]),
  );
  const items = held.map(({ pool, lp }) => {
    const tokens = poolShare(pool, lp, facts);
    const supply = BigInt(pool.lp_supply);
    return {
      pool: pool.address,
      lpRoot: pool.lp_root,
      lp: tokenAmount(pool.lp_root, lp, facts),
      sharePercent: supply > 0n ? ((Number(lp) / Number(supply)) * 100).toFixed(6) : '0',
      tokens,
      usd: sumOrNull(tokens.map((t) => t.usd)),
    };
  });
  items.sort((a, b) => Number(b.usd ?? -1) - Number(a.usd ?? -1));
  return { items, usd: sectionUsd(items.map((i) => i.usd)) };
}

export async function dexAccount(deps: PortfolioDeps, owner: string) {
  const { db, chain } = deps;
  const root = deps.addresses.addresses().dexRoot;
  const account = root
    ? callGetter(chain, root, DexRootAbi, 'getExpectedAccountAddress', { answerId: 0, account_owner: owner })?.value0
    : undefined;
  const balances = account ? callGetter(chain, account, DexAccountAbi, 'getBalances', {}) : undefined;
  if (!account || !balances) return { dexAccount: null, items: [], usd: '0' };
  const held = balances.value0
    .map(([r, b]) => ({ root: r.toLowerCase(), balance: BigInt(b) }))
    .filter((x) => x.balance > 0n);
  const facts = await tokenFacts(
    db,
    held.map((h) => h.root),
  );
  const items = held.map((h) => tokenAmount(h.root, h.balance, facts));
  return { dexAccount: account.toLowerCase(), items, usd: sectionUsd(items.map((i) => i.usd)) };
}
