/**
 * A wallet balance as a form shows it (spec 8: balance load errors set the displayed balance to 0): the value read,
 * '0' once the read failed (after its retries), undefined while it is being read (never a made-up 0 meanwhile).
 */
export function balanceOrZero(read: { data?: string; isError: boolean }): string | undefined {
  return read.data ?? (read.isError ? '0' : undefined);
}
