import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { WalletStatus } from '@/shared/chain';
import { useWalletController } from '@/shared/chain';
import { Button } from '@/shared/ui/Button';
import list from '@/shared/ui/list.module.css';

/** Wallet gate (spec 4.11): a loader while the wallet initializes, a connect card without an account, else content. */
export function WatchlistGate({ status, children }: { status: WalletStatus; children: ReactNode }) {
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
      <div className={list.empty} data-testid="watchlist-connect">
        <p className={list.emptyTitle}>
          <FormattedMessage id="tokens.watchlist.connect.title" />
        </p>
        <p className={list.emptyNote}>
          <FormattedMessage id="tokens.watchlist.connect.note" />
        </p>
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
