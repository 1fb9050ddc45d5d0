/**
 * What an action is, as the lines above a confirmation's preview say it (amount, proposals, the coin attached): one
 * definition list for every confirmation popup. Each value carries its test id; `value` attributes are for exact
 * reads (smallest units).
 */
import type { ReactNode } from 'react';
import styles from './preview.module.css';

export interface PreviewRow {
  id: string;
  label: ReactNode;
  value: ReactNode;
  testId?: string;
  /** An exact value for tests and tools (smallest units), as `data-value`. */
  exact?: string;
}

export function PreviewRows({ rows }: { rows: readonly PreviewRow[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className={styles.rows}>
      {rows.map((r) => (
        <div className={styles.row} key={r.id}>
          <dt>{r.label}</dt>
          <dd data-testid={r.testId} data-value={r.exact} style={{ overflowWrap: 'anywhere' }}>
            {r.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
