import styles from './switch.module.css';

interface SwitchProps {
  id?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
  testId?: string;
}

/**
 * An on/off switch: a native checkbox with the switch role, so the browser gives it its keyboard (Space), focus and
 * checked state, and screen readers announce it as a switch; the label is the caller's `<label htmlFor={id}>`.
 */
export function Switch({ id, checked, disabled, onCheckedChange, testId }: SwitchProps) {
  return (
    <input
      id={id}
      type="checkbox"
      role="switch"
      className={styles.switch}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onCheckedChange(event.target.checked)}
      data-testid={testId}
    />
  );
}
