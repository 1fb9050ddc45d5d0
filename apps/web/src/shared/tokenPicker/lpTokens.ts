/**
 * The pools' LP tokens as rows of the token picker (farm and gauge creation: the deposit token is normally an LP
 * token, and LP tokens are not in the token list). An LP token is named by its pool's pair as the pools list names
 * the pool ("WTYCHO/USDT") followed by "LP"; it is flagged [SCAM] when one of its pool's tokens is.
 */
import { shortenAddress } from '@/shared/lib/address';
import type { TokenRow } from './tokenSearch';

/** What the picker needs of a pool (`POST /pools` meta). */
export interface PoolLp {
  lpAddress: string;
  currencyAddresses: readonly string[];
  currencies: readonly string[];
}

/** "WTYCHO/USDT LP": the pool's name (its symbols in pool order, as the pools list shows it) and "LP". */
export const lpSymbol = (currencies: readonly string[]) => `${currencies.join('/')} LP`;

/**
 * One row per LP root (the first pool naming it wins), in the pools' order. `name` says the pool's pair in words
 * (translated by the caller); `isScam` tells a pool token flagged as scam.
 */
export function lpRows(
  pools: readonly PoolLp[],
  name: (pair: string) => string,
  isScam: (token: { address: string; symbol: string }) => boolean,
): TokenRow[] {
  const seen = new Set<string>();
  const rows: TokenRow[] = [];
  for (const pool of pools) {
    const key = pool.lpAddress.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const scam = pool.currencyAddresses.some((address, i) => isScam({ address, symbol: pool.currencies[i] ?? '' }));
    rows.push({
      address: pool.lpAddress,
      kind: 'token',
      symbol: lpSymbol(pool.currencies),
      name: name(pool.currencies.join('/')),
      ...(scam ? { scam } : {}),
    });
  }
  return rows;
}

/** `rows` without the ones whose root is among `roots` (an imported LP token is listed once, in the LP group). */
export function withoutRoots(rows: readonly TokenRow[], roots: readonly TokenRow[]): TokenRow[] {
  const taken = new Set(roots.map((r) => r.address.toLowerCase()));
  return rows.filter((r) => !taken.has(r.address.toLowerCase()));
}

/**
 * What a token field shows for its chosen root: the LP token's pair name, else the token's symbol (list, imported
 * or looked up at its root), else the short address while nothing names it yet; undefined when nothing is chosen.
 */
export function chosenTokenName(
  root: string,
  sources: { lp?: readonly PoolLp[]; symbolOf: (root: string) => string | undefined },
): string | undefined {
  if (!root) return undefined;
  const pool = sources.lp?.find((p) => p.lpAddress.toLowerCase() === root.toLowerCase());
  if (pool) return lpSymbol(pool.currencies);
  return sources.symbolOf(root) ?? shortenAddress(root);
}
