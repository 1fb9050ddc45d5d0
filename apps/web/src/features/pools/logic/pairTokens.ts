/**
 * How a liquidity form names the token chosen on one side (spec 2.5, 5): symbol and icon from the token list (or an
 * imported entry, or the token root's answer for an address the list lacks), the [SCAM] tag, and whether it is a
 * custom token (not verified, not listed, or imported) that gets the custom-token warning.
 */
import {
  findToken,
  isCustomToken,
  isImportedToken,
  isScamToken,
  type ImportedToken,
  type ScamList,
  type TokenIndex,
} from '@/shared/tokens';

export interface PairTokenView {
  root: string;
  /** Undefined while an unlisted token is looked up. */
  symbol: string | undefined;
  logoURI?: string;
  scam: boolean;
  custom: boolean;
}

export interface PairTokenContext {
  index: TokenIndex | undefined;
  verifiedSymbols: readonly string[];
  scamList: ScamList;
  imported: readonly ImportedToken[];
}

/** The view of `root`; `found` is the token root's answer for a root the list lacks (null: no token there). */
export function pairTokenView(
  root: string | undefined,
  ctx: PairTokenContext,
  found?: { symbol: string } | null,
): PairTokenView | undefined {
  if (!root) return undefined;
  const listed = findToken(ctx.index, root);
  const symbol = listed?.symbol ?? found?.symbol;
  return {
    root,
    symbol,
    logoURI: listed?.logoURI,
    scam: symbol !== undefined && isScamToken({ address: root, symbol }, ctx.scamList, ctx.verifiedSymbols),
    // the shared rule of every screen; while the list loads only an import is known to be custom
    custom: ctx.index ? isCustomToken(root, ctx.index, ctx.imported) : isImportedToken(root, ctx.imported),
  };
}

/** The name a side shows: its symbol, the root's start while the symbol is unknown, '' with no token chosen. */
export function shownSymbol(view: PairTokenView | undefined): string {
  return view ? (view.symbol ?? view.root.slice(0, 8)) : '';
}

/** The symbols of the custom tokens among the chosen ones (for the custom-token warning). */
export function customSymbols(views: readonly (PairTokenView | undefined)[]): string[] {
  return views.filter((v): v is PairTokenView => !!v?.custom).map(shownSymbol);
}
