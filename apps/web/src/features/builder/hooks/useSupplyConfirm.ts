/**
 * The confirmation of a mint or burn (issue 43): the form asks (its answer waits), the popup previews the very call
 * the send uses (builderChain's one builder); confirming sends it and answers whether the target's balance moved,
 * closing it answers false and sends nothing.
 */
import { useState } from 'react';
import type { SupplyCall } from '../chain/builderChain';

export function useSupplyConfirm(supply: (call: SupplyCall) => Promise<boolean>) {
  const [asked, setAsked] = useState<{ call: SupplyCall; settle: (done: boolean) => void }>();
  return {
    call: asked?.call,
    ask: (call: SupplyCall) => new Promise<boolean>((settle) => setAsked({ call, settle })),
    cancel: () => {
      asked?.settle(false);
      setAsked(undefined);
    },
    confirm: () => {
      if (!asked) return;
      setAsked(undefined);
      void supply(asked.call).then(asked.settle);
    },
  };
}

export type SupplyConfirm = ReturnType<typeof useSupplyConfirm>;
