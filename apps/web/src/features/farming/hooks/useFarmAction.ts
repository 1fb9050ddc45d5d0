import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { useIntl } from 'react-intl';
import type { FarmingPool } from '@tycho/api';
import { newCallId } from '@/shared/chain/callId';
import { errorText, isRejection } from '@/shared/chain/errors';
import { NOTIFY_KIND, type ActionOutcome } from '@/shared/chain/runAction';
import { waitUntil } from '@/shared/lib/waitUntil';
import { farmingApi } from '../api/farmingApi';
import { loadToasts } from './loadToasts';
import { sendFarmOwnerCall, sendFarmUserCall, type FarmOwnerCall, type FarmUserCall } from '../chain/farmPoolChain';
import { farmToastText, type FarmAction, type FarmToastState } from '../logic/farmToast';

export type { FarmAction } from '../logic/farmToast';

/** What an action changes in the pool's answer: the user's LP, the rounds, the end, the reward deposited and held. */
export function poolFingerprint(pool: FarmingPool): string {
  return [
    pool.user_info?.amount ?? '0',
    pool.pool_info.rounds_info.length,
    pool.farm_end_time ?? '',
    pool.reward_token_deposited.join(','),
    pool.reward_token_balance.join(','),
  ].join('|');
}

class Refused extends Error {}

/**
 * Sends one action on a farm pool and waits until the pool's answer changes (the pool answers asynchronously); no
 * change means the pool refused it (the tokens came back). Each action is a toast: pending, then success with its
 * figures and the transaction's link, failure, or canceled (a wallet rejection, nothing changed).
 */
export function useFarmAction(args: { pool: FarmingPool | undefined; owner?: string }) {
  const intl = useIntl();
  const client = useQueryClient();
  const text = (action: FarmAction, state: FarmToastState, pool: FarmingPool, extra: Record<string, string> = {}) => {
    const { id, values, what } = farmToastText(action, state, pool);
    const named = what ? { what: intl.formatMessage({ id: what.id }, what.values) } : {};
    return intl.formatMessage({ id }, { ...values, ...named, ...extra });
  };
  /** The chain call of a user's own action: the one its confirmation previews and the one sent. */
  const userCall = (action: FarmAction): FarmUserCall | undefined => {
    const { pool: farm, owner } = args;
    if (!owner || !farm || (action.type !== 'deposit' && action.type !== 'withdraw' && action.type !== 'claim'))
      return undefined;
    const base = {
      pool: farm.pool_address,
      owner,
      nReward: farm.reward_token_root_info.length,
      nonce: action.nonce ?? newCallId(),
    };
    return action.type === 'deposit'
      ? { ...base, type: 'deposit', amount: action.amount, lpRoot: farm.token_root_address }
      : action.type === 'withdraw'
        ? { ...base, type: 'withdraw', amount: action.amount }
        : { ...base, type: 'claim' };
  };
  /** The chain call of an owner's action: the one its confirmation previews and the one sent. */
  const ownerCall = (action: FarmAction): FarmOwnerCall | undefined => {
    const { pool: farm, owner } = args;
    if (!owner || !farm) return undefined;
    const pool = farm.pool_address;
    switch (action.type) {
      case 'rewardDeposit':
        return { pool, owner, type: 'rewardDeposit', root: action.root, amount: action.amount };
      case 'addRound':
        return { pool, owner, type: 'addRound', startTime: action.startTime, rewardPerSecond: action.rewardPerSecond };
      case 'setEnd':
        return { pool, owner, type: 'setEnd', end: action.end };
      case 'withdrawAll':
        return { pool, owner, type: 'withdrawAll', nonce: action.nonce ?? newCallId() };
      default:
        return undefined;
    }
  };
  const mutation = useMutation({
    mutationFn: async (action: FarmAction) => {
      const { pool: farm, owner } = args;
      if (!owner || !farm) throw new Error('wallet must be connected');
      const pool = farm.pool_address;
      // the toasts load with the first action, out of the page's first load
      const [{ notifyPending, notifyResult }, { TransactionMessage }] = await loadToasts();
      const toast = notifyPending(text(action, 'pending', farm));
      const settle = (outcome: ActionOutcome, hash?: string, message = '') => {
        const body = text(action, outcome, farm, { message });
        notifyResult(
          toast,
          hash
            ? createElement(TransactionMessage, {
                text: body,
                hash,
                linkLabel: intl.formatMessage({ id: 'toast.viewTransaction' }),
              })
            : body,
          NOTIFY_KIND[outcome],
        );
      };
      let hash: string | undefined;
      try {
        const read = async () => poolFingerprint(await farmingApi.pool(pool, owner));
        const before = await read();
        const user = userCall(action);
        const own = ownerCall(action);
        if (user) hash = await sendFarmUserCall(user);
        else if (own) hash = await sendFarmOwnerCall(own);
        const changed = await waitUntil(async () => ((await read()) !== before ? true : undefined), {
          attempts: 45,
          intervalMs: 1_000,
        });
        if (changed.kind !== 'done') throw new Refused();
      } catch (error) {
        if (isRejection(error)) settle('canceled');
        else settle('failure', hash, error instanceof Refused ? '' : errorText(error));
        throw error;
      }
      settle('success', hash);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['farming'] }),
  });
  return { run: mutation.mutate, pending: mutation.isPending, userCall, ownerCall };
}
