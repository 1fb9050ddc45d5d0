import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from '@/shared/lib/router';
import { navItemsShown } from './navItems';
import styles from './Header.module.css';

export function DesktopNav() {
  const { pathname, search } = useLocation();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.label' })} className={styles.nav}>
      <ul className={styles.navList}>
        {navItemsShown().map((item) => {
          const active = item.isActive(pathname, search);
          return (
            <li key={item.id}>
              <Link
                to={item.to}
                className={styles.navLink}
                aria-current={active ? 'page' : undefined}
                data-testid={`nav-${item.id}`}
              >
                <FormattedMessage id={item.messageId} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
