/** The create-token receipt popup (spec 4): deployed with hash, root, name and symbol; or not deployed. */
import * as Dialog from '@radix-ui/react-dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { transactionUrl } from '@/shared/lib/explorer';
import { buttonClass } from '@/shared/ui/Button';
import { CopyButton } from '@/shared/ui/CopyButton';
import dialog from '@/shared/ui/dialog.module.css';
import type { CreateReceipt } from '../logic/createReceipt';
import styles from './builder.module.css';

export function ReceiptDialog({ receipt, onClose }: { receipt: CreateReceipt; onClose: () => void }) {
  const intl = useIntl();
  const deployed = receipt.kind === 'deployed';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog} data-testid="builder-receipt" data-result={receipt.kind}>
          <div className={dialog.head}>
            <Dialog.Title className={dialog.title}>
              <FormattedMessage id={deployed ? 'builder.receipt.deployed' : 'builder.receipt.notDeployed'} />
            </Dialog.Title>
            <Dialog.Close className={dialog.close} aria-label={intl.formatMessage({ id: 'builder.receipt.close' })}>
              ×
            </Dialog.Close>
          </div>
          {deployed ? null : (
            <Dialog.Description className={styles.note}>
              <FormattedMessage id="builder.receipt.notDeployedNote" />
            </Dialog.Description>
          )}
          <dl className={styles.details}>
            <div className={styles.detail}>
              <dt>
                <FormattedMessage id="builder.field.name" />
              </dt>
              <dd className={styles.text} data-testid="builder-receipt-name">
                {receipt.name}
              </dd>
            </div>
            <div className={styles.detail}>
              <dt>
                <FormattedMessage id="builder.field.symbol" />
              </dt>
              <dd className={styles.text} data-testid="builder-receipt-symbol">
                {receipt.symbol}
              </dd>
            </div>
            {deployed ? (
              <>
                <div className={styles.detail}>
                  <dt>
                    <FormattedMessage id="builder.column.root" />
                  </dt>
                  <dd>
                    <span className={styles.mono} data-testid="builder-receipt-root">
                      {receipt.root}
                    </span>
                    <CopyButton value={receipt.root} label={intl.formatMessage({ id: 'builder.manage.copyRoot' })} />
                  </dd>
                </div>
                <div className={styles.detail}>
                  <dt>
                    <FormattedMessage id="builder.receipt.hash" />
                  </dt>
                  <dd>
                    <a
                      className={styles.mono}
                      href={transactionUrl(receipt.hash)}
                      target="_blank"
                      rel="noreferrer"
                      data-testid="builder-receipt-hash"
                    >
                      {receipt.hash}
                    </a>
                  </dd>
                </div>
              </>
            ) : null}
          </dl>
          {deployed ? (
            <Link
              to={`/builder/${receipt.root}`}
              className={buttonClass('primary')}
              onClick={onClose}
              data-testid="builder-receipt-manage"
            >
              <FormattedMessage id="builder.receipt.manage" />
            </Link>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
