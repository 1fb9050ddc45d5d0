/**
 * Response headers of the APIs. Kept apart from the schemas so that the web's boot code can name them without loading
 * zod (`@tycho/api/headers`).
 */

/** The chain's time (unix seconds) when the server answered: every `/api/` answer carries it. */
export const CHAIN_TIME_HEADER = 'x-chain-time';
