import type { GaugeUserData } from '@/shared/gauges/gaugeAccount';

export type GaugeActionType = 'deposit' | 'withdraw' | 'claim';

/**
 * Whether the gauge has carried out an action, from the user's position before and after it. The rewards shown are
 * pending ones, which grow by themselves as time passes, so a change alone proves nothing: a deposit raises the
 * deposited balance, a withdrawal lowers it, and a claim lowers what is ready to claim of some reward token (it was
 * paid out). A refused action (DepositRevert, WithdrawRevert, ClaimRevert) leaves them as they were.
 */
export function actionSettled(type: GaugeActionType, before: GaugeUserData, after: GaugeUserData): boolean {
  if (type === 'deposit') return after.balance > before.balance;
  if (type === 'withdraw') return after.balance < before.balance;
  return after.rewards.some((r, i) => r.unlocked < (before.rewards[i]?.unlocked ?? 0n));
}
