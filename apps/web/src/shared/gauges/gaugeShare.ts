import { decimalToString } from '@tycho/units';

/** Digits of a share percent (spec 9: share percent precision 8 decimals). */
export const GAUGE_SHARE_DECIMALS = 8;

/** The user's share of the LP a gauge holds, percent rounded down to 8 decimals ('0' for an empty gauge). */
export function gaugeSharePercent(userLp: bigint, gaugeLp: bigint): string {
  if (gaugeLp <= 0n || userLp <= 0n) return '0';
  const units = (userLp * 100n * 10n ** BigInt(GAUGE_SHARE_DECIMALS)) / gaugeLp;
  return decimalToString({ units, scale: GAUGE_SHARE_DECIMALS });
}
