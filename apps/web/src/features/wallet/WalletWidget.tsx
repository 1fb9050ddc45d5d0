import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useWallet } from '@/shared/chain';
import { config } from '@/shared/config';
import { Button } from '@/shared/ui/Button';
import { useWalletActions } from './hooks/useWalletActions';
import { walletSlot } from './logic/walletView';
import { AccountSummary } from './ui/AccountSummary';
import styles from './ui/wallet.module.css';

const WalletMenu = lazy(() => import('./ui/WalletMenu'));

/** The wallet slot of the header: status, Connect wallet, or the connected account menu. */
export function WalletWidget() {
  const state = useWallet();
  const { connect, disconnect } = useWalletActions();

  switch (walletSlot(state)) {
    case 'checking':
      return (
        <span className={styles.status} role="status" data-testid="wallet-checking">
          <FormattedMessage id="wallet.checking" />
        </span>
      );
    case 'install':
      return (
        <a
          className={`${styles.linkButton} ${styles.headerInstall}`}
          href={config.walletInstallUrl}
          target="_blank"
          rel="noreferrer noopener"
        >
          <FormattedMessage id="wallet.install.short" />
        </a>
      );
    case 'update':
      return (
        <span className={styles.status} data-testid="wallet-outdated">
          <FormattedMessage id="wallet.update.short" />
        </span>
      );
    case 'connect':
    case 'connecting': {
      const connecting = walletSlot(state) === 'connecting';
      return (
        <Button
          variant="primary"
          className={styles.connectButton}
          onClick={connect}
          disabled={connecting}
          data-testid="wallet-connect"
        >
          <FormattedMessage id={connecting ? 'wallet.connecting' : 'wallet.connect'} />
        </Button>
      );
    }
    case 'account':
      // while the menu's code loads, the same summary in a box of the button's size (no layout shift when it comes)
      return (
        <Suspense
          fallback={
            <span className={styles.trigger}>
              <AccountSummary state={state} />
            </span>
          }
        >
          <WalletMenu state={state} onDisconnect={disconnect} />
        </Suspense>
      );
  }
}
