import { useEffect } from 'react';
import { useNavigate, useParams } from '@/shared/lib/router';
import { findToken, useTokenList, type TokenListToken } from '@/shared/tokens';
import { defaultPair, pairPath } from '../logic/pair';

export interface PairToken {
  root: string;
  symbol: string;
  /** Known decimals, or undefined while unknown (never a default). */
  decimals: number | undefined;
  logoURI?: string;
}

const asPairToken = (t: TokenListToken | undefined, root: string | undefined): PairToken | undefined =>
  t && root ? { root, symbol: t.symbol, decimals: t.decimals, logoURI: t.logoURI ?? undefined } : undefined;

/**
 * The screen's pair from the address (`/limit/{left}/{right}`), the default pair when the address names none, and
 * the token list the pickers offer. A root that is not in the token list leaves its side unknown (`unknown` names it).
 */
export function useLimitPair() {
  const { leftTokenRoot, rightTokenRoot } = useParams();
  const navigate = useNavigate();
  const list = useTokenList();
  const tokens = list.tokens;

  useEffect(() => {
    if (leftTokenRoot && rightTokenRoot) return;
    const pair = tokens && defaultPair(tokens);
    if (pair) void navigate(`/limit/${pair[0]}/${pair[1]}`, { replace: true });
  }, [leftTokenRoot, rightTokenRoot, tokens, navigate]);

  const left = asPairToken(findToken(list.index, leftTokenRoot ?? ''), leftTokenRoot);
  const right = asPairToken(findToken(list.index, rightTokenRoot ?? ''), rightTokenRoot);
  const unknown = !!list.index && ((!!leftTokenRoot && !left) || (!!rightTokenRoot && !right));
  const choose = (side: 'left' | 'right', root: string) => {
    if (leftTokenRoot && rightTokenRoot) void navigate(pairPath(leftTokenRoot, rightTokenRoot, side, root));
  };
  return { left, right, list, unknown, loading: !list.index, choose };
}
