import styles from './list.module.css';

/** A grey placeholder bar (loading). */
export function Skeleton({ width = '100%', height = '1rem' }: { width?: string; height?: string }) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" data-skeleton="" />;
}
