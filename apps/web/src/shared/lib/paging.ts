/** Paging and ordering state of the lists (spec 4.11, 9): 10 per page, ordering or filter changes reset to page 1. */
export const PAGE_SIZE = 10;
export const SKELETON_ROWS = 5;

export function totalPages(totalCount: number | null | undefined, limit = PAGE_SIZE): number {
  if (!totalCount || totalCount <= 0) return 0;
  return Math.ceil(totalCount / limit);
}

export function pageOffset(page: number, limit = PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * limit;
}

export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return pages > 0 ? Math.min(page, pages) : 1;
}

export type SortDirection = 'asc' | 'desc';

export interface ListState<F> {
  page: number;
  ordering: { field: string; direction: SortDirection };
  filter: F;
}

export type ListAction<F> =
  { type: 'page'; page: number } | { type: 'sort'; field: string } | { type: 'filter'; filter: Partial<F> };

/**
 * Sorting by the active field flips its direction; another field starts descending. Any ordering or filter
 * change resets the page to 1.
 */
export function listReducer<F>(state: ListState<F>, action: ListAction<F>): ListState<F> {
  switch (action.type) {
    case 'page':
      return action.page === state.page ? state : { ...state, page: Math.max(1, action.page) };
    case 'sort': {
      const direction: SortDirection =
        state.ordering.field === action.field ? (state.ordering.direction === 'desc' ? 'asc' : 'desc') : 'desc';
      return { ...state, page: 1, ordering: { field: action.field, direction } };
    }
    case 'filter':
      return { ...state, page: 1, filter: { ...state.filter, ...action.filter } };
  }
}

/** aria-sort of a column header. */
export function ariaSort(state: { field: string; direction: SortDirection }, field: string) {
  if (state.field !== field) return 'none' as const;
  return state.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}
