/**
 * The builder's token list (spec 2, 6): the tokens whose root owner is the connected wallet, from the token root
 * API's search and from the roots this browser remembers, once each, filtered by the search text.
 */
export interface BuilderToken {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  owner: string;
  totalSupply: string;
  /** Total supply less the root owner's own holding (the token page's detail; lists do not carry it). */
  circulatingSupply?: string;
}

/** Owned tokens first (newest first, as the API answers), then remembered ones not already listed. */
export function mergeOwned(owner: string, fromApi: BuilderToken[], remembered: BuilderToken[]): BuilderToken[] {
  const seen = new Set<string>();
  const result: BuilderToken[] = [];
  for (const token of [...fromApi, ...remembered]) {
    const key = token.address.toLowerCase();
    if (seen.has(key) || token.owner.toLowerCase() !== owner.toLowerCase()) continue;
    seen.add(key);
    result.push(token);
  }
  return result;
}

/** Case-insensitive match on name, symbol or root address. */
export function searchTokens(tokens: BuilderToken[], text: string): BuilderToken[] {
  const query = text.trim().toLowerCase();
  if (query === '') return tokens;
  return tokens.filter(
    (t) =>
      t.name.toLowerCase().includes(query) ||
      t.symbol.toLowerCase().includes(query) ||
      t.address.toLowerCase().includes(query),
  );
}

export type ListView = 'connect' | 'loading' | 'empty' | 'noResults' | 'list';

/** What the list screen shows. */
export function listView(args: { connected: boolean; loading: boolean; all: number; shown: number }): ListView {
  if (!args.connected) return 'connect';
  if (args.loading) return 'loading';
  if (args.all === 0) return 'empty';
  if (args.shown === 0) return 'noResults';
  return 'list';
}

/**
 * The manage page's way back: "Your tokens" only when the connected wallet owns the token (it is in that list);
 * after an ownership transfer, for another account or a visitor, the builder itself.
 */
export function backLabel(tokenOwner: string | undefined, account: string | undefined): 'yours' | 'builder' {
  return tokenOwner !== undefined && account !== undefined && tokenOwner.toLowerCase() === account.toLowerCase()
    ? 'yours'
    : 'builder';
}
