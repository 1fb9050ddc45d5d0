import { FormattedMessage } from 'react-intl';
import styles from '@/shared/ui/page.module.css';

/** A failed load: the server's message under a translated title. */
export function ErrorNote({ error }: { error: Error }) {
  return (
    <div className={styles.warning} role="alert" data-testid="gauges-error">
      <FormattedMessage id="gauges.loadFailed" />
      <p>{error.message}</p>
    </div>
  );
}
