import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { PoolsSection } from './ui/PoolsSection';
import { useFavorites } from './hooks/useFavorites';
import buttonStyles from '@/shared/ui/Button.module.css';
import styles from './ui/styles';

const linkButton = (variant: 'primary' | 'secondary') =>
  [buttonStyles.button, buttonStyles[variant], buttonStyles.md].join(' ');

/** `/pools` (and `/pools?type=pairs`, the Pairs navigation: two-token pools only). */
export default function PoolsScreen() {
  const [params] = useSearchParams();
  const pairsOnly = params.get('type') === 'pairs';
  const favs = useFavorites();
  const fav = favs.wallet ? { has: favs.has, toggle: favs.toggle } : undefined;
  const favAddresses = favs.list.map((p) => p.address);
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
      {favs.wallet && favAddresses.length > 0 ? (
        <PoolsSection
          key={`fav-${favs.wallet}-${pairsOnly}`}
          kind="favorites"
          pairsOnly={pairsOnly}
          favorites={favAddresses}
          fav={fav}
        />
      ) : null}
      <PoolsSection key={`all-${pairsOnly}`} kind="all" pairsOnly={pairsOnly} fav={fav} />
    </div>
  );
}
