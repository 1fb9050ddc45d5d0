import { useEffect, useState } from 'react';
import { chainNowSeconds, onChainClockChange } from '@/shared/lib/chainClock';

const TICK_MS = 15_000;

/**
 * The chain's clock as the API server last told it (shared/lib/chainClock), in unix seconds, moving every 15 s
 * (deadlines and rounds change by the second at most). Before any answer it is the browser's clock.
 */
export function useChainSeconds(): number {
  const [now, setNow] = useState(() => chainNowSeconds());
  useEffect(() => {
    const tick = () => setNow(chainNowSeconds());
    const id = setInterval(tick, TICK_MS);
    // the first answer of the API (or a moved chain clock) corrects it at once
    const unsubscribe = onChainClockChange(tick);
    return () => {
      clearInterval(id);
      unsubscribe();
    };
  }, []);
  return now;
}
