import { isAddress } from './address';

/**
 * Kinds of route parameters (spec 2.1): an address ("0:" + 64 hex) or a non-negative integer written in base 10.
 * The swap screen checks its own token parameters (it shows the card with a message, never page-not-found).
 */
export type ParamKind = 'address' | 'int';

export const COMBINED_SWAP = 'combined';

/** Parse a base-10 non-negative integer parameter; null when it is not one. */
export function parseIntParam(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const n = Number.parseInt(value, 10);
  return Number.isSafeInteger(n) ? n : null;
}

export function isValidParam(kind: ParamKind, value: string): boolean {
  switch (kind) {
    case 'address':
      return isAddress(value);
    case 'int':
      return parseIntParam(value) !== null;
  }
}

/** Every declared parameter that is present must be valid; absent optional ones are fine. */
export function areParamsValid(
  kinds: Readonly<Record<string, ParamKind>> | undefined,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  if (!kinds) return true;
  return Object.entries(kinds).every(([name, kind]) => {
    const value = params[name];
    return value === undefined || isValidParam(kind, value);
  });
}
