/** Content of the persistent info toast (spec 4.6): how many tokens can be upgraded, Upgrade and Dismiss. */
import { useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import styles from './tokenUpgrade.module.css';

export function UpgradeToast({
  count,
  onUpgrade,
  onDismiss,
}: {
  count: number;
  onUpgrade: () => void;
  onDismiss: () => void;
}) {
  const intl = useIntl();
  return (
    <div className={styles.toast} data-testid="token-upgrade-toast" data-count={count}>
      <p className={styles.toastText}>{intl.formatMessage({ id: 'tokenUpgrade.notice.text' }, { count })}</p>
      <div className={styles.toastActions}>
        <Button variant="primary" size="sm" onClick={onUpgrade} data-testid="token-upgrade-open">
          {intl.formatMessage({ id: 'tokenUpgrade.notice.upgrade' })}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss} data-testid="token-upgrade-dismiss">
          {intl.formatMessage({ id: 'tokenUpgrade.notice.dismiss' })}
        </Button>
      </div>
    </div>
  );
}
