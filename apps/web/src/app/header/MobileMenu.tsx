import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, type FocusEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from '@/shared/lib/router';
import { MenuButtonFace } from './MenuButtonFace';
import { navItemsShown } from './navItems';
import styles from './Header.module.css';

/**
 * The Radix menu of the narrow-screen navigation, loaded on the first attempt to open it; it mounts open.
 * When that attempt came from the keyboard, the first item gets the focus, as Radix does for a keyboard opening.
 */
export default function MobileMenu({ focusFirstItem }: { focusFirstItem: boolean }) {
  const { pathname, search } = useLocation();
  const pendingKeyboardFocus = useRef(focusFirstItem);
  // Radix focuses the menu when it opens; after a keyboard opening, pass that first focus on to the first item.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!pendingKeyboardFocus.current || event.target !== event.currentTarget) return;
    pendingKeyboardFocus.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  };
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={styles.menuButton} data-testid="nav-menu-button">
        <MenuButtonFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.mobileMenu} align="start" sideOffset={8} onFocus={onFocus}>
          {navItemsShown().map((item) => {
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
  );
}
