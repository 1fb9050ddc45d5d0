import { formatChange } from '../lib/change';
import styles from './list.module.css';

/** A change in percent, green when up, red when down. */
export function ChangeValue({ value, testId }: { value: string | null | undefined; testId?: string }) {
  const { text, direction } = formatChange(value);
  return (
    <span className={`${styles.change} ${styles[direction]}`} data-direction={direction} data-testid={testId}>
      {text}
    </span>
  );
}
