import { FormattedMessage } from 'react-intl';
import { LoadError } from '@/shared/ui/LoadError';
import styles from './styles';

/**
 * Why a liquidity form has no pool: the pair has none (a warning), or reading it failed (the shared error with
 * Retry); nothing when the pool is there or still loading.
 */
export function PoolProblem(props: {
  missing: boolean;
  loadError: Error | null | undefined;
  onRetry: () => void;
  missingTestId?: string;
}) {
  if (props.missing)
    return (
      <div className={styles.warning} role="alert" data-testid={props.missingTestId}>
        <FormattedMessage id="liquidity.poolMissing" />
      </div>
    );
  if (props.loadError)
    return (
      <LoadError
        message={<FormattedMessage id="liquidity.poolLoadFailed" />}
        detail={props.loadError.message}
        onRetry={props.onRetry}
        testId="liquidity-pool-error"
      />
    );
  return null;
}
