import { FormattedMessage } from 'react-intl';
import styles from '@/shared/ui/page.module.css';
import { migrationBanner } from '../logic/farmView';
import { DateText } from '@/shared/ui/DateText';

/** Old farm pools stop earning after the fabric's migration date (spec 4): said on the list and on each pool. */
export function MigrationBanner({ migrationTime, now }: { migrationTime: number | null | undefined; now: number }) {
  const banner = migrationTime === undefined ? null : migrationBanner(migrationTime, now);
  if (!banner) return null;
  return (
    <p className={styles.warning} role="note" data-testid="farm-migration">
      <FormattedMessage
        id={banner.passed ? 'farm.migration.passed' : 'farm.migration.upcoming'}
        values={{ date: <DateText seconds={banner.time} /> }}
      />
    </p>
  );
}
