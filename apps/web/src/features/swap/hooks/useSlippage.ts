import { useCallback, useState } from 'react';
import { readSlippage, SLIPPAGE_KEY } from '../logic/slippage';
import { localStore as storage } from './storage';

/** Slippage in percent (text), persisted in localStorage `slippage`. */
export function useSlippage(): [string, (value: string) => void] {
  const [value, setValue] = useState(() => readSlippage(storage()));
  const set = useCallback((next: string) => {
    setValue(next);
    try {
      storage()?.setItem(SLIPPAGE_KEY, next);
    } catch {
      /* storage failure ignored */
    }
  }, []);
  return [value, set];
}
