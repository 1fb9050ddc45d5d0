import { FormattedMessage } from 'react-intl';
import styles from '@/shared/ui/page.module.css';
import { migrationBanner } from '../logic/farmView';
import { DateText } from '@/shared/ui/DateText';
import { Skeleton } from '@/shared/ui/Skeleton';

/** Old farm pools stop earning after the fabric's migration date (spec 4): said on the list and on each pool. */
export function MigrationBanner({ migrationTime, now }: { migrationTime: number | null | undefined; now: number }) {
  if (migrationTime === undefined) {
    // the banner's place while the date is read (it is the same for every pool), so the page below does not move
    return (
      <p className={styles.warning} aria-busy="true" data-testid="farm-migration-loading">
        <FormattedMessage id="farm.migration.upcoming" values={{ date: <Skeleton width="8rem" /> }} />
      </p>
    );
  }
  const banner = migrationBanner(migrationTime, now);
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
