import { FormattedMessage } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { ErrorNote } from './ui/ErrorNote';
import styles from '@/shared/ui/page.module.css';
import { useAccountAddress, useGaugesList, useMyGauges } from './hooks/useGauges';
import { GaugesList } from './ui/GaugesList';

/** `/farming` and `/gauges`: the gauges by TVL, with the connected account's own marked. */
export default function GaugesScreen() {
  const account = useAccountAddress();
  const gauges = useGaugesList({ limit: 100 });
  const mine = useMyGauges(account);
  return (
    <div className={styles.page} data-testid="gauges-page">
      <h1 className={styles.title}>
        <FormattedMessage id="gauges.title" />
      </h1>
      <div className={styles.actions}>
        <Link to="/gauges/create" data-testid="gauges-create-link">
          <FormattedMessage id="gauges.create" />
        </Link>
      </div>
      {gauges.error ? <ErrorNote error={gauges.error} /> : <GaugesList gauges={gauges.data?.gauges} mine={mine.data} />}
    </div>
  );
}
