/**
 * Filtering, sorting and paging of read models held in memory (the DAO's and governance's: hundreds of events on a
 * network, not millions). Searches take `limit`, `offset` and an optional `ordering` (default createdAt DESC).
 */
export type Ordering = { column: string; direction: 'ASC' | 'DESC' } | null | undefined;

/**
 * Sorts by `ordering` (default createdAt DESC) and pages. `items` come in chain order: equal keys (events of one
 * block) follow it in the same direction, so the newest of them comes first in DESC.
 */
export function page<T>(
  items: T[],
  body: { limit: number; offset: number; ordering?: Ordering },
  key: (x: T, c: string) => number | bigint,
) {
  const o = body.ordering ?? { column: 'createdAt', direction: 'DESC' as const };
  const sign = o.direction === 'ASC' ? 1 : -1;
  const keyed = items.map((item, index) => ({ item, index, k: key(item, o.column) }));
  keyed.sort((a, b) => (a.k < b.k ? -sign : a.k > b.k ? sign : (a.index - b.index) * sign));
  const rows = keyed.slice(body.offset, body.offset + body.limit).map((x) => x.item);
  return { rows, totalCount: items.length };
}

/** `v` within the optional bounds (inclusive). */
export const within = (v: number, ge?: number | null, le?: number | null) =>
  (ge == null || v >= ge) && (le == null || v <= le);

/** `v` equals the filter, or there is no filter. */
export const eq = <T>(v: T, want: T | null | undefined) => want == null || v === want;
