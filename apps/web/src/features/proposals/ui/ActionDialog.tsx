import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import dialog from '@/shared/ui/dialog.module.css';
import { checkEth, checkTon, emptyEth, emptyTon, type EthDraft, type TonDraft } from '../logic/actions';
import styles from './proposals.module.css';

export type EditedAction = { network: 'ton'; action: TonDraft } | { network: 'eth'; action: EthDraft };

/**
 * The popup that adds or edits one custom action: a new one is a TON action (spec 3: only TON is offered), an
 * ETH action is edited as it is; its fields, each with its validation message; Save is enabled when it is valid.
 */
export function ActionDialog({
  initial,
  onSave,
  onClose,
}: {
  initial?: EditedAction;
  onSave: (a: EditedAction) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const network = initial?.network ?? 'ton';
  const [ton, setTon] = useState<TonDraft>(initial?.network === 'ton' ? initial.action : emptyTon());
  const [eth, setEth] = useState<EthDraft>(initial?.network === 'eth' ? initial.action : emptyEth());
  const [touched, setTouched] = useState(false);
  const errors: Record<string, string | undefined> = network === 'ton' ? checkTon(ton) : checkEth(eth);
  const valid = Object.keys(errors).length === 0;
  const field = (name: string, value: string, set: (v: string) => void, multiline = false) => (
    <label className={styles.field}>
      <FormattedMessage id={`proposals.action.field.${name}`} />
      {multiline ? (
        <textarea rows={3} value={value} onChange={(e) => set(e.currentTarget.value)} data-testid={`action-${name}`} />
      ) : (
        <input value={value} onChange={(e) => set(e.currentTarget.value)} data-testid={`action-${name}`} />
      )}
      {touched && errors[name] ? (
        <p className={styles.error} data-testid={`action-${name}-error`}>
          <FormattedMessage id={`proposals.action.error.${errors[name]}`} />
        </p>
      ) : null}
    </label>
  );
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog} data-testid="proposal-action-dialog" aria-describedby={undefined}>
          <div className={dialog.head}>
            <Dialog.Title className={dialog.title}>
              <FormattedMessage id={initial ? 'proposals.action.edit' : 'proposals.action.add'} />
            </Dialog.Title>
            <Dialog.Close className={dialog.close} aria-label={intl.formatMessage({ id: 'proposals.close' })}>
              ×
            </Dialog.Close>
          </div>
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              // React passes a portal's events up its component tree: without this, saving the action would also
              // submit the proposal form the dialog is rendered in
              e.stopPropagation();
              setTouched(true);
              if (valid) onSave(network === 'ton' ? { network, action: ton } : { network, action: eth });
            }}
          >
            {/* spec 3: only TON is offered in the create popup (an ETH action is edited as it is, never added) */}
            <p className={styles.field} data-testid="action-network">
              <FormattedMessage id="proposals.action.network" />
              <strong>{intl.formatMessage({ id: `proposals.network.${network}` })}</strong>
            </p>
            {network === 'ton' ? (
              <>
                {field('target', ton.target, (target) => setTon({ ...ton, target }))}
                {field('value', ton.value, (value) => setTon({ ...ton, value }))}
                {field('payload', ton.payload, (payload) => setTon({ ...ton, payload }), true)}
              </>
            ) : (
              <>
                {field('target', eth.target, (target) => setEth({ ...eth, target }))}
                {field('callData', eth.callData, (callData) => setEth({ ...eth, callData }), true)}
                {field('chainId', eth.chainId, (chainId) => setEth({ ...eth, chainId }))}
                {field('signature', eth.signature, (signature) => setEth({ ...eth, signature }))}
                {field('value', eth.value, (value) => setEth({ ...eth, value }))}
              </>
            )}
            <Button type="submit" variant="primary" disabled={touched && !valid} data-testid="action-save">
              <FormattedMessage id="proposals.action.save" />
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
