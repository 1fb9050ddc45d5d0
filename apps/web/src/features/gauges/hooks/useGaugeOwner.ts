import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText, isRejection } from '@/shared/chain/errors';
import { tokenBalanceOf } from '@/shared/chain/providerClient';
import { sameAddress } from '@/shared/lib/address';
import { waitUntil } from '@/shared/lib/waitUntil';
import { ownerActionSettled, type OwnerAction } from '../logic/ownerForms';
import type { ActionResult } from './useGaugeActions';

/** The owner's calls and the gauge state they change load with the first read, not with the page. */
const chain = () => import('../chain/gaugeOwnerChain');

/**
 * The gauge as its owner manages it (read on chain with a wallet connected): whether the account is the owner, the
 * extra reward tokens' balances, rounds and ends, the chain's time, and the owner's actions, each pending until the
 * gauge's state shows it (a refusal leaves it as it was: failed), a wallet rejection changing nothing.
 */
export function useGaugeOwner(gauge: string, account: string | undefined) {
  const client = useQueryClient();
  const [result, setResult] = useState<ActionResult>();
  const state = useQuery({
    queryKey: ['gauges', 'owner', gauge],
    queryFn: async () => (await chain()).readGaugeOwnerState(gauge),
    enabled: account !== undefined,
    refetchInterval: 15_000,
  });
  const isOwner = account !== undefined && state.data !== undefined && sameAddress(state.data.owner, account);
  const mutation = useMutation({
    mutationFn: async (action: OwnerAction) => {
      if (!account) throw new Error('wallet must be connected');
      const c = await chain();
      const before = await c.readGaugeOwnerState(gauge);
      const extra = before.extra[action.token];
      if (!extra) throw new Error('unknown reward token');
      if (action.type === 'deposit')
        await c.sendRewardDeposit({ gauge, root: extra.root, owner: account, amount: action.amount });
      else if (action.type === 'round') await c.sendAddRound({ gauge, owner: account, ...action });
      else await c.sendSetEnd({ gauge, owner: account, token: action.token, endTime: action.endTime });
      const done = await waitUntil(
        async () => (ownerActionSettled(action, before, await c.readGaugeOwnerState(gauge)) ? true : undefined),
        { attempts: 60, intervalMs: 1_000 },
      );
      if (done.kind !== 'done') throw new Error('reverted');
    },
    onMutate: () => setResult(undefined),
    onSuccess: () => setResult({ kind: 'done' }),
    onError: (error) =>
      setResult(isRejection(error) ? { kind: 'rejected' } : { kind: 'failed', message: errorText(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: ['gauges'] }),
  });
  return { state: state.data, isOwner, run: mutation.mutate, pending: mutation.isPending, result };
}

/** The owner's wallet balance of a reward token (smallest units); undefined while loading. */
export function useOwnerTokenBalance(root: string | undefined, owner: string | undefined) {
  return useQuery({
    queryKey: ['gauges', 'ownerBalance', root, owner],
    queryFn: async () => BigInt(await tokenBalanceOf(root!, owner!)),
    enabled: root !== undefined && owner !== undefined,
  });
}
