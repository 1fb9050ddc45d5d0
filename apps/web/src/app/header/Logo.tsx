import mark from './logo.svg?raw';
import styles from './Header.module.css';

/**
 * The product mark: a stylised orbit (decorative; the link around it carries the name). The same file is index.html's
 * boot frame logo (vite-plugins.ts `inlineLogo`), so the two cannot drift apart.
 */
export function Logo() {
  return <span className={styles.logo} aria-hidden="true" dangerouslySetInnerHTML={{ __html: mark }} />;
}
