/**
 * The token picker's rows (spec 2.2, 2.5, 5): the coin group (swap only), the list's tokens and the imported ones,
 * search over symbol, name and address, ordering by the wallet's holdings, and what a typed address leads to
 * (import or error).
 */
import { isAddress } from '@/shared/lib/address';

export type RowKind = 'coin' | 'combined' | 'token';

export interface TokenRow {
  /** What selecting the row passes on: a root, the native coin's URL value or the combined value. */
  address: string;
  kind: RowKind;
  symbol: string;
  name: string;
  logoURI?: string;
  decimals?: number;
  imported?: boolean;
  /** Flagged [SCAM] by what the row stands for (an LP token of a pool holding a scam token). */
  scam?: boolean;
}

interface ListToken {
  address: string;
  symbol: string;
  name: string;
  logoURI?: string;
  decimals?: number;
}

export interface RowsInput {
  tokens: readonly ListToken[];
  imported: readonly { root: string; symbol: string; name: string; icon?: string; decimals: number }[];
  wrappedRoot: string | undefined;
  coin: { symbol: string; decimals: number; logoURI?: string };
  side: 'left' | 'right';
  /**
   * The coin group and what its rows select (the swap's URL values of the coin and the combined side); without it
   * (liquidity forms: tokens only) the wrapped coin is an ordinary token of the list.
   */
  coinGroup?: { nativeAddress: string; combinedAddress: string };
}

export interface Rows {
  /** The coin group shown above the list (coin; on the left also coin + wrapped token and the wrapped token). */
  pinned: TokenRow[];
  /** The list's tokens, then imported tokens the list lacks. */
  rest: TokenRow[];
}

/** The combined coin-plus-token swap is offered on the paying (left) side only, and needs the wrapped coin. */
export function multipleSwapAllowed(side: 'left' | 'right', wrapped: ListToken | undefined): boolean {
  return side === 'left' && !!wrapped;
}

const same = (a: string, b: string | undefined) => !!b && a.toLowerCase() === b.toLowerCase();

/**
 * Spec 5: "the list hides the combined-token root when multiple swap is allowed" — the wrapped coin then sits in
 * the coin group beside the combined entry, not among the other tokens.
 */
export function buildRows(input: RowsInput): Rows {
  const { tokens, imported, wrappedRoot, coin, side, coinGroup } = input;
  const wrapped = coinGroup ? tokens.find((t) => same(t.address, wrappedRoot)) : undefined;
  const multiple = multipleSwapAllowed(side, wrapped);
  const toRow = (t: ListToken): TokenRow => ({ ...t, kind: 'token' });
  const pinned: TokenRow[] = [];
  if (wrapped && coinGroup) {
    const base = { logoURI: coin.logoURI, decimals: coin.decimals }; // the coin's own logo, not the wrapped token's
    if (multiple) {
      pinned.push({
        ...base,
        address: coinGroup.combinedAddress,
        kind: 'combined',
        symbol: `${coin.symbol} + ${wrapped.symbol}`,
        name: `${coin.symbol} + ${wrapped.name}`,
      });
    }
    pinned.push({ ...base, address: coinGroup.nativeAddress, kind: 'coin', symbol: coin.symbol, name: coin.symbol });
    if (multiple) pinned.push(toRow(wrapped));
  }
  const listed = tokens.filter((t) => !(multiple && t === wrapped)).map(toRow);
  const known = new Set(tokens.map((t) => t.address.toLowerCase()));
  const extra = imported
    .filter((t) => !known.has(t.root.toLowerCase()))
    .map((t): TokenRow => ({
      address: t.root,
      kind: 'token',
      symbol: t.symbol,
      name: t.name,
      logoURI: t.icon,
      decimals: t.decimals,
      imported: true,
    }));
  return { pinned, rest: [...listed, ...extra] };
}

export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** 0 exact symbol or address, 1 symbol prefix, 2 symbol contains, 3 name contains or address prefix; -1 no match. */
export function matchRank(row: TokenRow, query: string): number {
  const q = normalizeQuery(query);
  if (!q) return 0;
  const symbol = row.symbol.toLowerCase();
  const address = row.address.toLowerCase();
  if (symbol === q || address === q) return 0;
  if (symbol.startsWith(q)) return 1;
  if (symbol.includes(q)) return 2;
  if (row.name.toLowerCase().includes(q)) return 3;
  // a partly typed address ("0:3f2a…"): at least two digits after the workchain
  if (/^0:[0-9a-f]{2,}$/.test(q) && row.kind === 'token' && address.startsWith(q)) return 3;
  return -1;
}

/** Rows matching the query over symbol, name and address, best matches first (stable within a rank). */
export function searchRows(rows: readonly TokenRow[], query: string): TokenRow[] {
  return rows
    .map((row, i) => ({ row, i, rank: matchRank(row, query) }))
    .filter((r) => r.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((r) => r.row);
}

export interface Holdings {
  /** Balance in smallest units; undefined while unknown. */
  balance: (row: TokenRow) => string | undefined;
  /** USD price of one whole token, when known. */
  price: (row: TokenRow) => number | undefined;
  /** Decimals when the row lacks them (resolved elsewhere). */
  decimals?: (row: TokenRow) => number | undefined;
}

function positive(units: string | undefined): boolean {
  try {
    return units !== undefined && BigInt(units) > 0n;
  } catch {
    return false;
  }
}

/**
 * Tokens the wallet holds first, the ones with a known USD value by value (largest first), then the other held
 * ones, then the rest; list order is kept within each group (as the usual DEX front ends sort their token lists).
 */
export function sortByHoldings(rows: readonly TokenRow[], holdings: Holdings): TokenRow[] {
  const keyed = rows.map((row, i) => {
    const units = holdings.balance(row);
    const held = positive(units);
    const price = holdings.price(row);
    const decimals = row.decimals ?? holdings.decimals?.(row);
    const value =
      held && price !== undefined && decimals !== undefined ? (Number(units) / 10 ** decimals) * price : undefined;
    const group = !held ? 2 : value !== undefined ? 0 : 1;
    return { row, i, group, value: value ?? 0 };
  });
  keyed.sort((a, b) => a.group - b.group || (a.group === 0 ? b.value - a.value : 0) || a.i - b.i);
  return keyed.map((k) => k.row);
}

export type AddressQuery = 'none' | 'lookup' | 'invalid';

/**
 * What a query without matching rows means: a valid workchain-0 address is looked up for import; something
 * shaped like an address but not a valid one ("-1:…", a short or over-long "0:…", 64 bare hex digits) is an error.
 */
export function addressQuery(query: string, hasResults: boolean): AddressQuery {
  if (hasResults) return 'none';
  const q = query.trim();
  if (isAddress(q)) return 'lookup';
  if (/^-?\d+:/.test(q) || /^[0-9a-fA-F]{64}$/.test(q)) return 'invalid';
  return 'none';
}
