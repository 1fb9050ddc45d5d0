/**
 * The two sides of the swap card from the URL (spec 2.1, 4.1): the default pair, the tokens the addresses stand for,
 * and what is wrong with a side (not an address, no token there, combined on the right). Choosing a token and
 * reversing navigate; no choice, edit or history step leads out of the swap screen.
 */
import { useNavigate, useParams } from '@/shared/lib/router';
import { config } from '@/shared/config';
import {
  addImportedToken,
  findToken,
  isScamToken,
  useTokenDecimals,
  useTokenList,
  useTokenLookup,
} from '@/shared/tokens';
import {
  COMBINED,
  pairAfterSelect,
  pairWithout,
  reversedPair,
  rootsOf,
  sideParam,
  swapPath,
  tokenOf,
  type SideProblem,
} from '../logic/swapTokens';

export const DEFAULT_RIGHT_SYMBOL = 'USDT';

/** A side of the URL the card cannot use, with the value as the URL holds it. */
export interface UrlProblem {
  side: 'left' | 'right';
  problem: SideProblem;
  value: string;
}

export function useSwapTokens() {
  const params = useParams();
  const navigate = useNavigate();
  const list = useTokenList();
  const wrappedRoot = list.wrappedNativeRoot;

  const defaultRight = list.tokens?.find((t) => t.symbol === DEFAULT_RIGHT_SYMBOL)?.address;
  // the default pair is combo mode (coin + wrapped coin) against USDT, once the token list is ready (spec 4.1, 4.2)
  const leftRaw = params.leftTokenRoot ?? (wrappedRoot ? COMBINED : undefined);
  const rightRaw = params.rightTokenRoot ?? (params.leftTokenRoot ? undefined : defaultRight);
  const leftSide = sideParam(leftRaw, 'left');
  const rightSide = sideParam(rightRaw, 'right');

  const roots = rootsOf([leftSide.address, rightSide.address]);
  const { decimals } = useTokenDecimals(roots, list.index);
  // an address outside the list (e.g. a stable pool's LP token) is named from its token root
  const unlisted = (a: string | undefined) =>
    a && roots.includes(a) && list.index && !findToken(list.index, a) ? a : undefined;
  const leftFound = useTokenLookup(unlisted(leftSide.address)).data;
  const rightFound = useTokenLookup(unlisted(rightSide.address)).data;
  const tokens = { index: list.index, wrappedRoot, nativeCoin: config.nativeCoin, decimals };
  // the root lookup answers null when no token lives at the address: that side is empty, with a message. A token
  // found outside the active list (and not imported yet) waits for the import warning's confirmation (spec 5), as
  // in the picker; once confirmed it is remembered among the imported tokens and joins the index
  const left = leftFound === null || leftFound ? undefined : tokenOf(leftSide.address, tokens);
  const right = rightFound === null || rightFound ? undefined : tokenOf(rightSide.address, tokens);
  const toImport = leftFound
    ? { side: 'left' as const, token: leftFound }
    : rightFound
      ? { side: 'right' as const, token: rightFound }
      : undefined;

  const problems: UrlProblem[] = [];
  const note = (side: 'left' | 'right', problem: SideProblem | undefined, value: string | undefined) => {
    if (problem && value !== undefined) problems.push({ side, problem, value });
  };
  note('left', leftSide.problem ?? (leftFound === null ? 'unknown' : undefined), leftRaw);
  note('right', rightSide.problem ?? (rightFound === null ? 'unknown' : undefined), rightRaw);

  const pair = { left: leftRaw, right: rightRaw };
  const go = (next: { left: string | undefined; right: string | undefined }) =>
    navigate(swapPath(next.left, next.right));
  return {
    list,
    wrappedRoot,
    left,
    right,
    problems,
    /** Choosing `address` for `side`: the other side's token swaps the sides (not in a conversion). */
    select: (side: 'left' | 'right', address: string, conversion: boolean) => {
      const next = pairAfterSelect(side, address, pair, conversion, wrappedRoot);
      if (next) go(next);
    },
    reverse: () => go(reversedPair(pair, wrappedRoot)),
    /** A URL token outside the active list, shown in the import warning one at a time (left first). */
    pendingImport: toImport && {
      token: toImport.token,
      scam: isScamToken(
        { address: toImport.token.root, symbol: toImport.token.symbol },
        config.scamList,
        list.verifiedSymbols,
      ),
      confirm: () => addImportedToken(toImport.token),
      dismiss: () => go(pairWithout(toImport.side, pair, wrappedRoot)),
    },
  };
}
