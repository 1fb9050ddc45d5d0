/** Governance constants: kinds, error codes (dao `libraries/DaoErrors.tsol`, `Errors.tsol`) and gas values. */
import { TYCHO } from '../../engine/constants';

export const DAO_ROOT_KIND = 'DaoRoot';
export const PROPOSAL_KIND = 'Proposal';

export const DaoErrors = {
  NOT_ADMIN: 101,
  NOT_PROPOSAL: 105,
  NOT_ACCOUNT: 106,
  NOT_PROPOSER: 108,
  TOO_MANY_ACTIONS: 110,
  NO_ACTIONS: 111,
  LOW_VALUE: 112,
  DESCRIPTION_TOO_LONG: 113,
  WRONG_CONFIG: 120,
  NOT_SUCCEEDED: 140,
  NOT_QUEUED: 141,
  TOO_EARLY: 143,
  NOT_PENDING: 144,
  /** Errors.NOT_DAO_ROOT (the VE account's `onlyDaoRoot`). */
  NOT_DAO_ROOT: 3003,
  ALREADY_VOTED: 3001,
  REASON_TOO_LONG: 3004,
  UNKNOWN_PROPOSAL: 3006,
  CANNOT_UNLOCK: 3007,
} as const;

export const MAX_ACTIONS = 10;
export const MAX_DESCRIPTION_BYTES = 4096;
export const MAX_REASON_BYTES = 512;

export const DaoGas = {
  /** propose: 10 EVER on top of the actions' values. */
  PROPOSE: 10n * TYCHO,
  /** Per TON action and per ETH action (calcTonActionsValue, calcEthActionsValue). */
  PER_ACTION: TYCHO / 2n,
  /** Event deploy value per distinct ETH chain id (deployEventValue). */
  DEPLOY_EVENT: TYCHO,
  ROOT_RESERVE: 5n * TYCHO,
  /** What a proposal keeps after execute (0.2) and after cancel (1). */
  PROPOSAL_KEEP: TYCHO / 5n,
  CANCEL_KEEP: TYCHO,
  /** Sent by queue with the proposer's unlock. */
  UNLOCK: TYCHO / 10n,
  /** Per proposal of tryUnlockCastedVotes (0.2·n + 1 EVER at least). */
  PER_CASTED_UNLOCK: TYCHO / 5n,
  CASTED_UNLOCK_BASE: TYCHO,
  /** tryUnlockVoteTokens in the account. */
  VOTE_TOKENS_UNLOCK: TYCHO / 2n,
} as const;

/** Proposal configuration (DaoRoot `proposalConfiguration`, copied into each proposal). */
export interface ProposalConfig {
  votingDelay: number;
  votingPeriod: number;
  quorumVotes: bigint;
  timeLock: number;
  threshold: bigint;
  gracePeriod: number;
}
