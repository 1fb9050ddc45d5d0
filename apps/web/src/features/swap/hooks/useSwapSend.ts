/** Sending a swap (spec 4.2, 4.12): payload, wallet call, status polling every 2 s, toasts. */
import { createElement, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { notify, TransactionMessage } from '../../../shared/ui';
import { formatAmount, formatNumber } from '../../../shared/lib/format';
import { swapApi } from '../api/swapApi';
import { readNativeBalance, readTokenBalance, sendSwap, sendUnwrap, sendWrap } from '../chain/swapChain';
import { compoundSlippage, newCallId, pollOutcome, WRAP_GAS } from '../logic/swapLogic';
import type { SwapModel } from './useSwap';

const POLL_MS = 2000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function isRejection(error: unknown): boolean {
  const text = String((error as { message?: string })?.message ?? error).toLowerCase();
  return /reject|cancel|denied|declin/.test(text);
}

export function useSwapSend(model: SwapModel) {
  const intl = useIntl();
  return useCallback(async () => {
    const { owner, left, right, quoteRequest, route } = model;
    if (!owner || !left || !right || !quoteRequest || !route) return;
    const pair = `${left.symbol}/${right.symbol}`;
    model.setProcessing(true);
    try {
      const id = newCallId();
      const [tokenBalance, nativeBalance] = await Promise.all([
        left.native ? Promise.resolve('0') : readTokenBalance(left.routeAddress, owner),
        readNativeBalance(owner),
      ]);
      const nativeInfo =
        model.mode === 'coinIn'
          ? ('spendonlynative' as const)
          : model.mode === 'combo' && BigInt(tokenBalance) < BigInt(route.steps[0].amount)
            ? ('spendnativeandwrappednative' as const)
            : model.mode === 'coinOut'
              ? ('receivenative' as const)
              : undefined;
      const built = await swapApi.payload({
        crossPairInput: quoteRequest,
        id,
        nativeBalance,
        tokenBalance,
        recipient: owner,
        nativeInfo,
      });
      try {
        await sendSwap(built, owner);
      } catch (error) {
        notify(
          isRejection(error)
            ? intl.formatMessage({ id: 'swap.toast.rejected' })
            : intl.formatMessage({ id: 'swap.toast.failed' }, { message: String((error as Error)?.message ?? error) }),
          'error',
        );
        return;
      }
      model.reset();
      notify(intl.formatMessage({ id: 'swap.toast.pending' }, { pair }), 'info');
      let pending = 0;
      let errors = 0;
      for (;;) {
        await sleep(POLL_MS);
        try {
          const status = await swapApi.status({ id, recipient: owner });
          if (status.status === 'Succeed') {
            const amount = status.amount[0] ?? '0';
            notify(
              createElement(TransactionMessage, {
                text: intl.formatMessage(
                  { id: 'swap.toast.success' },
                  { amount: formatAmount(amount, right.decimals ?? 9), symbol: right.symbol },
                ),
                hash: status.transactionHash,
                linkLabel: intl.formatMessage({ id: 'toast.viewTransaction' }),
              }),
              'success',
            );
            break;
          }
          if (status.status === 'Cancelled') {
            const cross = route.steps.length > 1;
            notify(
              cross
                ? intl.formatMessage(
                    { id: 'swap.toast.crossCancelled' },
                    // the route's tolerance compounds per step (spec 9)
                    {
                      pair,
                      slippage: formatNumber(compoundSlippage(model.slippage, route.steps.length), { precision: 3 }),
                      symbol: left.symbol,
                    },
                  )
                : intl.formatMessage({ id: 'swap.toast.cancelled' }),
              'error',
            );
            break;
          }
          pending += 1;
        } catch {
          errors += 1;
        }
        if (pollOutcome(pending, errors) === 'timeout') {
          notify(intl.formatMessage({ id: 'swap.toast.timeout' }), 'error');
          break;
        }
      }
    } catch (error) {
      notify(
        intl.formatMessage({ id: 'swap.toast.failed' }, { message: String((error as Error)?.message ?? error) }),
        'error',
      );
    } finally {
      model.setProcessing(false);
      model.refreshBalances();
    }
  }, [model, intl]);
}

/** Wrap or unwrap (spec 4.5, 4.12): send, then wait for the wrapped balance to change. */
export function useConversionSend(model: SwapModel) {
  const intl = useIntl();
  return async () => {
    const { owner, wrappedRoot, leftUnits, mode } = model;
    if (!owner || !wrappedRoot || !leftUnits) return;
    const kind = mode === 'wrap' ? 'wrap' : 'unwrap';
    model.setProcessing(true);
    try {
      const before = await readTokenBalance(wrappedRoot, owner);
      try {
        if (kind === 'wrap') await sendWrap(wrappedRoot, owner, BigInt(leftUnits), WRAP_GAS);
        else await sendUnwrap(wrappedRoot, owner, BigInt(leftUnits));
      } catch (error) {
        notify(
          isRejection(error)
            ? intl.formatMessage({ id: `swap.toast.${kind}Cancelled` })
            : intl.formatMessage({ id: 'swap.toast.failed' }, { message: String((error as Error)?.message ?? error) }),
          'error',
        );
        return;
      }
      model.reset();
      notify(intl.formatMessage({ id: `swap.toast.${kind}Pending` }), 'info');
      for (let i = 0; i < 30; i += 1) {
        await sleep(POLL_MS);
        const now = await readTokenBalance(wrappedRoot, owner);
        if (now !== before) {
          notify(
            intl.formatMessage({ id: `swap.toast.${kind}Success` }, { amount: formatAmount(leftUnits, 9) }),
            'success',
          );
          return;
        }
      }
      notify(intl.formatMessage({ id: 'swap.toast.timeout' }), 'error');
    } finally {
      model.setProcessing(false);
      model.refreshBalances();
    }
  };
}
