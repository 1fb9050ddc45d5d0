/**
 * A confirmation popup with the preview before signing (issue 43): what the action is (the feature's lines), the
 * preview panel, and the button that hands the call to the wallet. A preview that fails asks "send anyway" first;
 * a loading preview does not hold the button (as on the swap confirmation).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import dialog from '@/shared/ui/dialog.module.css';
import { PreviewPanel } from './PreviewPanel';
import { previewFails } from './reasons';
import type { PreviewState } from './usePreview';
import styles from './preview.module.css';

interface Props {
  title: string;
  /** What the action does, as the feature says it (amounts, lock). */
  children?: ReactNode;
  state: PreviewState;
  /** Names of the action's contracts, by address (a failing step is named with it). */
  labels?: Record<string, string>;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
  /** Another action of the page is running: the primary button waits. */
  busy?: boolean;
  /** The button that closes without sending (default "Cancel"). */
  dismissLabel?: string;
}

export default function PreviewConfirmDialog({
  title,
  children,
  state,
  labels,
  confirmLabel,
  onConfirm,
  onCancel,
  testId,
  busy = false,
  dismissLabel,
}: Props) {
  const intl = useIntl();
  const [sendAnyway, setSendAnyway] = useState(false);
  const fails = previewFails(state.kind === 'loading' ? undefined : state);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog} data-testid={testId} aria-describedby={undefined}>
          <div className={dialog.head}>
            <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
            <Dialog.Close className={dialog.close} aria-label={intl.formatMessage({ id: 'preview.dialog.close' })}>
              ×
            </Dialog.Close>
          </div>
          {children}
          <PreviewPanel state={state} labels={labels} acknowledged={sendAnyway} onAcknowledge={setSendAnyway} />
          <div className={styles.actions}>
            <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
              {dismissLabel ?? intl.formatMessage({ id: 'preview.dialog.cancel' })}
            </Button>
            <Button
              variant="primary"
              disabled={busy || (fails && !sendAnyway)}
              onClick={onConfirm}
              data-testid={`${testId}-confirm`}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
