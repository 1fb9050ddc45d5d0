/**
 * Token decimals never come from a default: a value is either known (an integer the token root, the token list
 * or the API gave) or unknown, which callers show as loading. TIP-3 stores decimals as uint8.
 */
export type Decimals = number;

/** True for a usable decimals value: an integer from 0 to 255. */
export function isDecimals(value: unknown): value is Decimals {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255;
}

/**
 * The first usable decimals among the sources, in order of trust (say the token root's answer, then the token
 * list, then the API); undefined when none is known. Never guesses.
 */
export function resolveDecimals(...sources: readonly unknown[]): Decimals | undefined {
  for (const source of sources) if (isDecimals(source)) return source;
  return undefined;
}
