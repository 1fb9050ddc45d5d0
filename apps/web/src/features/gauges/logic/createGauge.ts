/**
 * The gauge creation form (spec section 3, "Gauge creation and lock-and-boost"), checked as the factory and the
 * gauge would check it (reference farming-gauges.md §2.2, §2.7, §3): the deposit token is not QUBE (4006), no extra
 * reward token is QUBE (4007) nor repeated, the max lock is at most 10 years and the max boost at least ×1 (4008).
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
}

export type CreateGaugeProblem =
  'depositRoot' | 'depositIsQube' | 'maxBoost' | 'maxLock' | 'rewardRoot' | 'rewardIsQube' | 'rewardRepeated';

export interface DeployGaugeParams {
  depositRoot: string;
  /** Per mille, as the contract holds it. */
  maxBoost: number;
  maxLockTime: number;
  rewardRoots: string[];
  withdrawAllLockPeriod: number;
}

export const emptyCreateGaugeForm = (): CreateGaugeForm => ({
  depositRoot: '',
  boost: true,
  maxBoostText: '2',
  maxLockDaysText: '365',
  rewardRoots: [],
});

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
  if (problems.length) return { problems };
  return {
    problems,
    params: {
      depositRoot: deposit,
      maxBoost: form.boost ? maxBoost : 1000,
      maxLockTime: form.boost ? days * DAY_SECONDS : 0,
      rewardRoots: roots,
      withdrawAllLockPeriod: WITHDRAW_ALL_LOCK_DAYS * DAY_SECONDS,
    },
  };
}

/** Coin attached to `deployGauge`: 5 + 0.5 per extra reward token (the factory needs 4 + 0.5 each; the rest returns). */
export function createGaugeValue(extraTokens: number): bigint {
  return 5_000_000_000n + 500_000_000n * BigInt(extraTokens);
}
