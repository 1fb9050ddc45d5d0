import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionOutcome, CallOutcome, PortfolioActionKind } from '../logic/actions';

/** The contracts answer within seconds; the result is looked for every second for up to a minute. */
const WAIT = { intervalMs: 1_000, attempts: 60, maxErrors: 5 };

/** What an action needs besides the hook: loaded with the first action, so it stays out of the first load. */
const loadRunner = () =>
  Promise.all([
    import('../chain/portfolioChain'),
    import('../logic/actions'),
    import('@/shared/chain/errors'),
    import('@/shared/lib/waitUntil'),
    import('@/shared/ui/toasts/notify'),
  ]);

type Chain = Awaited<ReturnType<typeof loadRunner>>[0];

/** One action: how to send it with a call id, where to look for its result, and the target's key. */
export interface PortfolioAction {
  kind: PortfolioActionKind;
  /** The gauge, the escrow or the order (one busy action per target). */
  target: string;
  send: (chain: Chain, callId: number) => Promise<void>;
  /** The result with this call id, looked for after the send (`sinceLt`: the target's newest lt before it). */
  outcome: (chain: Chain, callId: number, sinceLt: string) => Promise<CallOutcome | undefined>;
  values?: Record<string, string>;
}

/**
 * Runs one action at a time, as the gauges and DAO pages do: a pending toast, the send with a fresh call id, then the
 * contract's result with that id (success, failure or canceled toast and an inline result on the row); then the
 * portfolio loads again.
 */
export function usePortfolioAction() {
  const intl = useIntl();
  const client = useQueryClient();
  const [busy, setBusy] = useState<string>();
  const [results, setResults] = useState<Record<string, ActionOutcome>>({});

  const run = async (action: PortfolioAction) => {
    if (busy) return;
    setBusy(action.target);
    const message = (state: string) =>
      intl.formatMessage({ id: `portfolio.action.${action.kind}.${state}` }, action.values);
    let toast = '';
    try {
      const [chain, logic, { isRejection }, { waitUntil }, { notifyPending, notifyResult }] = await loadRunner();
      const callId = logic.newCallId();
      let sinceLt = '0';
      const outcome = await logic.runAction({
        send: async () => {
          sinceLt = await chain.lastLt(action.target);
          await action.send(chain, callId);
        },
        outcome: async () => {
          const found = await waitUntil(() => action.outcome(chain, callId, sinceLt), WAIT);
          return found.kind === 'done' ? found.value : undefined;
        },
        isRejection,
        onPending: () => (toast = notifyPending(message('pending'))),
        onResult: (result, error) => {
          if (result === 'failure' && error) console.error(`portfolio ${action.kind} error`, error);
          notifyResult(toast, message(result), logic.NOTIFY_KIND[result]);
        },
      });
      setResults((r) => ({ ...r, [action.target]: outcome }));
      await client.invalidateQueries({ queryKey: ['portfolio'] });
    } finally {
      setBusy(undefined);
    }
  };
  return { run, busy, results };
}
