import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText, isRejection } from '@/shared/chain/errors';
import { tokenBalanceOf } from '@/shared/chain/providerClient';
import { readTokenDecimalsOnChain } from '@/shared/chain/tokenRoot';
import { waitUntil } from '@/shared/lib/waitUntil';
import { actionSettled } from '../logic/actionSettled';
import { gaugeActionValue } from '@/shared/chain/gas';

/** The chain calls and the gauge ABIs load with the first read, not with the page. */
const readGaugeUser = (gauge: string, owner: string) =>
  import('@/shared/gauges/gaugeAccount').then((m) => m.readGaugeUser(gauge, owner));
const chain = () => import('../chain/gaugeChain');

/** How often the position (and its pending rewards) is read again. */
const POSITION_REFRESH_MS = 10_000;

export type ActionResult = { kind: 'done' | 'rejected' | 'failed'; message?: string } | undefined;

/** The connected owner's position, LP balance and LP decimals (decimals unknown = loading). */
export function useGaugeUser(gauge: string, lpRoot: string | undefined, owner: string | undefined) {
  const position = useQuery({
    queryKey: ['gauges', 'position', gauge, owner],
    queryFn: () => readGaugeUser(gauge, owner!),
    enabled: owner !== undefined,
    // the pending rewards grow as time passes: read again while the page is open
    refetchInterval: POSITION_REFRESH_MS,
  });
  const lpBalance = useQuery({
    queryKey: ['gauges', 'lpBalance', lpRoot, owner],
    queryFn: async () => BigInt(await tokenBalanceOf(lpRoot!, owner!)),
    enabled: owner !== undefined && lpRoot !== undefined,
  });
  const decimals = useQuery({
    queryKey: ['gauges', 'decimals', lpRoot],
    queryFn: async () => (await readTokenDecimalsOnChain(lpRoot!)) ?? null,
    enabled: owner !== undefined && lpRoot !== undefined,
    staleTime: Infinity,
  });
  return { position, lpBalance, decimals: decimals.data ?? undefined };
}

type Action =
  { type: 'deposit'; amount: bigint; lockSeconds: number } | { type: 'withdraw'; amount: bigint } | { type: 'claim' };

/**
 * Sends one action and waits until the account's position changes (the gauge answers asynchronously); a wallet
 * rejection changes nothing and says so.
 */
export function useGaugeAction(args: { gauge: string; lpRoot?: string; owner?: string; extraTokens: number }) {
  const client = useQueryClient();
  const [result, setResult] = useState<ActionResult>();
  const mutation = useMutation({
    mutationFn: async (action: Action) => {
      const { gauge, owner } = args;
      if (!owner || !args.lpRoot) throw new Error('wallet must be connected');
      const before = await readGaugeUser(gauge, owner);
      const value = gaugeActionValue(args.extraTokens);
      const { sendClaim, sendDeposit, sendWithdraw } = await chain();
      if (action.type === 'deposit')
        await sendDeposit({
          gauge,
          lpRoot: args.lpRoot,
          owner,
          amount: action.amount,
          lockSeconds: action.lockSeconds,
          value,
        });
      else if (action.type === 'withdraw') await sendWithdraw({ gauge, owner, amount: action.amount, value });
      else await sendClaim({ gauge, owner, value });
      const changed = await waitUntil(
        async () => (actionSettled(action.type, before, await readGaugeUser(gauge, owner)) ? true : undefined),
        { attempts: 60, intervalMs: 1_000 },
      );
      // the gauge refused it (DepositRevert, WithdrawRevert): the position stays as it was
      if (changed.kind !== 'done') throw new Error('reverted');
    },
    onMutate: () => setResult(undefined),
    onSuccess: () => setResult({ kind: 'done' }),
    onError: (error) =>
      setResult(isRejection(error) ? { kind: 'rejected' } : { kind: 'failed', message: errorText(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: ['gauges'] }),
  });
  return { run: mutation.mutate, pending: mutation.isPending, result };
}
