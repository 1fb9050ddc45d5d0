import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { WalletNotice } from '../features/wallet';
import { PageLoading } from '../shared/ui/PageLoading';
import { Header } from './header/Header';
import styles from './Layout.module.css';

/** Page frame: skip link, header (on every page), wallet prompts, main content. */
export function Layout() {
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        <FormattedMessage id="app.skipToContent" />
      </a>
      <Header />
      <WalletNotice />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
