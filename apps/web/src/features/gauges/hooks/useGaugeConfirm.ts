/**
 * The confirmation of a gauge action (issue 43): the page asks for an action (its call id drawn now), the popup
 * previews the very call the send uses (useGaugeActionPreview: gaugeChain's one builder), confirming sends it.
 */
import { useState } from 'react';
import type { ActionValues, GaugeAction, GaugeActionKind, useGaugeAction } from './useGaugeActions';
import { newCallId } from '@/shared/chain/callId';

/** A call id: a random integer below 100000 (spec section 9), drawn when the confirmation opens. */

export function useGaugeConfirm(action: ReturnType<typeof useGaugeAction>) {
  const [asked, setAsked] = useState<{ action: GaugeAction; values: ActionValues }>();
  return {
    asked,
    callOf: action.callOf,
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
