import { config } from '@/shared/config';
import { findToken, useTokenLookup, type TokenListState } from '@/shared/tokens';
import { pairTokenView, type PairTokenView } from '../logic/pairTokens';

/** One side's token as the form shows it; a root the list lacks is named by its token root (looked up once). */
function usePairToken(root: string | undefined, list: TokenListState): PairTokenView | undefined {
  const unlisted = !!root && !!list.index && !findToken(list.index, root);
  const lookup = useTokenLookup(unlisted ? root : undefined);
  return pairTokenView(
    root,
    { index: list.index, verifiedSymbols: list.verifiedSymbols, scamList: config.scamList, imported: list.imported },
    lookup.data,
  );
}

/** The two sides' tokens of a pair liquidity form (`/liquidity/{add|remove}/:left?/:right?`). */
export function usePairTokens(
  left: string | undefined,
  right: string | undefined,
  list: TokenListState,
): [PairTokenView | undefined, PairTokenView | undefined] {
  return [usePairToken(left, list), usePairToken(right, list)];
}
