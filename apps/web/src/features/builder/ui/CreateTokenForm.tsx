import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromNano } from '@tycho/units';
import { config } from '@/shared/config';
import { Button } from '@/shared/ui/Button';
import type { CreateFormCheck, CreateFormInput } from '../logic/createForm';
import { CREATE_TOKEN_VALUE } from '../logic/values';
import { Field } from './Field';
import styles from './builder.module.css';

interface Props {
  value: CreateFormInput;
  onChange: (value: CreateFormInput) => void;
  check: CreateFormCheck;
  button: { label: 'connect' | 'enterAllData' | 'create' | 'creating'; disabled: boolean };
  busy: boolean;
  onSubmit: () => void;
}

const BUTTON_TEXT = {
  connect: 'wallet.connect',
  enterAllData: 'builder.form.enterAllData',
  create: 'builder.submit.create',
  creating: 'builder.submit.creating',
} as const;

/** Name, symbol and decimals with their messages (spec 5), the attached value (spec 9) and the submit. */
export function CreateTokenForm({ value, onChange, check, button, busy, onSubmit }: Props) {
  const intl = useIntl();
  const errors = check.kind === 'ready' ? {} : check.errors;
  const message = (id: string | undefined) => (id ? intl.formatMessage({ id: `builder.error.${id}` }) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!button.disabled) onSubmit();
  };
  return (
    <form className={styles.card} onSubmit={submit} data-testid="builder-create-form" noValidate>
      <Field
        label={<FormattedMessage id="builder.field.name" />}
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
        placeholder={intl.formatMessage({ id: 'builder.field.name.placeholder' })}
        error={message(errors.name)}
        disabled={busy}
        testId="builder-name"
      />
      <Field
        label={<FormattedMessage id="builder.field.symbol" />}
        value={value.symbol}
        onChange={(symbol) => onChange({ ...value, symbol })}
        placeholder={intl.formatMessage({ id: 'builder.field.symbol.placeholder' })}
        error={message(errors.symbol)}
        disabled={busy}
        testId="builder-symbol"
      />
      <Field
        label={<FormattedMessage id="builder.field.decimals" />}
        value={value.decimals}
        onChange={(decimals) => onChange({ ...value, decimals })}
        placeholder={intl.formatMessage({ id: 'builder.field.decimals.placeholder' })}
        inputMode="numeric"
        error={message(errors.decimals)}
        disabled={busy}
        testId="builder-decimals"
      />
      <p className={styles.note}>
        <FormattedMessage
          id="builder.create.note"
          values={{ amount: fromNano(CREATE_TOKEN_VALUE), coin: config.nativeCoin.symbol }}
        />
      </p>
      <Button
        type="submit"
        variant="primary"
        disabled={button.disabled}
        aria-busy={busy}
        data-testid="builder-create-submit"
      >
        <FormattedMessage id={BUTTON_TEXT[button.label]} />
      </Button>
    </form>
  );
}
