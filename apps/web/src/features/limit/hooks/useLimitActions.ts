import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { newCallId } from '@/shared/chain/callId';
import { isRejection } from '@/shared/chain/errors';
import { config } from '@/shared/config';
import { PAGE_SIZE } from '@/shared/lib/paging';
import { waitUntil } from '@/shared/lib/waitUntil';
import { notifyPending, notifyResult, type NotifyKind } from '@/shared/ui';
import { limitApi } from '../api/limitApi';
import type { LimitCall } from '../chain/limitChain';
import { runOperation, type OperationKind, type OperationOutcome } from '../logic/operation';

const KIND: Record<OperationOutcome, NotifyKind> = { success: 'success', failure: 'error', canceled: 'warning' };
/** The chain answers within seconds; the indexer follows it (polls every second for up to a minute). */
const WAIT = { intervalMs: 1000, attempts: 60, maxErrors: 5 };
/** After a placed order is on chain, the lists wait a little for the indexer (not at all while the API is down). */
const INDEXED = { intervalMs: 1000, attempts: 20, maxErrors: 2 };

const chain = () => import('../chain/limitChain');

/**
 * The limit-order operations of a connected user: deploying an order root, placing, filling and cancelling an
 * order, each through `runOperation` (pending, then success, failure or canceled), then the lists and balances
 * read again. `busy` names the running operation (one at a time).
 */
export function useLimitActions(owner: string | undefined) {
  const intl = useIntl();
  const client = useQueryClient();
  const [busy, setBusy] = useState<OperationKind>();

  const run = async (
    kind: OperationKind,
    values: Record<string, string>,
    send: () => Promise<void>,
    done: () => Promise<boolean>,
  ) => {
    if (!owner || busy) return 'failure' as const;
    setBusy(kind);
    let toast = '';
    const message = (state: string) => intl.formatMessage({ id: `limit.op.${kind}.${state}` }, values);
    try {
      const outcome = await runOperation({
        send,
        done,
        isRejection,
        onPending: () => (toast = notifyPending(message('pending'))),
        onResult: (result, error) => {
          if (result === 'failure' && error) console.error(`Limit order ${kind} error`, error);
          notifyResult(toast, message(result), KIND[result]);
        },
      });
      await Promise.all([
        client.invalidateQueries({ queryKey: ['limit'] }),
        client.invalidateQueries({ queryKey: ['chain', 'tokenBalance'] }),
      ]);
      return outcome;
    } finally {
      setBusy(undefined);
    }
  };

  const poll = async (check: () => Promise<boolean>) =>
    (await waitUntil(async () => ((await check()) ? true : undefined), WAIT)).kind === 'done';

  /** Whether the order root of a spent token is deployed, and its address. */
  const rootOf = async (token: string) => (await chain()).orderRootOf(config.limitOrderFactory, token);

  const createRoot = (token: string, symbol: string) =>
    run(
      'createRoot',
      { symbol },
      async () => (await chain()).sendCreateRoot(config.limitOrderFactory, token, owner!, String(newCallId())),
      () => poll(async () => (await rootOf(token)).deployed),
    );

  /**
   * The order is placed when its root says so on chain (the create callback to the owner), whatever the limit-order
   * API answers: a placed order is never reported failed because the API is down, nor placed before the root took it.
   * `text` fills the notifications ("10 QUBE for 25 USDT").
   */
  const place = async (call: Extract<LimitCall, { type: 'place' }>, text: { spent: string; expected: string }) => {
    const c = await chain();
    let sinceLt = '0';
    const listed = async (order: string) =>
      (await limitApi.orders({ ownerAddress: owner, limit: PAGE_SIZE })).orders.some((o) => o.address === order) ||
      undefined;
    return run(
      'create',
      text,
      async () => {
        sinceLt = await c.latestLt(call.owner);
        await c.sendLimitCall(call);
      },
      async () => {
        const answer = await waitUntil(
          () => c.findCreateResult({ owner: call.owner, root: call.root, callbackId: call.callbackId, sinceLt }),
          WAIT,
        );
        if (answer.kind !== 'done' || answer.value.kind !== 'created') return false;
        const { order } = answer.value;
        await waitUntil(() => listed(order), INDEXED);
        return true;
      },
    );
  };

  /** Fills an order from the book (the call sends the quoted receive tokens); `text`: "25 BRIDGE for 50 DAI". */
  const fill = async (call: Extract<LimitCall, { type: 'fill' }>, text: { amount: string; cost: string }) => {
    const c = await chain();
    let before = { state: 0, currentSpent: 0n };
    return run(
      'exchange',
      text,
      async () => {
        before = await c.readOrder(call.order);
        await c.sendLimitCall(call);
      },
      () =>
        poll(async () => {
          const now = await c.readOrder(call.order);
          return now.state !== c.OrderState.Active || now.currentSpent < before.currentSpent;
        }),
    );
  };

  const cancel = async (call: Extract<LimitCall, { type: 'cancel' }>, text: { amount: string }) => {
    const c = await chain();
    return run(
      'cancel',
      text,
      () => c.sendLimitCall(call),
      () => poll(async () => (await c.readOrder(call.order)).state === c.OrderState.Cancelled),
    );
  };

  const quote = async (order: string, amount: bigint) => (await chain()).quoteFill(order, amount);

  return { busy, rootOf, createRoot, place, fill, cancel, quote };
}
