/**
 * The confirmation of a proposal action (issue 43): the page asks with the call it will send and what to do on
 * confirm; the popup previews that very call (proposalsChain's one builder); confirming closes it and runs the
 * send, closing it sends nothing.
 */
import { useState } from 'react';
import type { ProposalCall } from '../chain/proposalsChain';

export function useProposalConfirm() {
  const [asked, setAsked] = useState<{ call: ProposalCall; send: () => void }>();
  return {
    call: asked?.call,
    ask: (call: ProposalCall, send: () => void) => setAsked({ call, send }),
    cancel: () => setAsked(undefined),
    confirm: () => {
      if (!asked) return;
      setAsked(undefined);
      asked.send();
    },
  };
}

export type ProposalConfirm = ReturnType<typeof useProposalConfirm>;
