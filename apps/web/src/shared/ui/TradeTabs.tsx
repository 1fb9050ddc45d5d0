import { useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import styles from './tradeTabs.module.css';

/**
 * Swap | Limit: the two ways to trade, linked from both screens (the main navigation's Swap item covers both, as
 * spec 2.1 lists no item of its own for limit orders).
 */
export function TradeTabs({ active }: { active: 'swap' | 'limit' }) {
  const intl = useIntl();
  return (
    // a group, not a landmark: the main navigation stays the page's one navigation with these link names
    <div
      role="group"
      className={styles.tabs}
      aria-label={intl.formatMessage({ id: 'trade.tabs' })}
      data-testid="trade-tabs"
    >
      {(['swap', 'limit'] as const).map((id) => (
        <Link
          key={id}
          to={`/${id}`}
          className={`${styles.tab} ${id === active ? styles.active : ''}`}
          aria-current={id === active ? 'page' : undefined}
        >
          {intl.formatMessage({ id: `trade.${id}` })}
        </Link>
      ))}
    </div>
  );
}
