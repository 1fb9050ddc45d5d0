/**
 * The lock form (reference section 1): veQUBE = ⌊amount · min(lock, maxLock) / maxLock⌋, constant until the
 * deposit expires; a lock must lie within the vote escrow's [min, max] (seconds); presets in days.
 */
export const DAY_SECONDS = 86_400;
/** Period presets in days; only those within the vote escrow's limits are offered. */
export const LOCK_PRESET_DAYS = [7, 14, 30, 90, 180, 365, 730, 1460] as const;

export function vePreview(amount: bigint, lockSeconds: number, maxLock: number): bigint {
  if (maxLock <= 0 || lockSeconds <= 0 || amount <= 0n) return 0n;
  return (amount * BigInt(Math.min(lockSeconds, maxLock))) / BigInt(maxLock);
}

/** Whole days typed in the form as seconds; null for anything but a positive whole number. */
export function lockSecondsOfDays(text: string): number | null {
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const days = Number(text.trim());
  return days > 0 ? days * DAY_SECONDS : null;
}

export function presetsWithin(minLock: number, maxLock: number): number[] {
  return LOCK_PRESET_DAYS.filter((d) => d * DAY_SECONDS >= minLock && d * DAY_SECONDS <= maxLock);
}

export type LockProblem = 'amount' | 'balance' | 'period' | undefined;

/** Why the lock cannot be sent, if it cannot (amount not positive, above the balance, period outside the limits). */
export function lockProblem(args: {
  amount: bigint | null;
  balance: bigint;
  lockSeconds: number | null;
  minLock: number;
  maxLock: number;
}): LockProblem {
  if (args.amount === null || args.amount <= 0n) return 'amount';
  if (args.amount > args.balance) return 'balance';
  if (args.lockSeconds === null || args.lockSeconds < args.minLock || args.lockSeconds > args.maxLock) return 'period';
  return undefined;
}

/** A deposit's end (unix seconds) and whether it still locks its tokens. */
export function depositEnd(createdAt: number, lockTime: number): number {
  return createdAt + lockTime;
}

/**
 * A deposit as its owner has it now: Active while its lock runs; once expired it gives no voting power any more
 * (its veQUBE is burned at the account's next sync, reference trap 1) and waits to be unlocked.
 */
export function depositNow(
  d: { createdAt: number; lockTime: number; isLocked: boolean; veAmount: string },
  now: number,
) {
  const end = depositEnd(d.createdAt, d.lockTime);
  const active = d.isLocked && end > now;
  return { end, active, power: active ? BigInt(d.veAmount) : 0n };
}

/** Spec 9: the vote token (QUBE) has 9 decimals; a visitor, who cannot read the token on chain, sees amounts in them. */
export const VOTE_TOKEN_DECIMALS = 9;
