import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { buttonClass } from '@/shared/ui/Button';
import { useStars } from '@/shared/favourites';
import { favouriteGauges } from '@/shared/favourites/favouriteGauges';
import { useChainSeconds } from '@/shared/lib/useChainSeconds';
import styles from '@/shared/ui/page.module.css';
import { Tabs } from '@/shared/ui/Tabs';
import txStyles from '@/shared/ui/transactions/transactions.module.css';
import { ErrorNote } from './ui/ErrorNote';
import { useAccountAddress, useGaugesList, useMyGauges } from './hooks/useGauges';
import { filterByStatus, GAUGE_STATUS_FILTERS, type GaugeStatusFilter } from './logic/status';
import { ChoiceSelect } from '@/shared/ui/ChoiceSelect';
import { GaugesList } from './ui/GaugesList';
import { useMyGaugeListings } from './hooks/useMyGaugeListings';

type Tab = 'all' | 'favorites';

/**
 * `/gauges`: the gauges by TVL with their status, a status filter, All and Favourites tabs (`favorite_gauges`, per
 * wallet, as the farms list) and the connected account's own marked.
 */
export default function GaugesScreen() {
  const intl = useIntl();
  const account = useAccountAddress();
  const now = useChainSeconds();
  const gauges = useGaugesList({ limit: 100 });
  const mine = useMyGauges(account);
  const stars = useStars(favouriteGauges);
  const [tab, setTab] = useState<Tab>('all');
  const [status, setStatus] = useState<GaugeStatusFilter>('all');
  const all = gauges.data?.gauges;
  const starred = tab === 'all' ? all : all?.filter((g) => stars.has(g.address));
  const shown = starred ? filterByStatus(starred, status, now) : undefined;
  const myFigures = useMyGaugeListings(
    account,
    shown?.filter((g) => mine.data?.has(g.address)),
  );
  return (
    <div className={styles.page} data-testid="gauges-page">
      <h1 className={styles.title}>
        <FormattedMessage id="gauges.title" />
      </h1>
      <div className={styles.actions}>
        <Link to="/gauges/create" className={buttonClass('primary', 'sm')} data-testid="gauges-create-link">
          <FormattedMessage id="gauges.create" />
        </Link>
      </div>
      <div className={styles.actions}>
        <ChoiceSelect
          label={intl.formatMessage({ id: 'gauges.statusFilter' })}
          value={status}
          choices={GAUGE_STATUS_FILTERS.map((value) => ({
            value,
            label: intl.formatMessage({ id: `gauges.statusFilter.${value}` }),
          }))}
          onChange={(value) => setStatus(value as GaugeStatusFilter)}
          testId="gauges-status-filter"
        />
      </div>
      <Tabs
        value={tab}
        onValueChange={setTab}
        label={intl.formatMessage({ id: 'gauges.tabs' })}
        items={[
          { value: 'all', label: <FormattedMessage id="gauges.tab.all" />, testId: 'gauges-tab-all' },
          { value: 'favorites', label: <FormattedMessage id="gauges.tab.favorites" />, testId: 'gauges-tab-favorites' },
        ]}
        // the farms list's tabs, so both lists look the same
        listClassName={txStyles.tabs}
        tabClassName={txStyles.tab}
        panelClassName={styles.panel}
      >
        {() =>
          gauges.error ? (
            <ErrorNote error={gauges.error} />
          ) : (
            <GaugesList
              gauges={shown}
              mine={mine.data}
              myFigures={myFigures}
              now={now}
              isFavourite={stars.has}
              onStar={(address) => stars.press(address)}
              empty={shown?.length === 0 && all?.length ? (tab === 'favorites' ? 'favorites' : 'filtered') : 'all'}
            />
          )
        }
      </Tabs>
    </div>
  );
}
