import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './builder.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  /** The typed text; `false` refuses it (the field shows its value again). */
  onChange: (value: string) => boolean | void;
  error?: ReactNode;
  testId: string;
}

/** A labelled text input with its error message (announced and linked with aria-describedby). */
export function Field({ label, value, onChange, error, testId, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={testId}
        autoComplete="off"
        spellCheck={false}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
