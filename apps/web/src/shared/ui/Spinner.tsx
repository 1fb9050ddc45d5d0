import styles from './Spinner.module.css';

export interface SpinnerProps {
  /**
   * What is loading, for assistive technology: the spinner is then a status with this label (shown beside it with
   * `showLabel`). Without a label it is decorative, for a control whose own text already says it is busy.
   */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/** The one loading indicator (spec 4.3, 4.10: loading states show a spinner). */
export function Spinner({ label, showLabel = false, size = 'sm' }: SpinnerProps) {
  const wheel = <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" data-testid="spinner" />;
  if (label === undefined) return wheel;
  return (
    <span className={styles.status} role="status">
      {wheel}
      <span className={showLabel ? undefined : 'visually-hidden'}>{label}</span>
    </span>
  );
}
