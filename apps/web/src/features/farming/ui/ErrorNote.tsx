import { FormattedMessage } from 'react-intl';
import styles from '@/shared/ui/page.module.css';

/** A failed load: the server's message under a translated title. */
export function ErrorNote({ error }: { error: Error }) {
  return (
    <div className={styles.warning} role="alert" data-testid="farms-error">
      <FormattedMessage id="farms.loadFailed" />
      <p>{error.message}</p>
    </div>
  );
}
