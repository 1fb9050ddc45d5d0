import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWallet } from '@/shared/chain';
import { config } from '@/shared/config';
import { Button } from '@/shared/ui/Button';
import { walletNotice } from './logic/walletView';
import styles from './ui/wallet.module.css';

/**
 * Prompts shown when the wallet extension is missing or outdated. They float at the bottom of the screen (the page
 * leaves room for them below its content) instead of taking a place above the page: the wallet check ends after the
 * page has painted, and a notice in the flow would push the whole page down (issue 17, no layout shift). The visitor
 * can close one for the rest of the visit.
 */
export function WalletNotice() {
  const notice = walletNotice(useWallet(), config.minWalletVersion);
  const [closed, setClosed] = useState(false);
  if (closed || !notice) return null;
  const close = <CloseButton onClose={() => setClosed(true)} />;
  if (notice.kind === 'install') {
    return (
      <section
        className={styles.notice}
        aria-labelledby="wallet-install-title"
        data-testid="wallet-install-prompt"
        data-wallet-notice=""
      >
        <div className={styles.noticeBody}>
          <h2 id="wallet-install-title" className={styles.noticeTitle}>
            <FormattedMessage id="wallet.install.title" />
          </h2>
          <p className={styles.noticeText}>
            <FormattedMessage id="wallet.install.text" />
          </p>
        </div>
        <a className={styles.linkButton} href={config.walletInstallUrl} target="_blank" rel="noreferrer noopener">
          <FormattedMessage id="wallet.install.link" values={{ wallet: config.walletName }} />
        </a>
        {close}
      </section>
    );
  }
  return (
    <section
      className={styles.notice}
      aria-labelledby="wallet-update-title"
      data-testid="wallet-update-prompt"
      data-wallet-notice=""
    >
      <div className={styles.noticeBody}>
        <h2 id="wallet-update-title" className={styles.noticeTitle}>
          <FormattedMessage id="wallet.update.title" />
        </h2>
        <p className={styles.noticeText}>
          <FormattedMessage
            id="wallet.update.text"
            values={{ version: notice.version, minVersion: notice.minVersion }}
          />
        </p>
      </div>
      <Button variant="primary" onClick={() => window.location.reload()}>
        <FormattedMessage id="wallet.update.reload" />
      </Button>
      {close}
    </section>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.noticeClose}
      aria-label={intl.formatMessage({ id: 'wallet.notice.close' })}
      data-testid="wallet-notice-close"
      onClick={onClose}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
