/**
 * The network's token catalogue, as the server publishes it: the token list (logos, scam flags), the upgradable
 * (v4 → v5) token manifest and the logo files. The local network provides it from its seed
 * (`../network/devnet.ts`); a deployment for a real network would load a token list instead.
 */
import type { UpgradableTokensManifest } from '@tycho/api';

export interface ListedToken {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Logo: a path on this server (`/logos/<key>.svg`) or a URL. */
  logoURI?: string;
  /** Flagged as a scam token (a lookalike). */
  scam?: boolean;
}

/** The listed tokens (what the indexer needs to flag tokens and find the USD anchor). */
export interface TokenListing {
  tokenMetadata(): ListedToken[];
}

export interface TokenCatalog extends TokenListing {
  /** The upgradable-token manifest (v4 → v5 roots). */
  upgradableTokens(): UpgradableTokensManifest['tokens'];
  /** SVG of a token logo by symbol (served at `/logos/<symbol>.svg`). */
  logo(symbol: string): string | undefined;
}

/** Well-known contract addresses of the network by name (`dexRoot`, `dexGasValues`, `vault`, `wtycho`, ...). */
export interface AddressBook {
  addresses(): Record<string, string | undefined>;
}
