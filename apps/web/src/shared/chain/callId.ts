/**
 * The one call id helper (spec section 9: "The call id is a random integer below 100000"). The contracts carry it
 * back in their events and callbacks, so the app tells its own answer from others'. `random` is injectable for tests.
 */
export const CALL_ID_LIMIT = 100_000;

/**
 * The swap's id is wider: the server keeps every user's swaps and answers a swap's status by its id alone, so the
 * ids of different users must not meet (uint64 on chain; 2^48 stays a safe JavaScript integer).
 */
export const WIDE_CALL_ID_LIMIT = 2 ** 48;

/** A random integer in [0, limit). */
export function newCallId(random: () => number = Math.random, limit: number = CALL_ID_LIMIT): number {
  return Math.floor(random() * limit);
}
