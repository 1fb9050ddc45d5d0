import { formatPercent } from '@/shared/lib/format';
import styles from '@/shared/ui/page.module.css';

/** "593.07% – 1 997.03%": a line may break around the dash, never inside a figure. */
export function AprRange({ min, max }: { min: string; max: string }) {
  return (
    <>
      <span className={styles.figure}>{formatPercent(min)}</span> –{' '}
      <span className={styles.figure}>{formatPercent(max)}</span>
    </>
  );
}
