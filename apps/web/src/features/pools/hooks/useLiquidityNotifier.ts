import { createElement, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { notify, notifyPending, notifyResult, type PendingToastId } from '@/shared/ui';
import type { LiquidityNotice } from '../logic/liquidityStep';
import { LiquidityMessage } from '../ui/LiquidityMessage';

/**
 * Toasts of liquidity operations (spec 4.12). `start()` gives the notifier of one operation: a pending notice shows
 * a toast with a spinner that stays, and the operation's next notice (its result) replaces that toast instead of
 * showing beside it.
 */
export function useLiquidityNotifier() {
  const intl = useIntl();
  const start = useCallback(() => {
    let pending: PendingToastId | undefined;
    return (n: LiquidityNotice) => {
      const content = createElement(LiquidityMessage, {
        text: intl.formatMessage({ id: n.id }, n.values),
        hash: n.hash,
        transactionLabel: intl.formatMessage({ id: 'toast.viewTransaction' }),
        token: n.token
          ? { root: n.token.root, label: intl.formatMessage({ id: 'liquidity.toast.token' }, n.token) }
          : undefined,
      });
      if (n.pending) {
        pending = notifyPending(content);
      } else if (pending) {
        notifyResult(pending, content, n.kind);
        pending = undefined;
      } else {
        notify(content, n.kind);
      }
    };
  }, [intl]);
  return start;
}
