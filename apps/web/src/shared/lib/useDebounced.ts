import { useEffect, useState } from 'react';

/** `value` once it has stayed the same (by its JSON) for `ms`; a new but equal object does not restart the wait. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value) ?? '';
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `value`
  }, [key, ms]);
  return debounced;
}
