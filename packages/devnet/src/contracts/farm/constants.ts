/** Old farming constants: error codes (yf `contracts/v3/base/EverFarmPoolBase.sol` errors) and gas values. */
import { TYCHO } from '../../engine/constants';

export const FarmErrors = {
  NOT_OWNER: 101,
  NOT_TOKEN_WALLET: 103,
  LOW_DEPOSIT_MSG_VALUE: 104,
  NOT_USER_DATA: 105,
  ZERO_AMOUNT_INPUT: 107,
  LOW_WITHDRAW_MSG_VALUE: 108,
  BAD_REWARD_TOKENS_INPUT: 111,
  NOT_FABRIC: 112,
  BAD_REWARD_ROUNDS_INPUT: 114,
  BAD_FARM_END_TIME: 115,
  BAD_VESTING_SETUP: 116,
  CANT_WITHDRAW_UNCLAIMED_ALL: 117,
  LOW_MSG_VALUE: 118,
  /** UserData: the caller is not its farm pool. */
  NOT_FARM_POOL: 101,
} as const;

export const FARM_FABRIC_KIND = 'FarmFabric';
export const FARM_POOL_KIND = 'FarmPool';
export const FARM_USER_DATA_KIND = 'FarmUserData';

export const FarmGas = {
  /** Fabric `deployFarmPool` minimum (error 104). The app attaches 7 (spec §9); nothing comes back. */
  POOL_DEPLOY_VALUE: 5n * TYCHO,
  /** Deposit, withdraw and claim minimum: 1 + 1 per reward token. */
  actionValue: (nReward: number) => TYCHO + BigInt(nReward) * TYCHO,
  /** Owner calls (rounds, end time, unclaimed withdrawals). */
  OWNER_CALL: TYCHO / 2n,
  POOL_RESERVE: TYCHO,
  USER_DATA_RESERVE: TYCHO / 10n,
  USER_DATA_DEPLOY: TYCHO / 5n,
  TRANSFER: TYCHO / 2n,
  DEPLOY_WALLET_VALUE: TYCHO / 10n,
  DEPLOY_WALLET_GAS: TYCHO / 5n,
  CALLBACK: (TYCHO * 3n) / 10n,
  FABRIC_CALLBACK: TYCHO / 10n,
} as const;
