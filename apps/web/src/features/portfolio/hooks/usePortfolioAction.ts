import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { newCallId } from '@/shared/chain/callId';
import type { PortfolioCall } from '../chain/portfolioChain';
import type { CallOutcome, PortfolioActionKind } from '../logic/actions';
import type { ActionResult } from '../logic/view';

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

/** One action: its message (with the call id its result is found by), where to look for its result, its target. */
export interface PortfolioAction {
  kind: PortfolioActionKind;
  /** The gauge, the escrow or the order (one busy action per target). */
  target: string;
  call: (callId: number) => PortfolioCall;
  /** The result with this call id, looked for after the send (`sinceLt`: the target's newest lt before it). */
  outcome: (chain: Chain, callId: number, sinceLt: string) => Promise<CallOutcome | undefined>;
  values?: Record<string, string>;
}

/** An action the user asked for: the message the confirmation previews is the one the send signs. */
export interface AskedAction {
  action: PortfolioAction;
  callId: number;
  call: PortfolioCall;
}

/**
 * Runs one action at a time, as the gauges and DAO pages do: the confirmation with the preview before signing
 * (`ask`; closing it sends nothing), then a pending toast, the send of the previewed message, then the contract's
 * result with its call id (success, failure or canceled toast and an inline result on the row); then the portfolio
 * loads again.
 */
export function usePortfolioAction() {
  const intl = useIntl();
  const client = useQueryClient();
  const [busy, setBusy] = useState<string>();
  // by target: kept with what the action was, for a row that has left its list since (a cancelled order)
  const [results, setResults] = useState<Record<string, ActionResult>>({});
  const [asked, setAsked] = useState<AskedAction>();

  const run = async ({ action, callId, call }: AskedAction) => {
    if (busy) return;
    setBusy(action.target);
    const message = (state: string) =>
      intl.formatMessage({ id: `portfolio.action.${action.kind}.${state}` }, action.values);
    let toast = '';
    try {
      const [chain, logic, { isRejection }, { waitUntil }, { notifyPending, notifyResult }] = await loadRunner();
      let sinceLt = '0';
      const outcome = await logic.runAction({
        send: async () => {
          sinceLt = await chain.lastLt(action.target);
          await chain.sendPortfolioCall(call);
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
      setResults((r) => ({ ...r, [action.target]: { outcome, kind: action.kind, values: action.values } }));
      await client.invalidateQueries({ queryKey: ['portfolio'] });
    } finally {
      setBusy(undefined);
    }
  };
  const ask = (action: PortfolioAction) => {
    if (busy) return;
    const callId = newCallId();
    setAsked({ action, callId, call: action.call(callId) });
  };
  const confirm = () => {
    if (!asked) return;
    setAsked(undefined);
    void run(asked);
  };
  return { ask, asked, confirm, cancel: () => setAsked(undefined), busy, results };
}
