/**
 * An LP token's symbol and decimals (LP tokens are not in the token list, and a stable pair's LP decimals follow its
 * tokens, so there is no default to assume): from the LP root on chain when a wallet is connected (the provider's
 * runLocal needs its permission), else or when that fails from the token-root API. Until one answers, the LP
 * decimals are unknown and what depends on them shows as loading.
 */
export interface LpToken {
  symbol: string;
  decimals: number;
}

export type LpTokenReader = (root: string) => Promise<LpToken | null>;

export async function resolveLpToken(
  root: string,
  readers: { chain?: LpTokenReader; api: LpTokenReader },
): Promise<LpToken> {
  if (readers.chain) {
    try {
      const found = await readers.chain(root);
      if (found) return found;
    } catch (error) {
      console.warn('LP token read error', error);
    }
  }
  const found = await readers.api(root);
  if (!found) throw new Error(`No token root at ${root}`);
  return found;
}
