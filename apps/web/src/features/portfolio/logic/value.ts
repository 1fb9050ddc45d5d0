/**
 * The portfolio's value (issue 38): which token rows count and what the wallet is worth. The native coin is a row,
 * valued at its wrapped token's price (the server's `native`); a token the shared scam check flags (as on the token
 * pages) and a token without a price (the builder's tokens have no pool) are listed apart and not counted. The
 * total is the sum of the kinds, the tokens kind being the sum of its counted rows. USD sums are exact (micro-dollar
 * bigints), so the total is the sum of the rows shown. The 24 h and 7 d changes compare only what had a price then: a
 * counted token whose old price is unknown is left out of the change (now and then), and named, so the change is
 * partial instead of a fake rise from $0.
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

/** A change over a period: the value now and then of what had a price then, and the tokens left out. */
export interface Change {
  now: string;
  before: string;
  /** Symbols of the counted tokens without a price then: not in `now` nor `before`. */
  excluded: string[];
}

export interface Changes {
  day: Change;
  week: Change;
}

export interface TokensValue extends Worth {
  counted: TokenRow[];
  notCounted: TokenRow[];
  changes: Changes;
}

const USD_DIGITS = 6;
const micro = (usd: string | null | undefined) => (usd ? (parseUnits(usd, USD_DIGITS, 'truncate') ?? 0n) : 0n);
const usdOf = (units: bigint) => formatUnits(units, USD_DIGITS);

/** The exact sum of decimal USD strings (null and missing values count 0). */
export function sumUsd(values: readonly (string | null | undefined)[]): string {
  return usdOf(values.reduce((a, v) => a + micro(v), 0n));
}

type Priced = { usd: string | null; usd24hAgo: string | null; usd7dAgo: string | null };

/** The change of the counted rows over a period, those without a price then left out. */
function changeOf(rows: readonly (TokenRow & Priced)[], then: 'usd24hAgo' | 'usd7dAgo'): Change {
  const known = rows.filter((r) => r[then] !== null);
  return {
    now: sumUsd(known.map((r) => r.usd)),
    before: sumUsd(known.map((r) => r[then])),
    excluded: rows.filter((r) => r[then] === null).map((r) => r.symbol),
  };
}

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
    changes: { day: changeOf(counted, 'usd24hAgo'), week: changeOf(counted, 'usd7dAgo') },
  };
}

/** What the server's change of a kind compares: the value now of the tokens that had a price then, and the others. */
export interface Comparable {
  usd: string;
  leftOut: string[];
}

export interface KindWorth extends Worth {
  kind: PortfolioKind;
  comparable: { day: Comparable; week: Comparable };
}

/** A kind with its changes: the tokens kind's from its rows, the server's other kinds' as the server valued them. */
export interface KindChanges extends Omit<KindWorth, 'comparable'> {
  changes: Changes;
}

const whole = (k: KindWorth): Changes => ({
  day: { now: k.comparable.day.usd, before: k.usd24hAgo, excluded: k.comparable.day.leftOut },
  week: { now: k.comparable.week.usd, before: k.usd7dAgo, excluded: k.comparable.week.leftOut },
});

const sumChange = (changes: readonly Change[]): Change => ({
  now: sumUsd(changes.map((c) => c.now)),
  before: sumUsd(changes.map((c) => c.before)),
  excluded: changes.flatMap((c) => c.excluded),
});

/**
 * The wallet's worth: the server's kinds with the tokens kind replaced by the counted token rows (the server's
 * tokens kind has no scam check of the page's), and their sum.
 */
export function portfolioWorth(
  kinds: readonly KindWorth[],
  tokens: Worth & { changes: Changes },
): Worth & { kinds: KindChanges[]; changes: Changes } {
  const out: KindChanges[] = kinds.map((k) =>
    k.kind === 'tokens'
      ? { kind: k.kind, ...pick(tokens), changes: tokens.changes }
      : { ...pick(k), kind: k.kind, changes: whole(k) },
  );
  return {
    usd: sumUsd(out.map((k) => k.usd)),
    usd24hAgo: sumUsd(out.map((k) => k.usd24hAgo)),
    usd7dAgo: sumUsd(out.map((k) => k.usd7dAgo)),
    kinds: out,
    changes: {
      day: sumChange(out.map((k) => k.changes.day)),
      week: sumChange(out.map((k) => k.changes.week)),
    },
  };
}

const pick = (w: Worth): Worth => ({ usd: w.usd, usd24hAgo: w.usd24hAgo, usd7dAgo: w.usd7dAgo });
