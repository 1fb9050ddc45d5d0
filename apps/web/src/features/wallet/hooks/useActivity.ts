import { useSyncExternalStore } from 'react';
import { activity, type ActivityEntry } from '@/shared/ui/toasts/activity';

/** The connected wallet's recent activity (newest first), live: a pending entry changes when its result arrives. */
export function useActivity(): { entries: ActivityEntry[]; clear: () => void } {
  const entries = useSyncExternalStore(
    activity.subscribe,
    () => activity.list(),
    () => activity.list(),
  );
  return { entries, clear: () => activity.clear() };
}
