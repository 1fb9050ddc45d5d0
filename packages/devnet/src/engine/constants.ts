/** Network-wide constants of the devnet. */

/** 1 TYCHO in nano-units. */
export const TYCHO = 1_000_000_000n;
/** Flat fee charged per transaction of a deployed account (0.01 TYCHO), credited to the fee collector. */
export const TRANSACTION_FEE = 10_000_000n;
/** The whole native supply, created at genesis on the giver. */
export const GENESIS_SUPPLY = 1_000_000_000n * TYCHO;
/** Chain time of genesis: 2026-10-01T00:00:00Z. */
export const GENESIS_TIME = Date.UTC(2026, 9, 1) / 1000;
/**
 * The chain clock's horizon: 2101-01-01T00:00:00Z. TVM block time (`now`) is a uint32 that ends on 2106-02-07, and
 * contracts store `now` plus durations of up to 4 years (vote-escrow locks) in uint32 fields; the clock stops five
 * years before. Everything the network and the read model store is 64-bit (migration 0012), so the bound is the
 * contracts', not the database's.
 */
export const CHAIN_TIME_HORIZON = Date.UTC(2101, 0, 1) / 1000;

/** Message flags (TokenMsgFlag). */
export const Flag = {
  SENDER_PAYS_FEES: 1,
  IGNORE_ERRORS: 2,
  REMAINING_GAS: 64,
  ALL_NOT_RESERVED: 128,
} as const;

/** Exit codes the engine itself produces. */
export const ExitCode = {
  /** Constructor called on an already deployed account. */
  ALREADY_DEPLOYED: 51,
  /** No function with the body's id (TON-Solidity: wrong function id). */
  WRONG_FUNCTION_ID: 60,
  /** Action phase: not enough funds for the outbound messages (result code). */
  NOT_ENOUGH_FUNDS: 37,
  /** A model threw something that is not a ContractError (a devnet bug); the transaction aborts. */
  INTERNAL_ERROR: 9999,
} as const;

/** runLocal codes: the account is not deployed / the method is unknown to its model / the input does not fit. */
export const RunLocalCode = {
  NOT_DEPLOYED: -1,
  UNKNOWN_METHOD: 60,
  /** The input does not match the method's ABI inputs (cell underflow in real TVM). */
  BAD_INPUT: 9,
} as const;
