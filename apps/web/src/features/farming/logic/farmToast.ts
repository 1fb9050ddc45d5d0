/**
 * The toasts of the farm pool's actions (issue 39: the swap's family, no "Done."): pending names the action, success
 * says what happened in numbers (with the transaction's link, added by the hook), failure and cancel their own texts.
 */
import type { FarmingPool } from '@tycho/api';
import type { ActionOutcome } from '@/shared/chain/runAction';
import { formatAmount } from '@/shared/lib/format';
import { dateWithOffset, localOffsetMinutes } from '@/shared/lib/dateText';
import { farmName } from './farmView';

/** A user's own action; `nonce` is drawn when its confirmation opens (previewed and sent alike). */
export type FarmUserAction = (
  { type: 'deposit'; amount: bigint } | { type: 'withdraw'; amount: bigint } | { type: 'claim' }
) & { nonce?: number };

export type FarmAction =
  | FarmUserAction
  | { type: 'rewardDeposit'; root: string; amount: bigint }
  | { type: 'addRound'; startTime: number; rewardPerSecond: bigint[] }
  | { type: 'setEnd'; end: number }
  | { type: 'withdrawAll'; nonce?: number };

/** An owner's action (the popup draws the withdrawal's call id when it opens). */
export type FarmOwnerAction = Exclude<FarmAction, FarmUserAction>;

export type FarmToastState = 'pending' | ActionOutcome;

/** What the texts read of the pool: its name, the LP token, the reward tokens. */
export type FarmToastPool = Pick<
  FarmingPool,
  | 'left_currency'
  | 'right_currency'
  | 'token_root_currency'
  | 'token_root_address'
  | 'token_root_scale'
  | 'reward_token_root_info'
>;

export interface FarmToastText {
  /** The message id. */
  id: string;
  values: Record<string, string>;
  /** The action named (pending, failure, canceled): its message id and values, given to the text as `what`. */
  what?: { id: string; values: Record<string, string> };
}

const dateText = (seconds: number) => dateWithOffset(seconds, localOffsetMinutes(seconds));

const amountOf = (units: bigint, decimals: number | null, symbol: string) =>
  decimals === null ? `${units.toString()} ${symbol}` : `${formatAmount(units.toString(), decimals)} ${symbol}`;

/** The figures an action's texts name: amounts with their symbols, the round's speeds, the dates, the pool. */
export function farmActionValues(action: FarmAction, pool: FarmToastPool): Record<string, string> {
  const name = farmName(pool);
  const lp = pool.token_root_currency || 'LP';
  switch (action.type) {
    case 'deposit':
    case 'withdraw':
      return { pool: name, amount: amountOf(action.amount, pool.token_root_scale, lp) };
    case 'rewardDeposit': {
      const token = pool.reward_token_root_info.find(
        (t) => t.reward_root_address.toLowerCase() === action.root.toLowerCase(),
      );
      return {
        pool: name,
        amount: amountOf(action.amount, token?.reward_scale ?? null, token?.reward_currency ?? ''),
      };
    }
    case 'addRound':
      return {
        pool: name,
        start: dateText(action.startTime),
        speeds: action.rewardPerSecond
          .map((speed, i) => {
            const t = pool.reward_token_root_info[i];
            return amountOf(speed, t?.reward_scale ?? null, t?.reward_currency ?? '');
          })
          .join(', '),
      };
    case 'setEnd':
      return { pool: name, end: dateText(action.end) };
    default:
      return { pool: name };
  }
}

/**
 * The message of an action's toast in a state: success has a text of its own per action (what happened, in
 * numbers); pending, failure and cancel a common sentence around the action named (`what`).
 */
export function farmToastText(action: FarmAction, state: FarmToastState, pool: FarmToastPool): FarmToastText {
  const values = farmActionValues(action, pool);
  if (state === 'success') return { id: `farm.toast.success.${action.type}`, values };
  return { id: `farm.toast.${state}`, values: {}, what: { id: `farm.toast.what.${action.type}`, values } };
}
