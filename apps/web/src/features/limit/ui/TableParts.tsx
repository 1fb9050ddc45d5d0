import type { ReactNode } from 'react';
import { LoadError } from '@/shared/ui/LoadError';
import styles from './limit.module.css';

/**
 * A labelled table in a region that scrolls sideways on narrow screens (focusable, so the keyboard can scroll it).
 * With `cards`, below 640 px each row is a card instead, each cell labelled with its column (the cells' `data-label`,
 * see `Cell`), as the proposal votes: nothing is cut at the right edge.
 */
export function ScrollTable({
  label,
  testId,
  cards,
  children,
}: {
  label: string;
  testId?: string;
  cards?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={cards ? `${styles.table} ${styles.cardTable}` : styles.table} data-testid={testId}>
        <caption className={styles.visuallyHidden}>{label}</caption>
        {children}
      </table>
    </div>
  );
}

/** What could not be loaded, with Retry (the shared error state). */
export function RetryNotice({ text, testId, onRetry }: { text: string; testId: string; onRetry: () => void }) {
  return <LoadError message={text} testId={testId} onRetry={onRetry} compact />;
}

/** A table's header row: each column's label, numbers right-aligned. */
export function HeadRow({ columns }: { columns: readonly { label: string; num?: boolean; hidden?: boolean }[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, k) => (
          <th key={k} scope="col" className={c.num ? styles.num : undefined}>
            {c.hidden ? <span className={styles.visuallyHidden}>{c.label}</span> : c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A row of choice buttons: tabs (one selected) or radio buttons (one checked). */
export function Choices<T extends string>(p: {
  kind: 'tab' | 'radio';
  label: string;
  values: readonly T[];
  current: T;
  text: (value: T) => string;
  onChoose: (value: T) => void;
  testId: string;
}) {
  return (
    <div className={styles.tabs} role={p.kind === 'tab' ? 'tablist' : 'radiogroup'} aria-label={p.label}>
      {p.values.map((value) => (
        <button
          key={value}
          type="button"
          role={p.kind}
          aria-selected={p.kind === 'tab' ? p.current === value : undefined}
          aria-checked={p.kind === 'radio' ? p.current === value : undefined}
          className={styles.tab}
          onClick={() => p.onChoose(value)}
          data-testid={`${p.testId}-${value}`}
        >
          {p.text(value)}
        </button>
      ))}
    </div>
  );
}
