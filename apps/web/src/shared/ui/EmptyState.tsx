import type { ReactNode } from 'react';
import styles from './list.module.css';

export function EmptyState({ title, note, testId }: { title: ReactNode; note?: ReactNode; testId?: string }) {
  return (
    <div className={styles.empty} data-testid={testId} role="status">
      <p className={styles.emptyTitle}>{title}</p>
      {note ? <p className={styles.emptyNote}>{note}</p> : null}
    </div>
  );
}
