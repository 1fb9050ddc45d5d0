/** TIP-3 constants shared by the root and wallet models: error codes (TokenErrors) and gas targets (TokenGas). */
import { TYCHO } from '../engine/constants';

export const TokenErrors = {
  NOT_OWNER: 1000,
  NOT_ROOT: 1010,
  WRONG_ROOT_OWNER: 1020,
  WRONG_WALLET_OWNER: 1021,
  WRONG_RECIPIENT: 1030,
  WRONG_AMOUNT: 1050,
  NOT_ENOUGH_BALANCE: 1060,
  SENDER_IS_NOT_VALID_WALLET: 1100,
  LOW_GAS_VALUE: 2000,
  MINT_DISABLED: 2100,
  BURN_DISABLED: 2200,
  BURN_BY_ROOT_DISABLED: 2210,
} as const;

export const TokenGas = {
  TARGET_ROOT_BALANCE: TYCHO,
  TARGET_WALLET_BALANCE: TYCHO / 10n,
} as const;

export const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);

/** Init params of a wallet: its root and owner, plus the root-wide extras (the vault for the wrapped token). */
export const walletInit = (root: string, owner: string, extra: Record<string, unknown> = {}) => ({
  ...extra,
  root,
  owner,
});

export const big = (v: unknown): bigint => BigInt(v as string);
export const str = (v: unknown): string => String(v);
