/** The stored state of a TIP-3 token root (read by the root and its admin handlers). */
export interface TokenRootState {
  name: string;
  symbol: string;
  decimals: number;
  rootOwner: string;
  totalSupply: bigint;
  mintDisabled: boolean;
  burnByRootDisabled: boolean;
  burnPaused: boolean;
  /** Who may deploy the root (the token factory for builder tokens); zero: whoever the seeder is. */
  deployer: string;
  walletKind: string;
  /** Extra init params every wallet of this root carries (the vault for the wrapped token). */
  walletExtra: Record<string, unknown>;
}
