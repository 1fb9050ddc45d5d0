import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { notify, notifyPending, notifyResult, type PendingToastId } from '@/shared/ui';
import { errorText, isRejection } from '@/shared/chain/errors';
import { sameAddress } from '@/shared/lib/address';
import { waitUntil } from '@/shared/lib/waitUntil';
import { newCallId } from '@/shared/chain/callId';
import { ownerActionSettled, type OwnerAction } from '../logic/ownerForms';
import { gaugeOwnerCall } from '../logic/ownerConfirm';

/** The owner's last action's outcome, in the panel's status line (the toasts say the same). */
export type OwnerResult = { kind: 'done' | 'rejected' | 'failed'; message?: string } | undefined;

/** The owner's calls and the gauge state they change load with the first read, not with the page. */
const chain = () => import('../chain/gaugeOwnerChain');

/**
 * The gauge as its owner manages it (read on chain with a wallet connected): whether the account is the owner, the
 * extra reward tokens' balances, rounds and ends, the chain's time, and the owner's actions, each pending until the
 * gauge's state shows it (a refusal leaves it as it was: failed), a wallet rejection changing nothing.
 */
export function useGaugeOwner(gauge: string, account: string | undefined) {
  const intl = useIntl();
  const client = useQueryClient();
  const [result, setResult] = useState<OwnerResult>();
  const toast = useRef<PendingToastId | undefined>(undefined);
  const text = (action: OwnerAction, state: string, message = '') =>
    intl.formatMessage({ id: `gaugeOwner.toast.${action.type}.${state}` }, { message });
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
      const callId = action.callId ?? newCallId();
      await c.sendGaugeOwnerCall(gaugeOwnerCall({ ...action, callId }, { gauge, owner: account, root: extra.root }));
      toast.current = notifyPending(text(action, 'pending'));
      const done = await waitUntil(
        async () => (ownerActionSettled(action, before, await c.readGaugeOwnerState(gauge)) ? true : undefined),
        { attempts: 60, intervalMs: 1_000 },
      );
      if (done.kind !== 'done') throw new Error('reverted');
    },
    onMutate: () => {
      toast.current = undefined;
      setResult(undefined);
    },
    onSuccess: (_, action) => {
      notifyResult(toast.current!, text(action, 'success'), 'success');
      setResult({ kind: 'done' });
    },
    onError: (error, action) => {
      const rejected = isRejection(error);
      const message = rejected ? text(action, 'canceled') : text(action, 'failed', errorText(error));
      if (toast.current) notifyResult(toast.current, message, 'error');
      else notify(message, rejected ? 'warning' : 'error');
      setResult(rejected ? { kind: 'rejected' } : { kind: 'failed', message: errorText(error) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['gauges'] }),
  });
  return { state: state.data, isOwner, run: mutation.mutate, pending: mutation.isPending, result };
}

/**
 * The confirmation of an owner's action (issue 43): the panel asks (the call id drawn now), the popup previews the
 * very call the send uses (gaugeOwnerCall, gaugeOwnerChain's one builder), confirming runs it.
 */
export function useGaugeOwnerConfirm(run: (action: OwnerAction) => void) {
  const [asked, setAsked] = useState<OwnerAction & { callId: number }>();
  return {
    asked,
    ask: (action: OwnerAction) => setAsked({ ...action, callId: newCallId() }),
    cancel: () => setAsked(undefined),
    confirm: () => {
      if (asked) run(asked);
      setAsked(undefined);
    },
  };
}

export type GaugeOwnerConfirm = ReturnType<typeof useGaugeOwnerConfirm>;
