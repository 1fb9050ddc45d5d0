import { describe, expect, it } from 'vitest';
import { ariaSort, clampPage, listReducer, pageOffset, totalPages, type ListState } from './paging';
import { formatChange } from './change';

describe('paging', () => {
  it('computes pages and offsets', () => {
    expect(totalPages(0)).toBe(0);
    expect(totalPages(null)).toBe(0);
    expect(totalPages(10)).toBe(1);
    expect(totalPages(11)).toBe(2);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(20);
    expect(clampPage(5, 2)).toBe(2);
    expect(clampPage(0, 2)).toBe(1);
  });
});

describe('listReducer', () => {
  const start: ListState<{ kind: string }> = {
    page: 3,
    ordering: { field: 'tvl', direction: 'desc' },
    filter: { kind: 'all' },
  };
  it('flips the active ordering and resets the page', () => {
    const next = listReducer(start, { type: 'sort', field: 'tvl' });
    expect(next.ordering).toEqual({ field: 'tvl', direction: 'asc' });
    expect(next.page).toBe(1);
    expect(listReducer(next, { type: 'sort', field: 'tvl' }).ordering.direction).toBe('desc');
  });
  it('starts a new field descending', () => {
    expect(listReducer(start, { type: 'sort', field: 'date' }).ordering).toEqual({ field: 'date', direction: 'desc' });
  });
  it('resets the page on a filter change and keeps state on the same page', () => {
    const next = listReducer(start, { type: 'filter', filter: { kind: 'swap' } });
    expect(next).toEqual({ ...start, page: 1, filter: { kind: 'swap' } });
    expect(listReducer(start, { type: 'page', page: 3 })).toBe(start);
    expect(listReducer(start, { type: 'page', page: 4 }).page).toBe(4);
  });
  it('gives aria-sort values', () => {
    expect(ariaSort(start.ordering, 'tvl')).toBe('descending');
    expect(ariaSort({ field: 'tvl', direction: 'asc' }, 'tvl')).toBe('ascending');
    expect(ariaSort(start.ordering, 'date')).toBe('none');
  });
});

describe('formatChange', () => {
  it('signs and colours changes', () => {
    expect(formatChange('12.345')).toEqual({ text: '+12.35%', direction: 'up' });
    expect(formatChange('-3.1')).toEqual({ text: '-3.1%', direction: 'down' });
    expect(formatChange('0.00')).toEqual({ text: '0%', direction: 'flat' });
    expect(formatChange('0.001')).toEqual({ text: '0%', direction: 'flat' });
    expect(formatChange(undefined)).toEqual({ text: '—', direction: 'flat' });
  });
});
