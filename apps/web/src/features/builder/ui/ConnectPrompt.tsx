import { FormattedMessage } from 'react-intl';
import type { WalletStatus } from '@/shared/chain';
import { useWalletController } from '@/shared/chain';
import { Button } from '@/shared/ui/Button';
import list from '@/shared/ui/list.module.css';

/** Visitors' view of the list (spec 6): what the list is, and Connect wallet when a wallet can connect. */
export function ConnectPrompt({ status }: { status: WalletStatus }) {
  const controller = useWalletController();
  return (
    <div className={list.empty} data-testid="builder-connect">
      <p className={list.emptyTitle}>
        <FormattedMessage id="builder.connect.title" />
      </p>
      <p className={list.emptyNote}>
        <FormattedMessage id="builder.connect.note" />
      </p>
      {status === 'disconnected' || status === 'connecting' ? (
        <Button variant="primary" onClick={() => void controller.connect()} disabled={status === 'connecting'}>
          <FormattedMessage id="wallet.connect" />
        </Button>
      ) : null}
    </div>
  );
}
