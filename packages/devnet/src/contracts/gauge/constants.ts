/** Gauge constants: error codes (dao `libraries/Errors.tsol`), scales and gas values (dao `libraries/Gas.tsol`). */
import { TYCHO } from '../../engine/constants';

export const GaugeErrors = {
  NOT_OWNER: 1000,
  LOW_MSG_VALUE: 1004,
  BAD_INPUT: 1005,
  BAD_SENDER: 1007,
  CANT_BE_INITIALIZED: 2001,
  NOT_GAUGE_ACCOUNT: 4000,
  NOT_FACTORY: 4001,
  BAD_REWARD_ROUNDS_INPUT: 4002,
  BAD_FARM_END_TIME: 4003,
  CANT_WITHDRAW_UNCLAIMED_ALL: 4004,
  BAD_VESTING_SETUP: 4005,
  BAD_DEPOSIT_TOKEN: 4006,
  BAD_REWARD_TOKENS_INPUT: 4007,
  BAD_LOCK_SETUP: 4008,
  NOT_GAUGE: 5000,
} as const;

/** Accumulators are scaled by 10^18. */
export const SCALE = 10n ** 18n;
/** Boosts are per-mille: 1000 = ×1. */
export const BOOST_BASE = 1000n;
/** At most this many QUBE rounds are kept. */
export const MAX_QUBE_ROUNDS = 10;
/** Longest allowed max lock (10 years). */
export const MAX_LOCK_LIMIT = 10 * 365 * 86_400;

export const GaugeGas = {
  /** deposit / withdraw / claim minimum: 6 + 0.5 per extra reward token (the contract's figure). */
  minGas: (nExtra: number) => 6n * TYCHO + (BigInt(nExtra) * TYCHO) / 2n,
  /** GaugeAccount `calculateMinGas`: 1.5 + 0.01 per locked deposit + 0.5 per extra reward token. */
  accountMinGas: (lockedDeposits: number, nExtra: number) =>
    (TYCHO * 3n) / 2n + (TYCHO / 100n) * BigInt(lockedDeposits) + (TYCHO / 2n) * BigInt(nExtra),
  /** `withdrawUnclaimed` minimum: 1.5 + 0.5 per id (Gas.MIN_MSG_VALUE + TOKEN_TRANSFER_VALUE·n). */
  withdrawUnclaimed: (ids: number) => (TYCHO * 3n) / 2n + (TYCHO / 2n) * BigInt(ids),
  /** What the gauge keeps on its balance. */
  GAUGE_RESERVE: TYCHO,
  /** What an account keeps on its balance. */
  ACCOUNT_RESERVE: (TYCHO * 3n) / 10n,
  /** Value an account is deployed with. */
  DEPLOY_ACCOUNT: (TYCHO * 7n) / 10n,
  /** Token transfers sent by the gauge carry this much. */
  TRANSFER: TYCHO / 2n,
  DEPLOY_WALLET_VALUE: TYCHO / 10n,
  /** Value of the account's small calls back to the gauge (burn of expired boost, pool debt). */
  CALLBACK: TYCHO / 5n,
  /** Value attached to a wallet deployment request to a root. */
  DEPLOY_WALLET_GAS: TYCHO / 5n,
  /** The gauge's `onGaugeDeploy` call to its factory. */
  FACTORY_CALLBACK: TYCHO / 10n,
  /** Factory `deployGauge` minimum (Gas.GAUGE_DEPLOY_VALUE) plus this per extra reward token. */
  GAUGE_DEPLOY_VALUE: 4n * TYCHO,
  TOKEN_WALLET_DEPLOY_VALUE: TYCHO / 2n,
  /** Of the deploy value, what the factory does not pass to the new gauge (its setup calls and gas). */
  FACTORY_RESERVE: TYCHO,
  /** Each setup call the factory sends the new gauge. */
  SETUP_CALL: TYCHO / 10n,
} as const;

export const GAUGE_KIND = 'Gauge';
export const GAUGE_ACCOUNT_KIND = 'GaugeAccount';
