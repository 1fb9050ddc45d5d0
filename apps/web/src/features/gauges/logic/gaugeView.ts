import type { GaugeItem } from '@tycho/api';
import { gaugeMaxBoosts, type GaugeMaxBoosts } from '@tycho/dex-math';

/** A gauge's display name: its pool's token symbols ("QUBE/USDT"), or the LP root when the pool is unknown. */
export function gaugeName(gauge: Pick<GaugeItem, 'poolTokens' | 'depositTokenRoot'>): string {
  const symbols = gauge.poolTokens.map((t) => t.tokenSymbol).filter(Boolean);
  return symbols.length ? symbols.join('/') : `${gauge.depositTokenRoot.slice(0, 8)}…`;
}

/** Max lock in whole days (the API gives seconds). */
export const lockDays = (seconds: number) => Math.floor(seconds / 86_400);

/** A listed gauge's highest multipliers: its lock's at the max lock (×1 without a lock), veQUBE's, their total. */
export function itemMaxBoosts(gauge: Pick<GaugeItem, 'maxBoost' | 'maxLockTime' | 'hasQubeReward'>): GaugeMaxBoosts {
  return gaugeMaxBoosts(Math.round(gauge.maxBoost * 1000), gauge.maxLockTime, gauge.hasQubeReward);
}

export { multiplierText } from '@/shared/gauges/multiplier';

/**
 * The gauge's pool and reward tokens that the active token list does not hold (spec 7: non-whitelisted tokens get a
 * warning to research first), by symbol (the short root when the API has none); none while the list loads.
 */
export function unlistedSymbols(
  tokens: readonly { tokenRoot: string; tokenSymbol: string }[],
  listed: readonly { address: string }[] | undefined,
): string[] {
  if (!listed) return [];
  const known = new Set(listed.map((t) => t.address.toLowerCase()));
  const seen = new Set<string>();
  return tokens
    .filter((t) => !known.has(t.tokenRoot.toLowerCase()))
    .filter((t) => !seen.has(t.tokenRoot.toLowerCase()) && seen.add(t.tokenRoot.toLowerCase()))
    .map((t) => t.tokenSymbol || `${t.tokenRoot.slice(0, 8)}…`);
}
