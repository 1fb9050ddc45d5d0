import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ChangeValue } from './ChangeValue';
import { Skeleton } from './Skeleton';
import styles from './page.module.css';

/**
 * One figure of a stats block (token, pool, gauge and farm pages): label, value and an optional change. A change
 * always has its own line under the value, so the stat is as tall with "+0.1%" as with "+2 309.7%" (beside the value
 * a long one wrapped at narrow widths). Without a value it shows skeletons of the same lines, so the block does not
 * move the page when the data arrives; `withChange` keeps the change's line while the change is not known yet.
 */
export function Stat({
  label,
  value,
  change,
  withChange = change !== undefined,
  testId,
}: {
  label: string;
  value?: ReactNode;
  change?: string;
  withChange?: boolean;
  testId: string;
}) {
  const loading = value === undefined;
  return (
    <div className={styles.stat} data-testid={testId}>
      <dt className={styles.statLabel}>
        <FormattedMessage id={label} />
      </dt>
      <dd className={styles.statValue}>
        {loading ? <Skeleton width="5rem" height="1.5em" /> : <span data-testid={`${testId}-value`}>{value}</span>}
        {withChange ? (
          <span className={styles.statChange}>
            {loading ? <Skeleton width="3.5rem" height="1em" /> : <ChangeValue value={change} />}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
