import { lazy, Suspense, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './Header.module.css';
import { MenuButtonFace } from './MenuButtonFace';

const loadMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMenu);

type Opening = 'pointer' | 'keyboard';

/**
 * Navigation collapsed into a menu on narrow screens (< 640 px). The menu (Radix, about 28 kB) is loaded on the
 * first attempt to open it (warmed up on hover or focus): until then the trigger is a plain button that opens on
 * the same events as the Radix trigger (pointer down, Enter, Space, ArrowDown).
 */
export function MobileNav() {
  const intl = useIntl();
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = (how: Opening) => setOpening((current) => current ?? how);
  const warmUp = () => void loadMenu().catch(() => undefined); // a failed warm-up is retried on opening

  const trigger = (
    <button
      type="button"
      className={styles.menuButton}
      data-testid="nav-menu-button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={warmUp}
      onFocus={warmUp}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) open('pointer');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        open('keyboard');
      }}
      onClick={() => open('pointer')}
    >
      <MenuButtonFace />
    </button>
  );

  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.label' })}>
      {opening ? (
        <Suspense fallback={trigger}>
          <MobileMenu focusFirstItem={opening === 'keyboard'} />
        </Suspense>
      ) : (
        trigger
      )}
    </nav>
  );
}
