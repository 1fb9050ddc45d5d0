import { formatExactAmount } from '@/shared/lib/format';
import styles from './builder.module.css';

/**
 * An exact token amount (every decimal, grouped). The group separators do not break, so "1 002 500" stays on one
 * line in a narrow row; only an amount wider than its box breaks, anywhere.
 */
export function Amount({ units, decimals }: { units: bigint | string; decimals: number }) {
  return <span className={styles.amount}>{formatExactAmount(units, decimals).replace(/ /g, '\u00a0')}</span>;
}
