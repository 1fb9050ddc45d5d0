import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ChangeValue } from './ChangeValue';
import { Skeleton } from './Skeleton';
import styles from './page.module.css';

/**
 * One figure of a stats block (token, pool, gauge and farm pages): label, value and an optional change. A change
 * always has its own line under the value, so the stat is as tall with "+0.1%" as with "+2 309.7%" (beside the value
 * a long one wrapped at narrow widths). Without a value it shows skeletons of the same lines, so the block does not
 * move the page when the data arrives; `withChange` keeps the change's line while the change is not known yet. A figure
 * never breaks inside: one line, with an ellipsis if the stat is too narrow. `lead` marks the block's key figure (set
 * larger); `note` is a muted line of its own under the value (a share of the votes, whether a quorum is reached). In a
 * row of stats the figures line up at the bottom, whatever the labels' lengths.
 */
export function Stat({
  label,
  value,
  change,
  withChange = change !== undefined,
  note,
  lead = false,
  testId,
}: {
  label: string;
  value?: ReactNode;
  change?: string;
  withChange?: boolean;
  note?: ReactNode;
  lead?: boolean;
  testId: string;
}) {
  const loading = value === undefined;
  // a figure with its symbol ("249.43K QUBE") stays on one line, cut short with an ellipsis (the whole in its title)
  // if the stat is narrower; a value given as elements (an APR range) breaks where they let it
  const figure = typeof value === 'string' || typeof value === 'number';
  return (
    <div className={lead ? `${styles.stat} ${styles.statLead}` : styles.stat} data-testid={testId}>
      <dt className={styles.statLabel}>
        <FormattedMessage id={label} />
      </dt>
      <dd className={styles.statValue}>
        {loading ? (
          <Skeleton width="5rem" height="1.5em" />
        ) : (
          <span
            className={figure ? styles.statFigure : undefined}
            title={figure ? String(value) : undefined}
            data-testid={`${testId}-value`}
          >
            {value}
          </span>
        )}
        {withChange ? (
          <span className={styles.statChange}>
            {loading ? <Skeleton width="3.5rem" height="1em" /> : <ChangeValue value={change} />}
          </span>
        ) : null}
        {note !== undefined && !loading ? (
          <span className={styles.statNote} data-testid={`${testId}-note`}>
            {note}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
