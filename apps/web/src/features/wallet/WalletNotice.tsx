import { FormattedMessage } from 'react-intl';
import { useWallet } from '@/shared/chain';
import { config } from '@/shared/config';
import { Button } from '@/shared/ui/Button';
import { walletNotice } from './logic/walletView';
import styles from './ui/wallet.module.css';

/** Prompts shown under the header when the wallet extension is missing or outdated. */
export function WalletNotice() {
  const notice = walletNotice(useWallet(), config.minWalletVersion);
  if (notice?.kind === 'install') {
    return (
      <section className={styles.notice} aria-labelledby="wallet-install-title" data-testid="wallet-install-prompt">
        <div>
          <h2 id="wallet-install-title" className={styles.noticeTitle}>
            <FormattedMessage id="wallet.install.title" />
          </h2>
          <p className={styles.noticeText}>
            <FormattedMessage id="wallet.install.text" />
          </p>
        </div>
        <a className={styles.linkButton} href={config.walletInstallUrl} target="_blank" rel="noreferrer noopener">
          <FormattedMessage id="wallet.install.link" />
        </a>
      </section>
    );
  }
  if (notice?.kind === 'update') {
    return (
      <section className={styles.notice} aria-labelledby="wallet-update-title" data-testid="wallet-update-prompt">
        <div>
          <h2 id="wallet-update-title" className={styles.noticeTitle}>
            <FormattedMessage id="wallet.update.title" />
          </h2>
          <p className={styles.noticeText}>
            <FormattedMessage
              id="wallet.update.text"
              values={{ version: notice.version ?? '?', minVersion: notice.minVersion }}
            />
          </p>
        </div>
        <Button variant="primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="wallet.update.reload" />
        </Button>
      </section>
    );
  }
  return null;
}
