import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { TokenUpgradeMount } from '@/features/tokenUpgrade';
import { config } from '@/shared/config';
import { WalletNotice } from '@/features/wallet';
import { PageLoading } from '../shared/ui/PageLoading';
import { Header } from './header/Header';
import styles from './Layout.module.css';

/**
 * Page frame: skip link, header (on every page), main content, wallet prompts. The content paints at once, without
 * waiting for the wallet check (issue 17): the header's wallet slot keeps its size whatever the check finds, and the
 * missing-wallet notice floats at the bottom of the screen, so neither moves the page when the check ends. The dev
 * wallet of the local network docks its button at the end of the frame; another network's page has no dock.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        <FormattedMessage id="app.skipToContent" />
      </a>
      <Header />
      <TokenUpgradeMount />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <WalletNotice />
      {/* the local network's dev wallet docks its button here, in the page's flow, so it covers nothing (issue 39) */}
      {config.local && <div data-tycho-dev-wallet-dock className={styles.devWalletDock} />}
    </div>
  );
}
