import { startTransition, useEffect, useState } from 'react';

/**
 * An external store's value, whose changes render as transitions: React renders them in slices and lets input and
 * paint in between. `useSyncExternalStore` renders every change of a store synchronously, in one task: right for a
 * value the user just typed, too heavy for a store that many components of the page read and that changes on its
 * own (the wallet's detection at boot re-rendered the whole page in one blocking task). `subscribe` and `getSnapshot`
 * must be stable (a store's methods).
 */
export function useStoreTransition<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T): T {
  const [value, setValue] = useState(getSnapshot);
  useEffect(() => {
    const update = () => startTransition(() => setValue(getSnapshot()));
    const unsubscribe = subscribe(update);
    // a change between the render and the subscription
    update();
    return unsubscribe;
  }, [subscribe, getSnapshot]);
  return value;
}
