import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { config } from '@/shared/config';
import type { DaoActionKind, DaoOutcome } from '../logic/action';

/** The vote escrow answers within seconds; its event is looked for every second for up to a minute. */
const WAIT = { intervalMs: 1_000, attempts: 60, maxErrors: 5 };

/** What an action needs besides the hook: loaded with the first action, so it stays out of the screens' first load. */
const loadRunner = () =>
  Promise.all([
    import('../chain/voteEscrowChain'),
    import('../logic/action'),
    import('@/shared/chain/errors'),
    import('@/shared/lib/waitUntil'),
    import('@/shared/ui/toasts/notify'),
  ]);

export interface DaoActionResult {
  kind: DaoActionKind;
  outcome: DaoOutcome;
}

/**
 * Runs one DAO action at a time: a pending toast, the send with a fresh call id, then the escrow's success or
 * failure event with that id (success, failure or canceled toast and inline result); afterwards the DAO reads and
 * balances load again. A wallet rejection is "canceled" and nothing changed.
 */
export function useDaoAction() {
  const intl = useIntl();
  const client = useQueryClient();
  const [busy, setBusy] = useState<DaoActionKind>();
  const [result, setResult] = useState<DaoActionResult>();

  const run = async (
    kind: DaoActionKind,
    send: (callId: number) => Promise<void>,
    values: Record<string, string> = {},
    /** The call id drawn when the confirmation opened (the previewed call's); a fresh one otherwise. */
    givenCallId?: number,
  ) => {
    if (busy) return undefined;
    setBusy(kind);
    setResult(undefined);
    const message = (state: string) => intl.formatMessage({ id: `dao.action.${kind}.${state}` }, values);
    let toast = '';
    let sinceLt = '0';
    try {
      const [chain, logic, { isRejection }, { waitUntil }, { notifyPending, notifyResult }] = await loadRunner();
      const callId = givenCallId ?? logic.newCallId();
      const outcome = await logic.runDaoAction({
        send: async () => {
          sinceLt = await chain.escrowLastLt(config.voteEscrow);
          await send(callId);
        },
        outcome: async () => {
          const found = await waitUntil(
            () => chain.findOutcome(config.voteEscrow, callId, sinceLt, logic.ACTION_EVENTS[kind]),
            WAIT,
          );
          return found.kind === 'done' ? found.value : undefined;
        },
        isRejection,
        onPending: () => (toast = notifyPending(message('pending'))),
        onResult: (outcome, error) => {
          if (outcome === 'failure' && error) console.error(`DAO ${kind} error`, error);
          notifyResult(toast, message(outcome), logic.NOTIFY_KIND[outcome]);
        },
      });
      setResult({ kind, outcome });
      await Promise.all([
        client.invalidateQueries({ queryKey: ['dao'] }),
        client.invalidateQueries({ queryKey: ['chain', 'tokenBalance'] }),
      ]);
      return outcome;
    } finally {
      setBusy(undefined);
    }
  };
  return { run, busy, result };
}
