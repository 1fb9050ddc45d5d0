import { FormattedMessage } from 'react-intl';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Amount } from './Amount';
import styles from './builder.module.css';

interface Row {
  labelId: string;
  now: bigint | undefined;
  after: bigint | undefined;
  testId: string;
}

/** "Now → after" figures of a mint or burn (spec 3); an unknown figure shows a loader. */
export function Figures({ rows, decimals }: { rows: Row[]; decimals: number }) {
  const show = (value: bigint | undefined) =>
    value === undefined ? <Skeleton width="4rem" /> : <Amount units={value} decimals={decimals} />;
  return (
    <dl className={styles.figures}>
      {rows.map((row) => (
        <div key={row.testId}>
          <dt>
            <FormattedMessage id={row.labelId} />
          </dt>
          <dd data-testid={row.testId} data-now={row.now?.toString()} data-after={row.after?.toString()}>
            {show(row.now)} → {show(row.after)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
