import type { ReactNode } from 'react';
import { formatUsd, type NumberValue } from '@/shared/lib/format';
import { ariaSort, type SortDirection } from '@/shared/lib/paging';
import { ChangeValue } from './ChangeValue';
import list from './list.module.css';
import page from './page.module.css';

export interface SortHeaderProps<F extends string> {
  field: F;
  label: ReactNode;
  /** Without `ordering` and `onSort` the column is a plain header. */
  ordering?: { field: string; direction: SortDirection };
  onSort?: (field: F) => void;
  /** Test id of the sort button. */
  testId: string;
  /** Test id of the header cell. */
  headerTestId?: string;
}

/** A sortable column header: a button that sorts by the field, `aria-sort` and an arrow on the active column. */
export function SortHeader<F extends string>({
  field,
  label,
  ordering,
  onSort,
  testId,
  headerTestId,
}: SortHeaderProps<F>) {
  if (!ordering || !onSort) return <th scope="col">{label}</th>;
  return (
    <th scope="col" aria-sort={ariaSort(ordering, field)} data-testid={headerTestId}>
      <button type="button" className={list.sortButton} onClick={() => onSort(field)} data-testid={testId}>
        {label}
        {ordering.field === field ? <span aria-hidden="true">{ordering.direction === 'asc' ? ' ↑' : ' ↓'}</span> : null}
      </button>
    </th>
  );
}

/** A column header read by screen readers only (a column of buttons, as stars). */
export function HiddenHeader({ label }: { label: ReactNode }) {
  return (
    <th scope="col">
      <span className={page.visuallyHidden}>{label}</span>
    </th>
  );
}

/** A USD figure and its change, inline (a card's value). */
export function UsdChange({ value, change }: { value: NumberValue; change: string | null | undefined }) {
  return (
    <>
      {formatUsd(value)} <ChangeValue value={change} />
    </>
  );
}

/** A table cell of a USD figure over its change. */
export function UsdChangeCell({ value, change }: { value: NumberValue; change: string | null | undefined }) {
  return (
    <td>
      <div>{formatUsd(value)}</div>
      <ChangeValue value={change} />
    </td>
  );
}

/** The rows of a table, or `count` placeholders while they load. */
export function rowsOrSkeletons<T>(
  rows: readonly T[] | undefined,
  count: number,
  row: (item: T, i: number) => ReactNode,
  skeleton: (i: number) => ReactNode,
): ReactNode {
  return rows ? rows.map(row) : Array.from({ length: count }, (_, i) => skeleton(i));
}
