/**
 * The confirmation of a proposal action (issue 43): the page asks with the call it will send and what to do on
 * confirm; the popup previews that very call (proposalsChain's one builder); confirming closes it and runs the
 * send, closing it sends nothing.
 */
import { useState } from 'react';
import type { ProposalCall } from '../chain/proposalsChain';

export interface ConfirmNote {
  id: string;
  values: Record<string, number>;
}

export function useProposalConfirm() {
  const [asked, setAsked] = useState<{ call: ProposalCall; send: () => void; note?: ConfirmNote }>();
  return {
    call: asked?.call,
    /** A message the popup shows above the preview (e.g. the preview covers the first of several calls). */
    note: asked?.note,
    ask: (call: ProposalCall, send: () => void, note?: ConfirmNote) => setAsked({ call, send, note }),
    cancel: () => setAsked(undefined),
    confirm: () => {
      if (!asked) return;
      setAsked(undefined);
      asked.send();
    },
  };
}

export type ProposalConfirm = ReturnType<typeof useProposalConfirm>;
