/**
 * The gauge creation form (spec section 3, "Gauge creation and lock-and-boost"), checked as the factory and the
 * gauge would check it (reference farming-gauges.md §2.2, §2.7, §3): the deposit token is not QUBE (4006), no extra
 * reward token is QUBE (4007) nor repeated, the max lock is at most 10 years and the max boost at least ×1 (4008),
 * each extra token's vesting has a ratio of 0–100 % and its period and ratio are both 0 or both above 0 (4005).
 * The gauge is deployed with `deployGauge` and 5 + 0.5 TYCHO per extra reward token (the real front end's figure).
 */
import { isAddress } from '@/shared/lib/address';
import { DAY_SECONDS } from './boost';

export const MAX_LOCK_DAYS = 3650;
/** The lock period before the owner may withdraw unspent extra rewards (the real front end's 30 days). */
export const WITHDRAW_ALL_LOCK_DAYS = 30;

export interface CreateGaugeForm {
  depositRoot: string;
  /** Boost activation: without it the gauge takes no lock (max lock 0, boost ×1). */
  boost: boolean;
  maxBoostText: string;
  maxLockDaysText: string;
  rewardRoots: string[];
  /** Vesting of each extra reward token, by index of `rewardRoots` (missing: none). */
  rewardVesting?: RewardVestingForm[];
}

export interface RewardVestingForm {
  /** Vesting period in whole days. */
  daysText: string;
  /** Share of each reward that vests, percent (0–100, steps of 0.1). */
  percentText: string;
}

export const noVesting = (): RewardVestingForm => ({ daysText: '0', percentText: '0' });

export type CreateGaugeProblem =
  | 'depositRoot'
  | 'depositIsQube'
  | 'maxBoost'
  | 'maxLock'
  | 'rewardRoot'
  | 'rewardIsQube'
  | 'rewardRepeated'
  | 'vestingPeriod'
  | 'vestingRatio'
  | 'vestingPair';

/** Longest vesting period the contract's uint32 seconds hold, in days. */
export const MAX_VESTING_DAYS = 49_710;

export interface DeployGaugeParams {
  depositRoot: string;
  /** Per mille, as the contract holds it. */
  maxBoost: number;
  maxLockTime: number;
  rewardRoots: string[];
  /** Seconds, one per extra reward token (0: no vesting). */
  vestingPeriods: number[];
  /** Per mille, one per extra reward token. */
  vestingRatios: number[];
  withdrawAllLockPeriod: number;
}

export const emptyCreateGaugeForm = (): CreateGaugeForm => ({
  depositRoot: '',
  boost: true,
  maxBoostText: '2',
  maxLockDaysText: '365',
  rewardRoots: [],
});

/** One token's vesting as the contract takes it (period in seconds, ratio per mille), or its problems. */
export function checkVesting(v: RewardVestingForm): { problems: CreateGaugeProblem[]; period: number; ratio: number } {
  const days = Number(v.daysText.trim() || '0');
  const percent = Number(v.percentText.trim() || '0');
  const problems: CreateGaugeProblem[] = [];
  if (!Number.isInteger(days) || days < 0 || days > MAX_VESTING_DAYS) problems.push('vestingPeriod');
  const ratio = Math.round(percent * 10);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(percent * 10 - ratio) > 1e-9)
    problems.push('vestingRatio');
  if (!problems.length && (days === 0) !== (ratio === 0)) problems.push('vestingPair');
  return { problems, period: days * DAY_SECONDS, ratio };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The form's problems (none: ready) and, when ready, the factory call's parameters. */
export function checkCreateGauge(
  form: CreateGaugeForm,
  qubeRoot: string | undefined,
): { problems: CreateGaugeProblem[]; params?: DeployGaugeParams } {
  const problems: CreateGaugeProblem[] = [];
  const deposit = form.depositRoot.trim();
  if (!isAddress(deposit)) problems.push('depositRoot');
  else if (qubeRoot && same(deposit, qubeRoot)) problems.push('depositIsQube');
  const boostX = Number(form.maxBoostText);
  const days = Number(form.maxLockDaysText);
  const maxBoost = Math.round(boostX * 1000);
  if (form.boost && (!Number.isFinite(boostX) || boostX < 1 || maxBoost > 4_294_967_295)) problems.push('maxBoost');
  if (form.boost && (!Number.isInteger(days) || days < 1 || days > MAX_LOCK_DAYS)) problems.push('maxLock');
  const roots = form.rewardRoots.map((r) => r.trim());
  if (roots.some((r) => !isAddress(r))) problems.push('rewardRoot');
  if (qubeRoot && roots.some((r) => same(r, qubeRoot))) problems.push('rewardIsQube');
  if (new Set(roots.map((r) => r.toLowerCase())).size !== roots.length) problems.push('rewardRepeated');
  const vesting = roots.map((_, i) => checkVesting(form.rewardVesting?.[i] ?? noVesting()));
  for (const p of new Set(vesting.flatMap((v) => v.problems))) problems.push(p);
  if (problems.length) return { problems };
  return {
    problems,
    params: {
      depositRoot: deposit,
      maxBoost: form.boost ? maxBoost : 1000,
      maxLockTime: form.boost ? days * DAY_SECONDS : 0,
      rewardRoots: roots,
      vestingPeriods: vesting.map((v) => v.period),
      vestingRatios: vesting.map((v) => v.ratio),
      withdrawAllLockPeriod: WITHDRAW_ALL_LOCK_DAYS * DAY_SECONDS,
    },
  };
}

/** Coin attached to `deployGauge`: 5 + 0.5 per extra reward token (the factory needs 4 + 0.5 each; the rest returns). */
export function createGaugeValue(extraTokens: number): bigint {
  return 5_000_000_000n + 500_000_000n * BigInt(extraTokens);
}
