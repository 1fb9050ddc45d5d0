import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionOutcome } from '@/shared/chain/runAction';
import type { UnlockPartial } from '../logic/voter';

/** Events are looked for every second for up to a minute; proposal states every 2 s (spec 9) for up to two minutes. */
export const EVENT_WAIT = { intervalMs: 1_000, attempts: 60, maxErrors: 5 };
export const STATE_WAIT = { intervalMs: 2_000, attempts: 60, maxErrors: 5 };

export type ProposalActionKind = 'create' | 'vote' | 'unlockCasted' | 'unlockTokens' | 'cancel' | 'queue' | 'execute';

const loadRunner = () =>
  Promise.all([
    import('@/shared/chain/runAction'),
    import('@/shared/chain/errors'),
    import('@/shared/lib/waitUntil'),
    import('@/shared/ui/toasts/notify'),
  ]);

export interface ProposalActionResult {
  kind: ProposalActionKind;
  outcome: ActionOutcome;
  /** A success of part of what was asked (Unlock all's later call refused): N of M done, the rest canceled. */
  partial?: UnlockPartial;
}

export interface ActionSteps<T> {
  /** Sends the message; resolves once the wallet sent it. */
  send: () => Promise<void>;
  /** What the chain shows now: a value when done, undefined while not yet. */
  check: () => Promise<T | undefined>;
  wait: typeof EVENT_WAIT;
  /** Part of the action happened and the rest was canceled (known once sent); undefined when whole. */
  partial?: () => UnlockPartial | undefined;
}

/**
 * Runs one proposal action at a time (spec 4): a pending toast, the send, then the event or state it should cause
 * (success, failure when it does not come in time, canceled when the wallet refused); afterwards the proposal reads
 * load again.
 */
export function useProposalAction() {
  const intl = useIntl();
  const client = useQueryClient();
  const [busy, setBusy] = useState<ProposalActionKind>();
  const [result, setResult] = useState<ProposalActionResult>();

  const run = async <T>(kind: ProposalActionKind, steps: () => Promise<ActionSteps<T>>) => {
    if (busy) return { outcome: 'canceled' as ActionOutcome, value: undefined };
    setBusy(kind);
    setResult(undefined);
    const message = (state: string, values?: UnlockPartial) =>
      intl.formatMessage({ id: `proposals.action.${kind}.${state}` }, values);
    let toast = '';
    let value: T | undefined;
    try {
      const [{ runAction, NOTIFY_KIND }, { isRejection }, { waitUntil }, { notifyPending, notifyResult }] =
        await loadRunner();
      let prepared: ActionSteps<T> | undefined;
      let partial: ProposalActionResult['partial'];
      const outcome = await runAction({
        send: async () => {
          prepared = await steps();
          await prepared.send();
        },
        outcome: async () => {
          const found = await waitUntil(prepared!.check, prepared!.wait);
          if (found.kind !== 'done') return undefined;
          value = found.value;
          return 'success';
        },
        isRejection,
        onPending: () => (toast = notifyPending(message('pending'))),
        onResult: (o, error) => {
          if (o === 'failure' && error) console.error(`proposal ${kind} error`, error);
          partial = o === 'success' ? prepared?.partial?.() : undefined;
          if (partial) notifyResult(toast, message('partial', partial), NOTIFY_KIND.canceled);
          else notifyResult(toast, message(o), NOTIFY_KIND[o]);
        },
      });
      setResult({ kind, outcome, partial });
      await client.invalidateQueries({ queryKey: ['proposals'] });
      return { outcome, value };
    } finally {
      setBusy(undefined);
    }
  };
  return { run, busy, result };
}
