/**
 * Sending a swap (spec 4.2, 4.12) in two steps. `prepare` asks for the wallet call of exactly the confirmed route;
 * when its pools can no longer deliver the confirmed minimums the answer is a fresh quote of the same pools, shown
 * in the confirm popup as a changed rate (nothing is signed). `sign` sends the call and polls the status.
 */
import { createElement, useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Route, SwapCall } from '@tycho/api';
import { errorText, isRejection } from '@/shared/chain/errors';
import { formatAmount } from '@/shared/lib/format';
import { waitUntil } from '@/shared/lib/waitUntil';
import { notify, notifyActionResult, notifyPending, notifyResult, TransactionMessage } from '@/shared/ui';
import { swapApi } from '../api/swapApi';
import {
  CONVERSION_POLL,
  conversionNotice,
  payloadRequestOf,
  STATUS_POLL,
  swapOutcome,
  swapResultNotice,
  type ConversionPhase,
} from '../logic/sendLogic';
import { WRAP_GAS } from '../logic/swapLogic';
import { swapChain } from './swapChainLoader';
import type { SwapModel } from './useSwap';

export type Prepared = { kind: 'ready'; call: SwapCall } | { kind: 'rateChanged'; route: Route } | { kind: 'failed' };

/**
 * The wallet call of exactly this route (cross_swap_payload, with the funding read from the chain); throws on failure.
 * `id` is the confirmation's call id: the preview and the send of one confirmation ask with the same id, so the server
 * records one pending call for them and the send signs the call the preview ran.
 */
export async function requestSwapCall(model: SwapModel, route: Route, id: string): Promise<Prepared> {
  const { owner, left } = model;
  if (!owner || !left) return { kind: 'failed' };
  const chain = await swapChain();
  const [tokenBalance, nativeBalance] = await Promise.all([
    left.native ? Promise.resolve('0') : chain.readTokenBalance(left.routeAddress, owner),
    chain.readNativeBalance(owner),
  ]);
  const answer = await swapApi.payload(
    payloadRequestOf({
      route,
      mode: model.mode,
      slippagePercent: model.slippage,
      id,
      owner,
      tokenBalance,
      nativeBalance,
    }),
  );
  return answer.status === 'rateChanged'
    ? { kind: 'rateChanged', route: answer.route }
    : { kind: 'ready', call: answer };
}

export function useSwapSend(model: SwapModel) {
  const intl = useIntl();
  const failed = useCallback(
    (error: unknown) => notify(intl.formatMessage({ id: 'swap.toast.failed' }, { message: errorText(error) }), 'error'),
    [intl],
  );

  const prepare = useCallback(
    async (route: Route, callId: string): Promise<Prepared> => {
      if (!model.owner || !model.left) return { kind: 'failed' };
      model.setProcessing(true);
      try {
        const prepared = await requestSwapCall(model, route, callId);
        if (prepared.kind === 'rateChanged') model.setProcessing(false);
        return prepared;
      } catch (error) {
        failed(error);
        model.setProcessing(false);
        model.refreshBalances();
        return { kind: 'failed' };
      }
    },
    [model, failed],
  );

  const sign = useCallback(
    async (call: SwapCall) => {
      const { owner, left, right } = model;
      if (!owner || !left || !right || right.decimals === undefined) return;
      const names = { leftSymbol: left.symbol, rightSymbol: right.symbol, rightDecimals: right.decimals };
      try {
        try {
          await (await swapChain()).sendSwap(call, owner);
        } catch (error) {
          // an action that ended before it was pending: recorded in the recent activity as canceled or failed
          if (isRejection(error)) notifyActionResult('canceled', intl.formatMessage({ id: 'swap.toast.rejected' }));
          else
            notifyActionResult(
              'failed',
              intl.formatMessage({ id: 'swap.toast.failed' }, { message: errorText(error) }),
            );
          return;
        }
        const paid = model.leftUnits && left.decimals !== undefined ? formatAmount(model.leftUnits, left.decimals) : '';
        model.reset();
        const pending = notifyPending(
          intl.formatMessage({ id: 'swap.toast.pending' }, { pair: `${left.symbol}/${right.symbol}` }),
          intl.formatMessage({ id: 'swap.activity.title' }, { amount: paid, left: left.symbol, right: right.symbol }),
        );
        const result = await waitUntil(async () => {
          const status = await swapApi.status({ id: call.id, recipient: owner });
          return swapOutcome(status, call.route, model.slippage);
        }, STATUS_POLL);
        const notice = swapResultNotice(result, names);
        const text = intl.formatMessage({ id: notice.id }, notice.values);
        notifyResult(
          pending,
          notice.hash
            ? createElement(TransactionMessage, {
                text,
                hash: notice.hash,
                linkLabel: intl.formatMessage({ id: 'toast.viewTransaction' }),
              })
            : text,
          notice.kind,
          notice.kind === 'success' || result.kind !== 'done' ? undefined : 'canceled', // the pool canceled it
        );
      } finally {
        model.setProcessing(false);
        model.refreshBalances();
      }
    },
    [model, intl],
  );

  return { prepare, sign };
}

/** Wrap or unwrap (spec 4.5, 4.12): send, then wait for the wrapped balance to change. */
export function useConversionSend(model: SwapModel) {
  const intl = useIntl();
  return async () => {
    const { owner, wrappedRoot, leftUnits, mode, left, right } = model;
    if (!owner || !wrappedRoot || !leftUnits || !right || left?.decimals === undefined) return;
    const kind = mode === 'wrap' ? 'wrap' : 'unwrap';
    const names = { amount: formatAmount(leftUnits, left.decimals), symbol: left.symbol, target: right.symbol };
    const text = (phase: ConversionPhase, message?: string) => {
      const notice = conversionNotice(kind, phase, { ...names, message });
      return { text: intl.formatMessage({ id: notice.id }, notice.values), kind: notice.kind };
    };
    model.setProcessing(true);
    try {
      const before = await (await swapChain()).readTokenBalance(wrappedRoot, owner);
      try {
        if (kind === 'wrap') await (await swapChain()).sendWrap(wrappedRoot, owner, BigInt(leftUnits), WRAP_GAS);
        else await (await swapChain()).sendUnwrap(wrappedRoot, owner, BigInt(leftUnits));
      } catch (error) {
        const notice = isRejection(error) ? text('cancelled') : text('failed', errorText(error));
        notifyActionResult(isRejection(error) ? 'canceled' : 'failed', notice.text);
        return;
      }
      model.reset();
      const pending = notifyPending(text('pending').text);
      const changed = await waitUntil(
        async () => ((await (await swapChain()).readTokenBalance(wrappedRoot, owner)) !== before ? true : undefined),
        CONVERSION_POLL,
      );
      const result = text(changed.kind === 'done' ? 'success' : 'timeout');
      notifyResult(pending, result.text, result.kind);
    } catch (error) {
      notify(text('failed', errorText(error)).text, 'error');
    } finally {
      model.setProcessing(false);
      model.refreshBalances();
    }
  };
}
