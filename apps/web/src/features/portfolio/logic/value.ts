/**
 * The portfolio's value (issue 38): which token rows count and what the wallet is worth. The native coin is a row,
 * valued at its wrapped token's price (the server's `native`); a token the shared scam check flags (as on the token
 * pages) and a token without a price (the builder's tokens have no pool) are listed apart and not counted. The
 * total is the sum of the kinds, the tokens kind being the sum of its counted rows. USD sums are exact (micro-dollar
 * bigints), so the total is the sum of the rows shown.
 */
import type { PortfolioKind, PortfolioNative, PortfolioWalletToken } from '@tycho/api';
import { formatUnits, parseUnits } from '@tycho/units';

export type NotCountedReason = 'scam' | 'noPrice';

export interface TokenRow {
  /** The token root; the wrapped coin's root for the native coin. */
  tokenRoot: string;
  symbol: string;
  decimals: number | null;
  amount: string;
  usd: string | null;
  native: boolean;
  builder: boolean;
  /** The v5 root of a v4 token awaiting its upgrade. */
  upgradeTo: string | null;
  /** Why the row is left out of the total; undefined when it is counted. */
  notCounted?: NotCountedReason;
}

/** A value now, 24 hours ago and 7 days ago (decimal USD strings). */
export interface Worth {
  usd: string;
  usd24hAgo: string;
  usd7dAgo: string;
}

export interface TokensValue extends Worth {
  counted: TokenRow[];
  notCounted: TokenRow[];
}

const USD_DIGITS = 6;
const micro = (usd: string | null | undefined) => (usd ? (parseUnits(usd, USD_DIGITS, 'truncate') ?? 0n) : 0n);
const usdOf = (units: bigint) => formatUnits(units, USD_DIGITS);

/** The exact sum of decimal USD strings (null and missing values count 0). */
export function sumUsd(values: readonly (string | null | undefined)[]): string {
  return usdOf(values.reduce((a, v) => a + micro(v), 0n));
}

type Priced = { usd: string | null; usd24hAgo: string | null; usd7dAgo: string | null };

/**
 * The token rows of the section and the native coin, split into counted and not counted (scam first, then no
 * price), with the counted rows' worth. `isScam` is the shared scam check the token pages use.
 */
export function tokensValue(
  section: { items: readonly PortfolioWalletToken[]; native: PortfolioNative | null },
  coin: { symbol: string },
  isScam: (token: { address: string; symbol: string }) => boolean,
): TokensValue {
  const rows: (TokenRow & Priced)[] = [];
  const n = section.native;
  if (n && BigInt(n.amount) > 0n)
    rows.push({
      tokenRoot: n.wrappedRoot,
      symbol: coin.symbol,
      decimals: n.decimals,
      amount: n.amount,
      usd: n.usd,
      usd24hAgo: n.usd24hAgo,
      usd7dAgo: n.usd7dAgo,
      native: true,
      builder: false,
      upgradeTo: null,
    });
  for (const t of section.items) rows.push({ ...t, native: false });
  const classified = rows.map((r) => {
    const reason: NotCountedReason | undefined = isScam({ address: r.tokenRoot, symbol: r.symbol })
      ? 'scam'
      : r.usd === null
        ? 'noPrice'
        : undefined;
    return { ...r, notCounted: reason };
  });
  const counted = classified.filter((r) => !r.notCounted);
  const rank = (r: TokenRow) => (r.notCounted === 'scam' ? 0 : 1);
  const notCounted = classified.filter((r) => r.notCounted).sort((a, b) => rank(a) - rank(b));
  const strip = ({ usd24hAgo: _a, usd7dAgo: _b, ...row }: TokenRow & Priced): TokenRow => row;
  return {
    counted: counted.map(strip),
    notCounted: notCounted.map(strip),
    usd: sumUsd(counted.map((r) => r.usd)),
    usd24hAgo: sumUsd(counted.map((r) => r.usd24hAgo)),
    usd7dAgo: sumUsd(counted.map((r) => r.usd7dAgo)),
  };
}

export interface KindWorth extends Worth {
  kind: PortfolioKind;
}

/**
 * The wallet's worth: the server's kinds with the tokens kind replaced by the counted token rows (the server's
 * tokens kind has no scam check of the page's), and their sum.
 */
export function portfolioWorth(kinds: readonly KindWorth[], tokens: Worth): Worth & { kinds: KindWorth[] } {
  const out = kinds.map((k) => (k.kind === 'tokens' ? { kind: k.kind, ...pick(tokens) } : k));
  return {
    usd: sumUsd(out.map((k) => k.usd)),
    usd24hAgo: sumUsd(out.map((k) => k.usd24hAgo)),
    usd7dAgo: sumUsd(out.map((k) => k.usd7dAgo)),
    kinds: out,
  };
}

const pick = (w: Worth): Worth => ({ usd: w.usd, usd24hAgo: w.usd24hAgo, usd7dAgo: w.usd7dAgo });
