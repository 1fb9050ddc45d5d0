import { useEffect, useState } from 'react';

/** The value after it stayed unchanged for `ms` (spec 9: input recalculation debounce 400 ms). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}
