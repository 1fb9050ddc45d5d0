/**
 * The steps of sending a swap, loaded with the first send (useSwapSend) (spec 4.2, 4.12), each from explicit inputs and answering with its result; the swap
 * form's state machine (logic/swapState) moves on each result. `prepare` asks for the wallet call of exactly the
 * confirmed route with the funding decided from the loaded balances; when its pools can no longer deliver the
 * confirmed minimums the answer is a fresh quote of the same pools (nothing is signed). `sign` sends the call,
 * `settle` polls its status. The notifications are told here.
 */
import { createElement } from 'react';
import type { IntlShape } from 'react-intl';
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
import type { SwapSendInput } from '../logic/swapState';
import { swapChain } from './swapChainLoader';

export type Prepared = { kind: 'ready'; call: SwapCall } | { kind: 'rateChanged'; route: Route } | { kind: 'failed' };

/**
 * The wallet call of exactly this route (cross_swap_payload); throws on failure. The preview and the send of one
 * confirmation ask with the same call id, so the server records one pending call for them and the send signs the
 * call the preview ran.
 */
export async function requestSwapCall(input: SwapSendInput): Promise<Prepared> {
  const answer = await swapApi.payload(payloadRequestOf(input));
  return answer.status === 'rateChanged'
    ? { kind: 'rateChanged', route: answer.route }
    : { kind: 'ready', call: answer };
}

/** What a sent swap's notifications name: the pair and the amount paid (smallest units of the left token). */
export interface SwapReceipt {
  owner: string;
  left: { symbol: string; decimals: number };
  right: { symbol: string; decimals: number };
  paidUnits: string | undefined;
  slippagePercent: string;
}

/** A wrap or unwrap of `units` of the coin or its wrapped token. */
export interface ConversionInput {
  kind: 'wrap' | 'unwrap';
  owner: string;
  wrappedRoot: string;
  units: string;
  names: { amount: string; symbol: string; target: string };
}

/** The send's steps, told in `intl`'s language. */
export function swapSteps(intl: IntlShape) {
  const prepare = async (input: SwapSendInput): Promise<Prepared> => {
    try {
      return await requestSwapCall(input);
    } catch (error) {
      notify(intl.formatMessage({ id: 'swap.toast.failed' }, { message: errorText(error) }), 'error');
      return { kind: 'failed' };
    }
  };

  /** Signs and sends the call; an action that ended before it was pending is recorded as canceled or failed. */
  const sign = async (call: SwapCall, owner: string): Promise<'signed' | 'rejected' | 'failed'> => {
    try {
      await (await swapChain()).sendSwap(call, owner);
      return 'signed';
    } catch (error) {
      if (isRejection(error)) {
        notifyActionResult('canceled', intl.formatMessage({ id: 'swap.toast.rejected' }));
        return 'rejected';
      }
      notifyActionResult('failed', intl.formatMessage({ id: 'swap.toast.failed' }, { message: errorText(error) }));
      return 'failed';
    }
  };

  /** Waits for the status of a signed swap; its result replaces the pending notification. */
  const settle = async (call: SwapCall, receipt: SwapReceipt): Promise<'succeeded' | 'slippage' | 'timeout'> => {
    const { left, right, owner } = receipt;
    const paid = receipt.paidUnits ? formatAmount(receipt.paidUnits, left.decimals) : '';
    const pending = notifyPending(
      intl.formatMessage({ id: 'swap.toast.pending' }, { pair: `${left.symbol}/${right.symbol}` }),
      intl.formatMessage({ id: 'swap.activity.title' }, { amount: paid, left: left.symbol, right: right.symbol }),
    );
    const result = await waitUntil(async () => {
      const status = await swapApi.status({ id: call.id, recipient: owner });
      return swapOutcome(status, call.route, receipt.slippagePercent);
    }, STATUS_POLL);
    const names = { leftSymbol: left.symbol, rightSymbol: right.symbol, rightDecimals: right.decimals };
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
    if (result.kind !== 'done') return 'timeout';
    return result.value.kind === 'succeeded' ? 'succeeded' : 'slippage';
  };

  const conversionText = (c: ConversionInput, phase: ConversionPhase, message?: string) => {
    const notice = conversionNotice(c.kind, phase, { ...c.names, message });
    return { text: intl.formatMessage({ id: notice.id }, notice.values), kind: notice.kind };
  };

  /** Wrap or unwrap (spec 4.5, 4.12): sends; when sent, the wrapped balance before it (to wait for its change). */
  const convert = async (
    c: ConversionInput,
  ): Promise<{ sent: true; before: string } | { sent: false; rejected: boolean }> => {
    try {
      const chain = await swapChain();
      const before = await chain.readTokenBalance(c.wrappedRoot, c.owner);
      try {
        if (c.kind === 'wrap') await chain.sendWrap(c.wrappedRoot, c.owner, BigInt(c.units), WRAP_GAS);
        else await chain.sendUnwrap(c.wrappedRoot, c.owner, BigInt(c.units));
      } catch (error) {
        const rejected = isRejection(error);
        const notice = rejected ? conversionText(c, 'cancelled') : conversionText(c, 'failed', errorText(error));
        notifyActionResult(rejected ? 'canceled' : 'failed', notice.text);
        return { sent: false, rejected };
      }
      return { sent: true, before };
    } catch (error) {
      notify(conversionText(c, 'failed', errorText(error)).text, 'error');
      return { sent: false, rejected: false };
    }
  };

  /** Waits for the wrapped balance to leave `before`; the result replaces the pending notification. */
  const settleConversion = async (c: ConversionInput, before: string): Promise<void> => {
    try {
      const pending = notifyPending(conversionText(c, 'pending').text);
      const chain = await swapChain();
      const changed = await waitUntil(
        async () => ((await chain.readTokenBalance(c.wrappedRoot, c.owner)) !== before ? true : undefined),
        CONVERSION_POLL,
      );
      const result = conversionText(c, changed.kind === 'done' ? 'success' : 'timeout');
      notifyResult(pending, result.text, result.kind);
    } catch (error) {
      notify(conversionText(c, 'failed', errorText(error)).text, 'error');
    }
  };

  return { prepare, sign, settle, convert, settleConversion };
}
