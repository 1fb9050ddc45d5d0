import { FormattedMessage, useIntl } from 'react-intl';
import styles from './list.module.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Accessible name of the pager; defaults to "Pagination". */
  label?: string;
  testId?: string;
}

/** The one pager of the app: shown only when there is more than one page. */
export function Pagination({ page, totalPages, onChange, label, testId = 'pagination' }: PaginationProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  const go = (p: number) => {
    if (p !== page && p >= 1 && p <= totalPages) onChange(p);
  };
  return (
    <nav
      className={styles.pager}
      aria-label={label ?? intl.formatMessage({ id: 'pagination.label' })}
      data-testid={testId}
    >
      <button
        type="button"
        className={styles.pageButton}
        onClick={() => go(1)}
        disabled={page <= 1}
        aria-label={intl.formatMessage({ id: 'pagination.first' })}
      >
        «
      </button>
      <button
        type="button"
        className={styles.pageButton}
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        aria-label={intl.formatMessage({ id: 'pagination.previous' })}
      >
        ‹
      </button>
      <span className={styles.pageInfo} data-testid={`${testId}-info`} aria-live="polite">
        <FormattedMessage id="pagination.pageOf" values={{ page, total: totalPages }} />
      </span>
      <button
        type="button"
        className={styles.pageButton}
        onClick={() => go(page + 1)}
        disabled={page >= totalPages}
        aria-label={intl.formatMessage({ id: 'pagination.next' })}
      >
        ›
      </button>
      <button
        type="button"
        className={styles.pageButton}
        onClick={() => go(totalPages)}
        disabled={page >= totalPages}
        aria-label={intl.formatMessage({ id: 'pagination.last' })}
      >
        »
      </button>
    </nav>
  );
}
