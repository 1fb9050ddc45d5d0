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
