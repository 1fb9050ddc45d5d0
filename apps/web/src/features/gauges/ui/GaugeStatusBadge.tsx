import { FormattedMessage } from 'react-intl';
import type { GaugeStatus } from '../logic/status';
import styles from './statusBadge.module.css';

/** Awaiting / Active / Expired as a small badge (the colour repeats the word, never replaces it). */
export function GaugeStatusBadge({ status, testId }: { status: GaugeStatus; testId: string }) {
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-testid={testId} data-status={status}>
      <FormattedMessage id={`gauges.status.${status}`} />
    </span>
  );
}
