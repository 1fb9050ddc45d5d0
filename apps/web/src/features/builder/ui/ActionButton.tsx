import { FormattedMessage } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import type { ManageFormError } from '../logic/manageForms';

/** An action's submit: Connect wallet, the form's message (disabled) or the action's own text. */
export function ActionButton({
  button,
  submitText,
  testId,
  danger,
}: {
  button: { label: 'connect' | 'submit' | ManageFormError; disabled: boolean };
  submitText: string;
  testId: string;
  danger?: boolean;
}) {
  const id =
    button.label === 'connect'
      ? 'wallet.connect'
      : button.label === 'submit'
        ? submitText
        : `builder.form.${button.label}`;
  return (
    <Button
      type="submit"
      variant={danger ? 'secondary' : 'primary'}
      disabled={button.disabled}
      data-testid={testId}
      data-state={button.label}
    >
      <FormattedMessage id={id} />
    </Button>
  );
}
