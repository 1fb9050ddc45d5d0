import { useState } from 'react';

/**
 * A creation page's confirmation (a farm, a gauge): the form's call first opens the confirmation with the preview
 * before signing; confirming closes it and sends that very call, cancelling only closes it.
 */
export function useConfirmFirst<T extends object>(send: (asked: T) => void) {
  const [asked, setAsked] = useState<T>();
  return {
    asked,
    ask: (call: T | undefined) => setAsked(call),
    confirm: () => {
      setAsked(undefined);
      if (asked) send(asked);
    },
    cancel: () => setAsked(undefined),
  };
}
