/** DEX-wide constants: operation codes of payloads, error codes, gas values, pool models and the LP naming rule. */
import { DexPoolType, type DexPoolTypeValue } from '@tycho/abi';
import { TYCHO } from '../../engine/constants';

/** DexOperationTypes of the FlatQube contracts (first byte of a payload), plus the devnet's internal ones. */
export const DexOp = {
  EXCHANGE_V2: 6,
  DEPOSIT_LIQUIDITY_V2: 7,
  WITHDRAW_LIQUIDITY_V2: 8,
  WITHDRAW_LIQUIDITY_ONE_COIN: 5,
  CROSS_PAIR_EXCHANGE_V2: 9,
  /** Devnet-internal, pool → previous pool: undo your hop, the route failed further on. */
  REVERT_CROSS_EXCHANGE: 250,
} as const;

/** DexErrors codes used by the models (same numbers as the contracts where they have one). */
export const DexErrors = {
  NOT_MY_OWNER: 100,
  NOT_ROOT: 101,
  NOT_ACTIVE: 102,
  NOT_POOL: 103,
  NOT_ACCOUNT: 104,
  NOT_TOKEN_ROOT: 105,
  WRONG_PAIR: 106,
  VALUE_TOO_LOW: 107,
  AMOUNT_TOO_LOW: 108,
  POOL_ALREADY_EXISTS: 111,
  NOT_ENOUGH_FUNDS: 112,
  WRONG_TOKEN_ROOT: 113,
  UNKNOWN_POOL: 114,
  INVALID_NEXT_STEPS: 115,
  OPERATION_CANCELLED: 116,
} as const;

/** The devnet model (contract kind) of each pool type. */
export const POOL_MODEL: Record<DexPoolTypeValue, string> = {
  [DexPoolType.ConstantProduct]: 'DexPair',
  [DexPoolType.StableSwap]: 'DexStablePair',
  [DexPoolType.StablePool]: 'DexStablePool',
};

/** Gas values (flat devnet fees make them generous rather than exact). */
export const DexGas = {
  /** Minimum value attached to DexRoot.deployPair / deployStablePool. */
  DEPLOY_POOL: 5n * TYCHO,
  /** Minimum value attached to DexRoot.deployAccount. */
  DEPLOY_ACCOUNT: 2n * TYCHO,
  /** What a pool and a DEX account keep on their balance. */
  TARGET_BALANCE: TYCHO,
  /** Value attached to a token wallet deployment request and to a wallet transfer sent by the DEX. */
  DEPLOY_WALLET_GAS: TYCHO / 5n,
  DEPLOY_WALLET_VALUE: TYCHO / 10n,
  TRANSFER: TYCHO / 5n,
  /** Value of a query to a token root (decimals, symbol). */
  QUERY: TYCHO / 20n,
  /** Value attached to the LP root deployment. */
  DEPLOY_LP_ROOT: TYCHO,
  /** Value of a callback to the user's wallet. */
  CALLBACK: TYCHO / 100n,
  /** Minimum gas a pool needs to run an operation (below it the tokens are returned). */
  OPERATION_MIN: TYCHO / 2n,
} as const;

export const LP_DECIMALS_PAIR = 9;
export const LP_DECIMALS_POOL = 9;

/** LP token naming: name "FlatQube LP USDT-USDC", symbol "FlatQube-LP-USDT-USDC". */
export const lpName = (symbols: string[]) => `FlatQube LP ${symbols.join('-')}`;
export const lpSymbol = (symbols: string[]) => `FlatQube-LP-${symbols.join('-')}`;

/** Token roots in the canonical (sorted) order: the order of a pool's tokens and part of its address. */
export const sortRoots = (roots: string[]) => [...roots].sort();

/**
 * Every pool (pair, stable pair, stable pool) lives at the address of the platform `DexPool` for its root and
 * sorted token roots, whatever its kind, like the real DexPlatform: anyone can compute a pool's address from its
 * tokens, and one set of tokens has one pool.
 */
export const poolInit = (dexRoot: string, roots: string[]) => ({ root: dexRoot, roots: sortRoots(roots) });
export const POOL_PLATFORM = 'DexPool';
export const accountInit = (dexRoot: string, owner: string) => ({ root: dexRoot, owner });
export const ACCOUNT_KIND = 'DexAccount';

export const VERSION = 1;
