/**
 * Filtering, sorting and paging of read models held in memory (the DAO's and governance's: hundreds of events on a
 * network, not millions). Searches take `limit`, `offset` and an optional `ordering` (default createdAt DESC).
 */
export type Ordering = { column: string; direction: 'ASC' | 'DESC' } | null | undefined;

/** Sorts by `ordering` (default createdAt DESC; equal keys keep their order) and pages. */
export function page<T>(
  items: T[],
  body: { limit: number; offset: number; ordering?: Ordering },
  key: (x: T, c: string) => number | bigint,
) {
  const o = body.ordering ?? { column: 'createdAt', direction: 'DESC' as const };
  const sign = o.direction === 'ASC' ? 1 : -1;
  const sorted = [...items].sort((a, b) => {
    const [x, y] = [key(a, o.column), key(b, o.column)];
    return x < y ? -sign : x > y ? sign : 0;
  });
  return { rows: sorted.slice(body.offset, body.offset + body.limit), totalCount: items.length };
}

/** `v` within the optional bounds (inclusive). */
export const within = (v: number, ge?: number | null, le?: number | null) =>
  (ge == null || v >= ge) && (le == null || v <= le);

/** `v` equals the filter, or there is no filter. */
export const eq = <T>(v: T, want: T | null | undefined) => want == null || v === want;
