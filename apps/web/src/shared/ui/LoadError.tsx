import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';
import styles from './LoadError.module.css';

export interface LoadErrorProps {
  /** Retries the failed read (usually the query's `refetch`). */
  onRetry: () => void;
  /** What could not be loaded; "Could not load the data." when left out. */
  message?: ReactNode;
  /** The failure's own text (the server's message), shown under the message. */
  detail?: string;
  testId?: string;
  /** A smaller Retry button, for a section inside a page or a table. */
  compact?: boolean;
}

/**
 * A read that failed (server error, network down): what could not be loaded and a Retry button. The one error state
 * of the app's screens and sections; a server failure never shows the not-found page.
 */
export function LoadError({ onRetry, message, detail, testId = 'load-error', compact = false }: LoadErrorProps) {
  return (
    <div className={styles.error} role="alert" data-testid={testId}>
      <div className={styles.text}>
        <p>{message ?? <FormattedMessage id="common.loadFailed" />}</p>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
      </div>
      <Button size={compact ? 'sm' : 'md'} onClick={onRetry} data-testid={`${testId}-retry`}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  );
}
