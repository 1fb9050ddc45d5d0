import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWallet, useWalletController } from '@/shared/chain';
import { config } from '@/shared/config';
import { Button } from '@/shared/ui/Button';
import { notify } from '@/shared/ui/toasts/notify';
import { AccountSummary } from './AccountSummary';
import styles from './wallet.module.css';

const WalletMenu = lazy(() => import('./WalletMenu'));

/** The wallet slot of the header: status, Connect wallet, or the connected account menu. */
export function WalletWidget() {
  const state = useWallet();
  const controller = useWalletController();
  const intl = useIntl();

  const connect = () => {
    controller.connect().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      notify(intl.formatMessage({ id: 'wallet.error.connect' }, { message }), 'error');
    });
  };

  switch (state.status) {
    case 'checking':
      return (
        <span className={styles.status} role="status" data-testid="wallet-checking">
          <FormattedMessage id="wallet.checking" />
        </span>
      );
    case 'missing':
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
    case 'outdated':
      return (
        <span className={styles.status} data-testid="wallet-outdated">
          <FormattedMessage id="wallet.update.short" />
        </span>
      );
    case 'disconnected':
    case 'connecting':
      return (
        <Button
          variant="primary"
          className={styles.connectButton}
          onClick={connect}
          disabled={state.status === 'connecting'}
          data-testid="wallet-connect"
        >
          <FormattedMessage id={state.status === 'connecting' ? 'wallet.connecting' : 'wallet.connect'} />
        </Button>
      );
    case 'connected':
      return (
        <Suspense fallback={<AccountSummary state={state} />}>
          <WalletMenu state={state} onDisconnect={() => void controller.disconnect()} />
        </Suspense>
      );
  }
}
