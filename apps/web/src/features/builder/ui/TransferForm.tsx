import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BuilderToken } from '../logic/builderList';
import { actionButton, checkTransfer } from '../logic/manageForms';
import { ActionButton } from './ActionButton';
import { Field } from './Field';
import styles from './builder.module.css';

interface Props {
  token: BuilderToken;
  connected: boolean;
  busy: boolean;
  onConnect: () => void;
  onTransfer: (newOwner: string) => Promise<boolean>;
}

/** The danger zone (spec 2, 5): transfer ownership to a new owner, with the irreversible warning. */
export function TransferForm({ token, connected, busy, onConnect, onTransfer }: Props) {
  const [newOwner, setNewOwner] = useState('');
  const check = checkTransfer(newOwner, token.owner);
  const button = actionButton({ connected, check, busy });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!connected) return onConnect();
    if (check.kind !== 'ready' || busy) return;
    if (await onTransfer(check.value)) setNewOwner('');
  };

  return (
    <form
      className={`${styles.card} ${styles.danger}`}
      onSubmit={(e) => void submit(e)}
      data-testid="builder-transfer"
      noValidate
    >
      <p className={styles.dangerTitle}>
        <FormattedMessage id="builder.transfer.danger" />
      </p>
      <h2 className={styles.cardTitle}>
        <FormattedMessage id="builder.transfer.title" />
      </h2>
      <p className={styles.warning} role="note" data-testid="builder-transfer-warning">
        <FormattedMessage id="builder.transfer.warning" />
      </p>
      <Field
        label={<FormattedMessage id="builder.transfer.newOwner" />}
        value={newOwner}
        onChange={setNewOwner}
        testId="builder-transfer-owner"
      />
      <ActionButton button={button} submitText="builder.transfer.submit" testId="builder-transfer-submit" danger />
    </form>
  );
}
