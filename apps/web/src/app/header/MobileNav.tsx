import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { NAV_ITEMS } from './navItems';
import styles from './Header.module.css';

/** Navigation collapsed into a menu on narrow screens (< 640 px). */
export default function MobileNav() {
  const { pathname, search } = useLocation();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.label' })}>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={styles.menuButton} data-testid="nav-menu-button">
          <span aria-hidden="true" className={styles.burger} />
          <span className={styles.menuLabel}>
            <FormattedMessage id="nav.menu" />
          </span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.mobileMenu} align="start" sideOffset={8}>
            {NAV_ITEMS.map((item) => {
              const active = item.isActive(pathname, search);
              return (
                <DropdownMenu.Item key={item.id} asChild className={styles.mobileItem}>
                  <Link to={item.to} aria-current={active ? 'page' : undefined} data-testid={`nav-${item.id}`}>
                    <FormattedMessage id={item.messageId} />
                  </Link>
                </DropdownMenu.Item>
              );
            })}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </nav>
  );
}
