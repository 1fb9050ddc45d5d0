import { FormattedMessage } from 'react-intl';
import { LoadError } from '@/shared/ui/LoadError';

/** A failed load: the shared error state with the farms' message, the server's message and Retry. */
export function ErrorNote({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <LoadError
      message={<FormattedMessage id="farms.loadFailed" />}
      detail={error.message}
      onRetry={onRetry}
      testId="farms-error"
    />
  );
}
