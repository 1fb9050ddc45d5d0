import { FormattedMessage } from 'react-intl';
import { useRetryFailed } from '@/shared/api';
import { LoadError } from '@/shared/ui/LoadError';

/** A failed load: the shared error state with the gauges' message; Retry retries the page's failed reads. */
export function ErrorNote({ error }: { error: Error }) {
  const retry = useRetryFailed();
  return (
    <LoadError
      message={<FormattedMessage id="gauges.loadFailed" />}
      detail={error.message}
      onRetry={retry}
      testId="gauges-error"
    />
  );
}
