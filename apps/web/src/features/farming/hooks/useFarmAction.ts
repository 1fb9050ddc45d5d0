import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FarmingPool } from '@tycho/api';
import { errorText, isRejection } from '@/shared/chain/errors';
import { waitUntil } from '@/shared/lib/waitUntil';
import { farmingApi } from '../api/farmingApi';
import {
  sendAddRound,
  sendFarmClaim,
  sendFarmDeposit,
  sendFarmWithdraw,
  sendRewardDeposit,
  sendSetEnd,
  sendWithdrawUnclaimedAll,
} from '../chain/farmPoolChain';

export type FarmAction =
  | { type: 'deposit'; amount: bigint }
  | { type: 'withdraw'; amount: bigint }
  | { type: 'claim' }
  | { type: 'rewardDeposit'; root: string; amount: bigint }
  | { type: 'addRound'; startTime: number; rewardPerSecond: bigint[] }
  | { type: 'setEnd'; end: number }
  | { type: 'withdrawAll' };

export type FarmActionResult =
  { action: FarmAction['type']; kind: 'done' | 'rejected' | 'failed'; message?: string } | undefined;

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

/**
 * Sends one action on a farm pool and waits until the pool's answer changes (the pool answers asynchronously); no
 * change means the pool refused it (the tokens came back). A wallet rejection changes nothing and says so.
 */
export function useFarmAction(args: { pool: string; lpRoot?: string; owner?: string; nReward: number }) {
  const client = useQueryClient();
  const [result, setResult] = useState<FarmActionResult>();
  const mutation = useMutation({
    mutationFn: async (action: FarmAction) => {
      const { pool, owner, nReward } = args;
      if (!owner || !args.lpRoot) throw new Error('wallet must be connected');
      const read = async () => poolFingerprint(await farmingApi.pool(pool, owner));
      const before = await read();
      if (action.type === 'deposit')
        await sendFarmDeposit({ pool, lpRoot: args.lpRoot, owner, amount: action.amount, nReward });
      else if (action.type === 'withdraw') await sendFarmWithdraw({ pool, owner, amount: action.amount, nReward });
      else if (action.type === 'claim') await sendFarmClaim({ pool, owner, nReward });
      else if (action.type === 'rewardDeposit')
        await sendRewardDeposit({ pool, owner, root: action.root, amount: action.amount });
      else if (action.type === 'addRound') await sendAddRound({ pool, owner, ...action });
      else if (action.type === 'setEnd') await sendSetEnd({ pool, owner, end: action.end });
      else await sendWithdrawUnclaimedAll({ pool, owner });
      const changed = await waitUntil(async () => ((await read()) !== before ? true : undefined), {
        attempts: 45,
        intervalMs: 1_000,
      });
      if (changed.kind !== 'done') throw new Error('reverted');
    },
    onMutate: () => setResult(undefined),
    onSuccess: (_, action) => setResult({ action: action.type, kind: 'done' }),
    onError: (error, action) =>
      setResult(
        isRejection(error)
          ? { action: action.type, kind: 'rejected' }
          : { action: action.type, kind: 'failed', message: errorText(error) },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['farming'] }),
  });
  return { run: mutation.mutate, pending: mutation.isPending, result };
}
