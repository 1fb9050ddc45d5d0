/**
 * The confirmation of a builder call (issue 43): the form asks (its answer waits), the popup previews the very
 * call the send uses (builderChain's one builder); confirming sends it and answers whether it took effect (a
 * create deployed, a target's balance moved, the owner changed), closing it answers false and sends nothing.
 */
import { useState } from 'react';
import type { BuilderCall } from '../chain/builderChain';

export function useBuilderConfirm<C extends BuilderCall>(send: (call: C) => Promise<boolean>) {
  const [asked, setAsked] = useState<{ call: C; settle: (done: boolean) => void }>();
  return {
    call: asked?.call,
    ask: (call: C) => new Promise<boolean>((settle) => setAsked({ call, settle })),
    cancel: () => {
      asked?.settle(false);
      setAsked(undefined);
    },
    confirm: () => {
      if (!asked) return;
      setAsked(undefined);
      void send(asked.call).then(asked.settle);
    },
  };
}

/** A confirmation as the popup reads it (whatever call it holds). */
export interface BuilderConfirm {
  call: BuilderCall | undefined;
  cancel: () => void;
  confirm: () => void;
}
