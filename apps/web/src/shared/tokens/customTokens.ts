/**
 * The custom-token warning's subject, one rule for every screen (swap, liquidity, limit, farm, gauge): a token is
 * custom (not whitelisted) when it is not a verified entry of the active token list, or the user imported it.
 */
import type { ImportedToken } from './importedTokens';
import { isImportedToken } from './importedTokens';
import { findToken, type TokenIndex } from './tokenList';

export function isCustomToken(root: string, index: TokenIndex, imported: readonly ImportedToken[]): boolean {
  return isImportedToken(root, imported) || !findToken(index, root)?.verified;
}

/**
 * The custom tokens among `tokens`, each once (roots compared case-insensitively), named by their symbol, else the
 * list's, else a short root. Nothing while the list loads: no warning is shown before it can be true.
 */
export function customTokenSymbols(
  tokens: readonly { root: string; symbol?: string | null }[],
  index: TokenIndex | undefined,
  imported: readonly ImportedToken[],
): string[] {
  if (!index) return [];
  const seen = new Set<string>();
  const names: string[] = [];
  for (const { root, symbol } of tokens) {
    const key = root.toLowerCase();
    if (seen.has(key) || !isCustomToken(root, index, imported)) continue;
    seen.add(key);
    names.push(symbol || findToken(index, root)?.symbol || `${root.slice(0, 8)}…`);
  }
  return names;
}
