import { FormattedMessage } from 'react-intl';
import styles from './Header.module.css';

/** The menu button's burger and label, shared by the plain trigger and the Radix one. */
export function MenuButtonFace() {
  return (
    <>
      <span aria-hidden="true" className={styles.burger} />
      <span className={styles.menuLabel}>
        <FormattedMessage id="nav.menu" />
      </span>
    </>
  );
}
