/** What the builder attaches to its calls (spec 9), in nano-units of the native coin. */
import { DEPLOY_WALLET_VALUE } from '@tycho/abi';

export const CREATE_TOKEN_VALUE = 5_000_000_000n;
export const MINT_VALUE = 600_000_000n;
/** Deploy-wallet value of a mint (0.1): the recipient may have no wallet yet. */
export const MINT_DEPLOY_WALLET_VALUE = DEPLOY_WALLET_VALUE;
export const BURN_VALUE = 500_000_000n;
export const TRANSFER_OWNERSHIP_VALUE = 5_000_000_000n;

/**
 * The Network the builder shows (spec 2 says "Mainnet" for the real app): the name the app is configured with, or
 * the local network's own label when it has none, never a fixed word.
 */
export function networkLabel(configuredName: string): { kind: 'named'; name: string } | { kind: 'local' } {
  const name = configuredName.trim();
  return name ? { kind: 'named', name } : { kind: 'local' };
}
