/**
 * The confirmation of a gauge action (issue 43): the page asks for an action, the popup shows the preview before
 * signing of the very call the send uses (gaugeChain's one builder, same call id), and confirming sends it.
 */
import { useState } from 'react';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import type { ActionValues, GaugeAction, GaugeActionKind, useGaugeAction } from './useGaugeActions';

const chain = () => import('../chain/gaugeChain');

/** A call id: a random integer below 100000 (spec section 9), drawn when the confirmation opens. */
const newCallId = () => Math.floor(Math.random() * 100_000);

export function useGaugeConfirm(action: ReturnType<typeof useGaugeAction>) {
  const [asked, setAsked] = useState<{ action: GaugeAction; values: ActionValues }>();
  const call = asked ? action.callOf(asked.action) : undefined;
  const state = useCallPreview(
    ['gauge', call?.gauge, call?.owner, call?.type, call?.callId],
    call && (async () => (await chain()).gaugeWalletCall(call)),
  );
  return {
    asked,
    state,
    ask: (kind: GaugeActionKind, values: ActionValues = {}) =>
      setAsked({ action: { ...kind, callId: newCallId() }, values }),
    cancel: () => setAsked(undefined),
    confirm: () => {
      if (asked) action.run(asked.action, asked.values);
      setAsked(undefined);
    },
  };
}

export type GaugeConfirm = ReturnType<typeof useGaugeConfirm>;
