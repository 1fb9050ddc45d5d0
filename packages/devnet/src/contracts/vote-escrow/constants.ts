/** VoteEscrow constants: error codes (dao `libraries/Errors.tsol`) and gas values (dao `libraries/Gas.tsol`). */
import { TYCHO } from '../../engine/constants';

export const VE_KIND = 'VoteEscrow';
export const VE_ACCOUNT_KIND = 'VoteEscrowAccount';

export const VeErrors = {
  NOT_OWNER: 1000,
  NOT_ACTIVE: 1001,
  LOW_MSG_VALUE: 1004,
  BAD_INPUT: 1005,
  NOT_VOTE_ESCROW: 1006,
  CANT_BE_INITIALIZED: 2001,
  ALREADY_INITIALIZED: 2002,
  NOT_INITIALIZED: 2003,
  LAST_EPOCH: 2004,
  TOO_EARLY_FOR_VOTING: 2005,
  VOTING_NOT_STARTED: 2007,
  VOTING_ENDED: 2008,
  GAUGE_NOT_WHITELISTED: 2009,
  MAX_GAUGES_PER_VOTE: 2010,
  LOW_DISTRIBUTION_BALANCE: 2012,
  ALREADY_VOTED: 3001,
  NOT_ACCOUNT: 3002,
  /** `onlyOwnerOrDao` (VoteEscrowHelpers): neither the owner nor the DAO root. */
  NOT_DAO_ROOT: 3003,
  /** TVM exit code of a division by zero (`calculateGasForEndVoting` divides by gaugeMinVotesRatio). */
  DIVISION_BY_ZERO: 4,
} as const;

/** Deposit payload types (`VoteEscrowStorage.tsol`). */
export const PayloadType = { DEPOSIT: 0, WHITELIST: 1, DISTRIBUTION: 2 } as const;

export const VeGas = {
  /** Minimum value of a deposit, whitelisting, withdraw or start of voting (1.5 EVER). */
  MIN_MSG_VALUE: (TYCHO * 3n) / 2n,
  /** Per gauge of a vote (0.02 · maxGaugesPerVote on top of the minimum). */
  PER_VOTE_GAUGE: TYCHO / 50n,
  /** What the root keeps on its balance. */
  ROOT_RESERVE: 5n * TYCHO,
  /** What an account keeps on its balance. */
  ACCOUNT_RESERVE: TYCHO / 10n,
  /** Value of each QUBE transfer the root sends (refunds, withdrawals, distributions). */
  TRANSFER: TYCHO / 2n,
  DEPLOY_WALLET_VALUE: TYCHO / 10n,
  DEPLOY_WALLET_GAS: TYCHO / 5n,
  /** Account min gas: 1.5 + 0.01 per active deposit (`calculateMinGas`). */
  accountMinGas: (activeDeposits: number) => (TYCHO * 3n) / 2n + (TYCHO / 100n) * BigInt(activeDeposits),
  /** endVoting: 1.5 + (⌊n/35⌋+1)·1.6 + 0.7·min(⌊10000/minRatio⌋+1, n) (`calculateGasForEndVoting`). */
  endVoting: (gaugesNum: number, minRatio: number) =>
    (TYCHO * 3n) / 2n +
    BigInt(Math.floor(gaugesNum / 35) + 1) * ((TYCHO * 16n) / 10n) +
    ((TYCHO * 7n) / 10n) * BigInt(Math.min(Math.floor(10_000 / minRatio) + 1, gaugesNum)),
} as const;

/** Ratios and the scheme are in basis points. */
export const BPS = 10_000n;
/** The deposit key: (unlock time)·100 + a free index, so the map is sorted by unlock time. */
export const DEPOSIT_KEY_SCALE = 100;
