/**
 * The blocking popup while minting, burning or transferring (spec 2): a loader and what is happening. It has no
 * close button and ignores Escape and outside clicks; it is not modal to assistive technology because the wallet's
 * own approval may live in the page (an in-page provider) and must stay usable.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { FormattedMessage } from 'react-intl';
import dialog from '@/shared/ui/dialog.module.css';
import type { Busy } from '../hooks/useManageToken';
import styles from './builder.module.css';

export function BusyDialog({ busy }: { busy: Busy }) {
  return (
    <Dialog.Root open modal={false}>
      <Dialog.Portal>
        <div className={dialog.overlay} aria-hidden="true" />
        <Dialog.Content
          className={dialog.dialog}
          data-testid="builder-busy"
          data-busy={busy}
          aria-busy="true"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <span className={styles.spinner} aria-hidden="true" />
          <Dialog.Title className={dialog.title}>
            <FormattedMessage id={`builder.busy.${busy}`} />
          </Dialog.Title>
          <Dialog.Description className={styles.note}>
            <FormattedMessage id="builder.busy.note" />
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
