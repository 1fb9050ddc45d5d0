import { useState } from 'react';
import styles from './list.module.css';

/** A token's logo, or its first letter when there is none (decorative: the symbol is always shown beside it). */
export function TokenIcon({ src, symbol, size = 24 }: { src?: string; symbol: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={styles.iconFallback} style={{ width: size, height: size }} aria-hidden="true">
        {symbol.slice(0, 1)}
      </span>
    );
  }
  return <img className={styles.icon} src={src} width={size} height={size} alt="" onError={() => setFailed(true)} />;
}
