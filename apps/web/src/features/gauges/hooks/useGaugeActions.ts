import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { createElement, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { notify, notifyPending, notifyResult, TransactionMessage, type PendingToastId } from '@/shared/ui';
import { errorText, isRejection } from '@/shared/chain/errors';
import { tokenBalanceOf } from '@/shared/chain/providerClient';
import { readTokenDecimalsOnChain } from '@/shared/chain/tokenRoot';
import { waitUntil } from '@/shared/lib/waitUntil';
import { actionSettled } from '../logic/actionSettled';
import { gaugeActionValue } from '@/shared/chain/gas';
import type { GaugeCall } from '../chain/gaugeChain';

/** The chain calls and the gauge ABIs load with the first read, not with the page. */
const readGaugeUser = (gauge: string, owner: string) =>
  import('@/shared/gauges/gaugeAccount').then((m) => m.readGaugeUser(gauge, owner));
const chain = () => import('../chain/gaugeChain');

/** How often the position (and its pending rewards) is read again. */
const POSITION_REFRESH_MS = 10_000;

/** The last action's outcome, also shown in the page's status line (`text` is the toast's sentence). */
export type ActionResult = { kind: 'done' | 'rejected' | 'failed'; text: string } | undefined;

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

/** An action as the page asks for it, with its call id (drawn when its confirmation opens: previewed and sent alike). */
export type GaugeAction = GaugeActionKind & { callId: number };
export type GaugeActionKind =
  { type: 'deposit'; amount: bigint; lockSeconds: number } | { type: 'withdraw'; amount: bigint } | { type: 'claim' };
/** What the notifications name: `amount` (with its symbol) for a deposit or withdrawal, `rewards` for a claim. */
export type ActionValues = { amount?: string; rewards?: string };

/**
 * Sends one action and waits until the account's position changes (the gauge answers asynchronously), with the
 * toasts of every action (spec 4.12): pending once the wallet sent it, then success with the amounts and a link to
 * the transaction, failure (refused or reverted: balance unchanged), or canceled in the wallet (nothing sent).
 */
export function useGaugeAction(args: { gauge: string; lpRoot?: string; owner?: string; extraTokens: number }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [result, setResult] = useState<ActionResult>();
  const toast = useRef<PendingToastId | undefined>(undefined);
  const text = (type: GaugeAction['type'], state: string, values: ActionValues & { message?: string }) =>
    intl.formatMessage({ id: `gauge.toast.${type}.${state}` }, { amount: '', rewards: '', message: '', ...values });
  /** The chain call of an action: the one the confirmation previews and the one sent. */
  const callOf = (action: GaugeAction): GaugeCall | undefined => {
    const { gauge, owner, lpRoot } = args;
    if (!owner || !lpRoot) return undefined;
    const value = gaugeActionValue(args.extraTokens);
    return action.type === 'deposit' ? { ...action, gauge, owner, value, lpRoot } : { ...action, gauge, owner, value };
  };
  const mutation = useMutation({
    mutationFn: async ({ action, values }: { action: GaugeAction; values: ActionValues }) => {
      const call = callOf(action);
      if (!call) throw new Error('wallet must be connected');
      const { gauge, owner } = call;
      const before = await readGaugeUser(gauge, owner);
      const hash = await (await chain()).sendGaugeCall(call);
      toast.current = notifyPending(text(action.type, 'pending', values));
      const changed = await waitUntil(
        async () => (actionSettled(action.type, before, await readGaugeUser(gauge, owner)) ? true : undefined),
        { attempts: 60, intervalMs: 1_000 },
      );
      // the gauge refused it (DepositRevert, WithdrawRevert): the position stays as it was
      if (changed.kind !== 'done') throw new Error('reverted');
      return hash;
    },
    onMutate: () => {
      toast.current = undefined;
      setResult(undefined);
    },
    onSuccess: (hash, { action, values }) => {
      const message = text(action.type, 'success', values);
      const linkLabel = intl.formatMessage({ id: 'toast.viewTransaction' });
      notifyResult(toast.current!, createElement(TransactionMessage, { text: message, hash, linkLabel }), 'success');
      setResult({ kind: 'done', text: message });
    },
    onError: (error, { action, values }) => {
      const rejected = isRejection(error);
      const message = text(action.type, rejected ? 'canceled' : 'failed', { ...values, message: errorText(error) });
      if (toast.current) notifyResult(toast.current, message, 'error');
      else notify(message, rejected ? 'warning' : 'error');
      setResult({ kind: rejected ? 'rejected' : 'failed', text: message });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['gauges'] }),
  });
  return {
    callOf,
    run: (action: GaugeAction, values: ActionValues = {}) => mutation.mutate({ action, values }),
    pending: mutation.isPending,
    result,
  };
}
