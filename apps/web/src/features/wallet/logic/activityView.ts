/** What the wallet menu's recent activity lists (issue 39): pure choices of the rows and their texts. */
import type { ActivityEntry, ActivityState } from '@/shared/ui/toasts/activity';

/** How many entries the menu lists (the store keeps more). */
export const SHOWN_ACTIVITY = 20;

export interface ActivityRowView {
  id: string;
  state: ActivityState;
  /** When it ended, else when it was sent (ms). */
  at: number;
  /** The time the "ago" is counted from: never after `now` (a clock set back does not say "in 2 minutes"). */
  agoFrom: number;
  title: string;
  /** The result's text, only when it says more than the title. */
  result: string | undefined;
  /** The transaction to link to, when there is one. */
  hash: string | undefined;
}

/** The newest entries first as the store gives them, at most `shown`, each as its row shows it at `now`. */
export function activityRows(
  entries: readonly ActivityEntry[],
  now: number,
  shown: number = SHOWN_ACTIVITY,
): ActivityRowView[] {
  return entries.slice(0, shown).map((entry) => {
    const at = entry.endedAt ?? entry.startedAt;
    return {
      id: entry.id,
      state: entry.state,
      at,
      agoFrom: Math.min(at, now),
      title: entry.title,
      result: entry.result && entry.result !== entry.title ? entry.result : undefined,
      hash: entry.hash || undefined,
    };
  });
}
