/**
 * The pair of the limit-order screen: `/limit/{left}/{right}`. Without tokens in the address the screen opens the
 * default pair (the first of DEFAULT_PAIRS whose tokens are listed), so a new visitor meets a live book at once.
 * Only listed tokens that are not flagged as scam are offered in the pair pickers.
 */
import type { TokenListToken } from '@/shared/tokens';

/** Default pairs by symbol, most traded first (the seeded book lives on these; see docs/decisions.md). */
export const DEFAULT_PAIRS: readonly [string, string][] = [
  ['QUBE', 'USDT'],
  ['WETH', 'USDT'],
];

export function defaultPair(tokens: readonly TokenListToken[]): [string, string] | undefined {
  const bySymbol = (symbol: string) => tokens.find((t) => t.symbol === symbol)?.address;
  for (const [l, r] of DEFAULT_PAIRS) {
    const left = bySymbol(l);
    const right = bySymbol(r);
    if (left && right) return [left, right];
  }
  return tokens.length >= 2 ? [tokens[0]!.address, tokens[1]!.address] : undefined;
}

/** The path after choosing `root` on one side; choosing the other side's token swaps the two. */
export function pairPath(left: string, right: string, side: 'left' | 'right', root: string): string {
  if (side === 'left') return root === right ? `/limit/${right}/${left}` : `/limit/${root}/${right}`;
  return root === left ? `/limit/${right}/${left}` : `/limit/${left}/${root}`;
}
