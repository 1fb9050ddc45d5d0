import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { buttonClass as linkButton } from '@/shared/ui/Button';
import { favouritePools, useFavourites } from '@/shared/favourites';
import { pairsOnlyOf, poolsSections } from './logic/poolsListState';
import { PoolsSection } from './ui/PoolsSection';
import styles from './ui/styles';

/** `/pools` (and `/pools?type=pairs`, the Pairs navigation: two-token pools only). */
export default function PoolsScreen() {
  const [params] = useSearchParams();
  const pairsOnly = pairsOnlyOf(params);
  const favs = useFavourites(favouritePools);
  const fav = favs.wallet ? { has: favs.has, toggle: favs.toggle } : undefined;
  const sections = poolsSections(
    favs.wallet,
    favs.list.map((p) => p.address),
    pairsOnly,
  );
  return (
    <div className={styles.page} data-testid="pools-page">
      <div className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="pools.title" />
        </h1>
        <div className={styles.actions}>
          <Link className={linkButton('secondary')} to="/liquidity/remove" data-testid="pools-remove-liquidity">
            <FormattedMessage id="pools.removeLiquidity" />
          </Link>
          <Link className={linkButton('primary')} to="/liquidity/add" data-testid="pools-add-liquidity">
            <FormattedMessage id="pools.addLiquidity" />
          </Link>
        </div>
      </div>
      {sections.map((section) => (
        <PoolsSection
          key={section.key}
          kind={section.kind}
          pairsOnly={pairsOnly}
          favorites={section.favorites}
          fav={fav}
        />
      ))}
    </div>
  );
}
