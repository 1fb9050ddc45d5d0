/**
 * Coin attached to each contract action, native coin smallest units (one place: the pages that manage a thing and
 * the portfolio's shortcuts send the same). What the contract does not spend comes back.
 */
const COIN = 1_000_000_000n;
const DAO_BASE = (COIN * 3n) / 2n;

/** A gauge deposit, withdraw or claim: the contract's minimum 6 + 0.5 per extra reward token, plus 1 for the transfer. */
export const gaugeActionValue = (extraTokens: number): bigint => 7n * COIN + (COIN / 2n) * BigInt(extraTokens);

/** A gauge owner's reward deposit, new reward round or farm end: the gauge keeps its reserve and returns the rest. */
export const gaugeOwnerValue = 2n * COIN;

/**
 * An old farm pool's deposit, withdraw or claim: the pool needs 1 + 1 per reward token after the token wallet's own
 * gas, so 2 + 1 per reward token (as the seed does).
 */
export const farmActionValue = (rewardTokens: number): bigint => 2n * COIN + COIN * BigInt(rewardTokens);

/** The vote escrow's actions (DAO reference section 5); minGas is the member account's calculateMinGas. */
export const daoActionValue = {
  /** 1.5 + minGas; a member without an account yet pays the account's base 1.5. */
  lock: (minGas: bigint) => DAO_BASE + (minGas > 0n ? minGas : DAO_BASE),
  unlock: (minGas: bigint) => DAO_BASE + minGas,
  /** 1.5 + 0.02·maxGaugesPerVote + minGas. */
  vote: (maxGaugesPerVote: number, minGas: bigint) => DAO_BASE + (COIN / 50n) * BigInt(maxGaugesPerVote) + minGas,
  /** The front end sends 3 with a whitelisting. */
  whitelist: () => 3n * COIN,
};

/** Limit orders (FlatQube front end): root creation 5, order creation 6 (+0.5 for the wallet), fill 6, cancel 1. */
export const LimitGas = {
  CREATE_ROOT: 5n * COIN,
  CREATE_ORDER: 6n * COIN,
  CREATE_ORDER_DEPLOY_WALLET: COIN / 2n,
  FILL: 6n * COIN,
  CANCEL: COIN,
} as const;

/** Unlocking casted proposal votes (tryUnlockCastedVotes): the larger of 11 and 0.2 per proposal + 1.5 EVER. */
export function unlockCastedValue(count: number): bigint {
  const perProposal = (COIN / 5n) * BigInt(count) + (COIN * 3n) / 2n;
  return perProposal > 11n * COIN ? perProposal : 11n * COIN;
}
