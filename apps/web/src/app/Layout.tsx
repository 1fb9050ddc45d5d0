import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { TokenUpgradeMount } from '../features/tokenUpgrade';
import { WalletNotice } from '@/features/wallet';
import { useWallet } from '../shared/chain';
import { PageLoading } from '../shared/ui/PageLoading';
import { useContentHold } from './contentHold';
import { Header } from './header/Header';
import styles from './Layout.module.css';

/** Page frame: skip link, header (on every page), wallet prompts, main content (see contentHold.ts). */
export function Layout() {
  const hold = useContentHold(useWallet().status);
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        <FormattedMessage id="app.skipToContent" />
      </a>
      <Header />
      <WalletNotice />
      <TokenUpgradeMount />
      <main id="main" tabIndex={-1} className={styles.main}>
        {hold ? null : (
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        )}
      </main>
    </div>
  );
}
