import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ChangeValue } from './ChangeValue';
import { Skeleton } from './Skeleton';
import styles from './page.module.css';

/**
 * One figure of a stats block (token and pool pages): label, value and an optional change. Without a value it shows
 * a skeleton of the same size, so the block does not move the page when the data arrives.
 */
export function Stat({
  label,
  value,
  change,
  testId,
}: {
  label: string;
  value?: ReactNode;
  change?: string;
  testId: string;
}) {
  return (
    <div className={styles.stat} data-testid={testId}>
      <dt className={styles.statLabel}>
        <FormattedMessage id={label} />
      </dt>
      <dd className={styles.statValue}>
        {value === undefined ? (
          <Skeleton width="5rem" height="1.5em" />
        ) : (
          <>
            <span data-testid={`${testId}-value`}>{value}</span>{' '}
            {change !== undefined ? <ChangeValue value={change} /> : null}
          </>
        )}
      </dd>
    </div>
  );
}
