import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@/shared/ui/toasts/activity';
import { activityRows, SHOWN_ACTIVITY } from './activityView';

const entry = (id: number, over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: `e${id}`,
  state: 'done',
  title: `Swap ${id}`,
  startedAt: 1_000,
  ...over,
});

describe('activityRows', () => {
  it('lists at most 20 entries, in the order of the store (newest first)', () => {
    const entries = Array.from({ length: 25 }, (_, i) => entry(i));
    const rows = activityRows(entries, 5_000);
    expect(SHOWN_ACTIVITY).toBe(20);
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.id).slice(0, 2)).toEqual(['e0', 'e1']);
    expect(activityRows([], 5_000)).toEqual([]);
  });

  it('dates an entry by its end, else by its start, and never after now', () => {
    expect(activityRows([entry(1, { endedAt: 2_000 })], 5_000)[0]).toMatchObject({ at: 2_000, agoFrom: 2_000 });
    expect(activityRows([entry(1, { state: 'pending' })], 5_000)[0]).toMatchObject({ at: 1_000, agoFrom: 1_000 });
    expect(activityRows([entry(1, { endedAt: 9_000 })], 5_000)[0]).toMatchObject({ at: 9_000, agoFrom: 5_000 });
  });

  it('shows the result only when it says more than the title', () => {
    expect(activityRows([entry(1, { result: 'Swapped 1 A for 2 B' })], 0)[0]!.result).toBe('Swapped 1 A for 2 B');
    expect(activityRows([entry(1, { result: 'Swap 1' })], 0)[0]!.result).toBeUndefined();
    expect(activityRows([entry(1, { result: '' })], 0)[0]!.result).toBeUndefined();
    expect(activityRows([entry(1)], 0)[0]!.result).toBeUndefined();
  });

  it('links a transaction only when the entry has a hash', () => {
    expect(activityRows([entry(1, { hash: 'ab12' })], 0)[0]!.hash).toBe('ab12');
    expect(activityRows([entry(1)], 0)[0]!.hash).toBeUndefined();
    expect(activityRows([entry(1, { hash: '' })], 0)[0]!.hash).toBeUndefined();
  });
});
