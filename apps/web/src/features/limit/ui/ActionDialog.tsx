import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/shared/ui';
import dialog from '@/shared/ui/dialog.module.css';
import styles from './limit.module.css';

interface Props {
  testId: string;
  title: string;
  /** Label/value rows of what will be signed. */
  rows: [string, ReactNode][];
  note?: string;
  children?: ReactNode;
  confirm: string;
  /** The confirm button is disabled (with `children` telling why). */
  blocked?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Label/value rows of what a popup will sign. */
export function Summary({ rows }: { rows: [string, ReactNode][] }) {
  if (rows.length === 0) return null;
  return (
    <dl className={styles.summary}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The popup of a limit-order operation (confirm order, deploy root, cancel, fill): what happens, then confirm. */
export function ActionDialog(p: Props) {
  const intl = useIntl();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && p.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog} data-testid={p.testId} aria-describedby={undefined}>
          <div className={dialog.head}>
            <Dialog.Title className={dialog.title}>{p.title}</Dialog.Title>
            <Dialog.Close className={dialog.close} aria-label={intl.formatMessage({ id: 'limit.close' })}>
              ×
            </Dialog.Close>
          </div>
          <Summary rows={p.rows} />
          {p.children}
          {p.note && <p className={styles.muted}>{p.note}</p>}
          <Button
            variant="primary"
            disabled={p.busy || p.blocked}
            onClick={p.onConfirm}
            data-testid={`${p.testId}-confirm`}
          >
            {p.confirm}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
