/**
 * Lock boost of a gauge deposit, as the Gauge contract computes it (`calculateBoostedAmount`, reference
 * farming-gauges.md §2.2): per-mille boost = 1000 + floor((maxBoost − 1000)·min(lock, maxLock)/maxLock), boosted =
 * floor(amount·boost/1000); no boost when the gauge allows no lock. The calculator's figures build on it.
 */
export const BOOST_BASE = 1000;
export const DAY_SECONDS = 86_400;
export const YEAR_SECONDS = 365 * DAY_SECONDS;

/** Lock presets of the deposit form and the calculator, seconds (days and years, spec section 3). */
export const LOCK_PRESETS_DAYS = [0, 7, 30, 90, 180, 365, 730, 1460] as const;

/** Per-mille boost of a lock of `lockSeconds` on a gauge with per-mille `maxBoost` and `maxLockTime` seconds. */
export function lockBoost(lockSeconds: number, maxBoost: number, maxLockTime: number): number {
  if (maxLockTime <= 0 || maxBoost <= BOOST_BASE || lockSeconds <= 0) return BOOST_BASE;
  const lock = Math.min(Math.floor(lockSeconds), maxLockTime);
  return BOOST_BASE + Number((BigInt(maxBoost - BOOST_BASE) * BigInt(lock)) / BigInt(maxLockTime));
}

/** The amount the contract adds to the boosted supply for a deposit of `amount` (smallest units). */
export function boostedAmount(amount: bigint, boost: number): bigint {
  return (amount * BigInt(boost)) / BigInt(BOOST_BASE);
}

/** Seconds of a typed lock in days, or -1 when it is not a whole non-negative number of days. */
export function lockSecondsOf(daysText: string): number {
  const days = Number(daysText);
  return daysText.trim() !== '' && Number.isInteger(days) && days >= 0 ? days * DAY_SECONDS : -1;
}

/** Locks longer than the gauge's maximum are refused by the contract (DepositRevert). */
export function lockAllowed(lockSeconds: number, maxLockTime: number): boolean {
  return Number.isInteger(lockSeconds) && lockSeconds >= 0 && lockSeconds <= maxLockTime;
}

/** Whether `amount` can be withdrawn now: only the unlocked part of the balance (the contract answers WithdrawRevert). */
export function withdrawCheck(
  amount: bigint,
  balance: bigint,
  lockedBalance: bigint,
): 'ok' | 'zero' | 'locked' | 'balance' {
  if (amount <= 0n) return 'zero';
  if (amount > balance) return 'balance';
  if (amount > balance - lockedBalance) return 'locked';
  return 'ok';
}
