/**
 * The old farm pool creation form (spec 3 "Farming pool creation (old)", 5 "Farming"), checked as the fabric and the
 * pool would check it (reference farming-gauges.md §1.1): a farm token, reward tokens each with a speed per second,
 * a start and an end (or none: infinite) typed as YYYY.MM.DD and HH:MM, the start after now and the end after the
 * start, a vesting ratio (percent, at most 100) and period (seconds), both zero or both set. The pool is deployed by
 * `deployFarmPool` with 7 TYCHO that do not come back (spec 9).
 */
import { parseUnits } from '@tycho/units';
import { isAddress } from '@/shared/lib/address';
import { parseDateTime } from '@/shared/lib/dateText';

/** What creation costs (spec 9): 7 TYCHO, gas not returned. */
export const CREATE_FARM_VALUE = 7_000_000_000n;
/** The lock after end + vesting before the owner may take back the whole reward balance (the real front end's 30 days). */
export const WITHDRAW_ALL_LOCK_SECONDS = 30 * 86_400;

export interface RewardInput {
  root: string;
  /** Tokens per second, in whole tokens ("0.5"). */
  speed: string;
}

export interface CreateFarmForm {
  farmToken: string;
  rewards: RewardInput[];
  startDate: string;
  startTime: string;
  infinite: boolean;
  endDate: string;
  endTime: string;
  /** Percent, 0–100. */
  vestingRatio: string;
  /** Seconds. */
  vestingPeriod: string;
}

export type CreateFarmProblem =
  | { kind: 'farmToken' }
  | { kind: 'noRewards' }
  | { kind: 'rewardRoot'; n: number }
  | { kind: 'rewardRepeated'; n: number }
  | { kind: 'rewardIsFarmToken'; n: number }
  | { kind: 'speed'; n: number }
  | { kind: 'startDate' }
  | { kind: 'startTooEarly'; min: number }
  | { kind: 'endDate' }
  | { kind: 'endTooEarly'; min: number }
  | { kind: 'vestingRatio' }
  | { kind: 'vestingPeriod' }
  | { kind: 'vestingPair' };

export interface DeployFarmParams {
  tokenRoot: string;
  rewardRoots: string[];
  /** One round: the start and a speed (smallest units per second) per reward token. */
  startTime: number;
  rewardPerSecond: bigint[];
  /** 0: infinite. */
  endTime: number;
  vestingPeriod: number;
  /** Per mille, as the pool holds it. */
  vestingRatio: number;
  withdrawAllLockPeriod: number;
}

export const emptyCreateFarmForm = (): CreateFarmForm => ({
  farmToken: '',
  rewards: [{ root: '', speed: '' }],
  startDate: '',
  startTime: '',
  infinite: true,
  endDate: '',
  endTime: '',
  vestingRatio: '0',
  vestingPeriod: '0',
});

const UINT32 = 4_294_967_295;

/**
 * The form's problems (none: ready) and, when ready, the fabric call's parameters. `decimals` gives each reward
 * token's decimals (undefined: not known yet, the form waits); `now` is the current unix time.
 */
export function checkCreateFarm(
  form: CreateFarmForm,
  decimals: (root: string) => number | undefined,
  now: number,
  offsetAt?: (seconds: number) => number,
): { problems: CreateFarmProblem[]; waiting: boolean; params?: DeployFarmParams } {
  const problems: CreateFarmProblem[] = [];
  let waiting = false;
  const farmToken = form.farmToken.trim();
  if (!isAddress(farmToken)) problems.push({ kind: 'farmToken' });
  if (form.rewards.length === 0) problems.push({ kind: 'noRewards' });
  const roots = form.rewards.map((r) => r.root.trim());
  const speeds: bigint[] = [];
  roots.forEach((root, i) => {
    const n = i + 1;
    if (!isAddress(root)) return problems.push({ kind: 'rewardRoot', n });
    if (roots.slice(0, i).some((r) => r.toLowerCase() === root.toLowerCase()))
      problems.push({ kind: 'rewardRepeated', n });
    if (root.toLowerCase() === farmToken.toLowerCase()) problems.push({ kind: 'rewardIsFarmToken', n });
    const d = decimals(root);
    if (d === undefined) return (waiting = true);
    const speed = parseUnits(form.rewards[i]!.speed, d);
    if (speed === null || speed <= 0n) problems.push({ kind: 'speed', n });
    else speeds.push(speed);
  });
  const start = parseDateTime(form.startDate, form.startTime, offsetAt);
  if (start === null) problems.push({ kind: 'startDate' });
  else if (start <= now) problems.push({ kind: 'startTooEarly', min: now });
  let end = 0;
  if (!form.infinite) {
    const parsed = parseDateTime(form.endDate, form.endTime, offsetAt);
    if (parsed === null) problems.push({ kind: 'endDate' });
    else if (start !== null && parsed <= start) problems.push({ kind: 'endTooEarly', min: start });
    else end = parsed;
  }
  const ratioText = form.vestingRatio.trim();
  const ratio = Number(ratioText);
  const perMille = Math.round(ratio * 10);
  if (ratioText === '' || !Number.isFinite(ratio) || ratio < 0 || ratio > 100 || Math.abs(perMille - ratio * 10) > 1e-9)
    problems.push({ kind: 'vestingRatio' });
  const period = Number(form.vestingPeriod.trim());
  if (form.vestingPeriod.trim() === '' || !Number.isInteger(period) || period < 0 || period > UINT32)
    problems.push({ kind: 'vestingPeriod' });
  else if ((period === 0) !== (perMille === 0) && !problems.some((p) => p.kind === 'vestingRatio'))
    problems.push({ kind: 'vestingPair' });
  if (problems.length || waiting || start === null) return { problems, waiting };
  return {
    problems,
    waiting,
    params: {
      tokenRoot: farmToken,
      rewardRoots: roots,
      startTime: start,
      rewardPerSecond: speeds,
      endTime: end,
      vestingPeriod: period,
      vestingRatio: perMille,
      withdrawAllLockPeriod: WITHDRAW_ALL_LOCK_SECONDS,
    },
  };
}
