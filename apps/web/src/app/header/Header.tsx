import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { LanguageSwitch } from '@/features/language';
import { WalletWidget } from '@/features/wallet';
import { NARROW_QUERY, useMediaQuery } from '@/shared/ui/useMediaQuery';
import { DesktopNav } from './DesktopNav';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import styles from './Header.module.css';

export function Header() {
  const intl = useIntl();
  const narrow = useMediaQuery(NARROW_QUERY);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/swap" className={styles.brand} aria-label={intl.formatMessage({ id: 'app.home' })}>
          <Logo />
          <span className={styles.brandName}>
            <FormattedMessage id="app.name" />
          </span>
        </Link>
        {narrow ? <MobileNav /> : <DesktopNav />}
        {/* the wallet slot first: its room for the connected button (wide screens) lies beside the nav, not between the
            language switch and a narrower Connect wallet */}
        <div className={styles.actions}>
          <div className={styles.wallet}>
            <WalletWidget />
          </div>
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
