/**
 * The import warning of a token that arrived outside the picker (a URL naming a token not in the active list):
 * the same warning and "I understand" confirmation as the picker's import (spec 2.2, 5), in its own popup. Closing
 * the popup dismisses the token.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import type { ImportedToken } from '@/shared/tokens';
import dialog from '@/shared/ui/dialog.module.css';
import { ImportWarning } from './TokenImport';

export default function ImportTokenDialog({
  token,
  scam,
  onConfirm,
  onDismiss,
}: {
  token: ImportedToken;
  scam: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog} data-testid="url-import-dialog" aria-describedby={undefined}>
          <div className={dialog.head}>
            <Dialog.Title className={dialog.title}>{intl.formatMessage({ id: 'tokens.import.title' })}</Dialog.Title>
            <Dialog.Close className={dialog.close} aria-label={intl.formatMessage({ id: 'swap.close' })}>
              ×
            </Dialog.Close>
          </div>
          <ImportWarning
            key={token.root}
            token={token}
            scam={scam}
            onConfirm={onConfirm}
            onDismiss={onDismiss}
            titled={false}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
