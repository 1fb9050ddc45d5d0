import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { buttonClass } from '@/shared/ui/Button';
import { useStars } from '@/shared/favourites';
import { favouriteFarmings } from '@/shared/favourites/favouriteFarmings';
import styles from '@/shared/ui/page.module.css';
import txStyles from '@/shared/ui/transactions/transactions.module.css';
import { Tabs } from '@/shared/ui/Tabs';
import { useAccountAddress, useFarmPool, useFarmPools } from './hooks/useFarming';
import { useChainSeconds } from '@/shared/lib/useChainSeconds';
import { farmPoolsBody, initialFarmFilter } from './logic/listFilter';
import { ErrorNote } from './ui/ErrorNote';
import { FarmFilter } from './ui/FarmFilter';
import { FarmList } from './ui/FarmList';
import { MigrationBanner } from './ui/MigrationBanner';

type Tab = 'all' | 'favorites';

/** `/farming`: the old farm pools with the filter, favourites (`favorite_farmings`) and the migration banner. */
export default function FarmingScreen() {
  const intl = useIntl();
  const account = useAccountAddress();
  const now = useChainSeconds();
  const [tab, setTab] = useState<Tab>('all');
  const [filter, setFilter] = useState(initialFarmFilter);
  const stars = useStars(favouriteFarmings);
  const pools = useFarmPools(farmPoolsBody(filter, account, stars.list));
  const first = pools.data?.pools_info[0]?.pool_address;
  // the migration date is the fabric's setting, the same for every pool: read with the first one
  const firstPool = useFarmPool(first ?? '', undefined, first !== undefined);
  const shown = tab === 'all' ? pools.data?.pools_info : pools.data?.favorite_pools_info;
  return (
    <div className={styles.page} data-testid="farms-page">
      <h1 className={styles.title}>
        <FormattedMessage id="farms.title" />
      </h1>
      <p className={styles.subtitle}>
        <FormattedMessage id="farms.subtitle" />
      </p>
      <div className={styles.actions}>
        <Link to="/farming/create" className={buttonClass('primary', 'sm')} data-testid="farms-create-link">
          <FormattedMessage id="farms.create" />
        </Link>
        <Link to="/gauges" className={buttonClass('secondary', 'sm')} data-testid="farms-gauges-link">
          <FormattedMessage id="farms.gauges" />
        </Link>
      </div>
      <MigrationBanner
        migrationTime={
          (pools.data && first === undefined) || pools.error || firstPool.error ? null : firstPool.data?.migration_time
        }
        now={now}
      />
      <FarmFilter filter={filter} onChange={setFilter} connected={account !== undefined} />
      <Tabs
        value={tab}
        onValueChange={setTab}
        label={intl.formatMessage({ id: 'farms.tabs' })}
        items={[
          { value: 'all', label: <FormattedMessage id="farms.tab.all" />, testId: 'farms-tab-all' },
          { value: 'favorites', label: <FormattedMessage id="farms.tab.favorites" />, testId: 'farms-tab-favorites' },
        ]}
        listClassName={txStyles.tabs}
        tabClassName={txStyles.tab}
        panelClassName={styles.panel}
      >
        {() =>
          pools.error ? (
            <ErrorNote error={pools.error} onRetry={() => void pools.refetch()} />
          ) : (
            <FarmList pools={shown} isFavourite={stars.has} onStar={(address) => stars.press(address)} empty={tab} />
          )
        }
      </Tabs>
    </div>
  );
}
