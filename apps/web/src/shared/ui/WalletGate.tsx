import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { WalletStatus } from '@/shared/chain';
import { useWalletController } from '@/shared/chain';
import { Button } from './Button';
import list from './list.module.css';

/**
 * Wallet gate of a per-wallet list (spec 4.11): a loader while the wallet initializes, a connect card (`title`,
 * `note`, Connect wallet) without an account, else the content.
 */
export function WalletGate({
  status,
  title,
  note,
  testId,
  children,
}: {
  status: WalletStatus;
  title: ReactNode;
  note: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const controller = useWalletController();
  if (status === 'checking') {
    return (
      <p role="status" className={list.empty}>
        <FormattedMessage id="wallet.checking" />
      </p>
    );
  }
  if (status !== 'connected') {
    return (
      <div className={list.empty} data-testid={testId}>
        <p className={list.emptyTitle}>{title}</p>
        <p className={list.emptyNote}>{note}</p>
        {status === 'disconnected' || status === 'connecting' ? (
          <Button variant="primary" onClick={() => void controller.connect()} disabled={status === 'connecting'}>
            <FormattedMessage id="wallet.connect" />
          </Button>
        ) : null}
      </div>
    );
  }
  return <>{children}</>;
}
