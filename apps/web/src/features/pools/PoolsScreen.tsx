import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from '@/shared/lib/router';
import { buttonClass as linkButton } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { WalletGate } from '@/shared/ui/WalletGate';
import txStyles from '@/shared/ui/transactions/transactions.module.css';
import { favouritePools, useStars } from '@/shared/favourites';
import { pairsOnlyOf, poolsListKey, poolsTabOf, POOLS_TABS, withPoolsTab } from './logic/poolsListState';
import { PoolsSection } from './ui/PoolsSection';
import { Tabs } from '@/shared/ui/Tabs';
import styles from './ui/styles';

/**
 * `/pools` (and `/pools?type=pairs`, the Pairs navigation: two-token pools only), with the All and Favourites tabs
 * of spec 2.3 (`?tab=favorites`). Stars show for everyone; a visitor's press asks to connect.
 */
export default function PoolsScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const pairsOnly = pairsOnlyOf(params);
  const tab = poolsTabOf(params);
  const favs = useStars(favouritePools);
  const fav = { has: favs.has, toggle: favs.press };
  const favorites = favs.list.map((p) => p.address);
  return (
    <div className={styles.page} data-testid="pools-page">
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>
            <FormattedMessage id="pools.title" />
          </h1>
          <p className={styles.subtitle}>
            <FormattedMessage id="pools.subtitle" />
          </p>
        </div>
        <div className={styles.actions}>
          <Link className={linkButton('secondary')} to="/liquidity/remove" data-testid="pools-remove-liquidity">
            <FormattedMessage id="pools.removeLiquidity" />
          </Link>
          <Link className={linkButton('primary')} to="/liquidity/add" data-testid="pools-add-liquidity">
            <FormattedMessage id="pools.addLiquidity" />
          </Link>
        </div>
      </div>
      <Tabs
        value={tab}
        onValueChange={(v) => setParams(withPoolsTab(params, v), { replace: true })}
        label={intl.formatMessage({ id: 'pools.tabs.label' })}
        items={POOLS_TABS.map((t) => ({
          value: t,
          label: <FormattedMessage id={`pools.tabs.${t}`} />,
          testId: `pools-tab-${t}`,
        }))}
        listClassName={txStyles.tabs}
        tabClassName={txStyles.tab}
      >
        {(t) =>
          t === 'all' ? (
            <PoolsSection key={poolsListKey('all', pairsOnly)} kind="all" pairsOnly={pairsOnly} fav={fav} />
          ) : (
            <WalletGate
              status={favs.walletStatus}
              testId="pools-favorites-connect"
              title={<FormattedMessage id="pools.favorites.connect.title" />}
              note={<FormattedMessage id="pools.favorites.connect.note" />}
            >
              {favorites.length === 0 ? (
                <EmptyState
                  testId="pools-favorites-empty"
                  title={<FormattedMessage id="pools.favorites.empty.title" />}
                  note={<FormattedMessage id="pools.favorites.empty.note" />}
                />
              ) : (
                <PoolsSection
                  key={poolsListKey('favorites', pairsOnly, favs.wallet)}
                  kind="favorites"
                  pairsOnly={pairsOnly}
                  favorites={favorites}
                  fav={fav}
                />
              )}
            </WalletGate>
          )
        }
      </Tabs>
    </div>
  );
}
