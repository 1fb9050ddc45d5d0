/** Wallet errors as the extension reports them (everscale-inpage-provider error codes). */

/** The extension's code for "rejected by user". */
export const REJECTED_BY_USER = 3;

/** The user rejected the message in the wallet (code 3, or an extension that only words it). */
export function isRejection(error: unknown): boolean {
  if ((error as { code?: unknown } | null)?.code === REJECTED_BY_USER) return true;
  const text = String((error as { message?: unknown } | null)?.message ?? error).toLowerCase();
  return /reject|cancel|denied|declin/.test(text);
}

/** A readable message of any thrown value. */
export function errorText(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : String(error);
}
