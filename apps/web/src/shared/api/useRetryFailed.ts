import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Retries every read of the page that failed: refetches the active queries in the error state. For an error state
 * that stands for several reads of a screen (its Retry then retries all of them).
 */
export function useRetryFailed(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  }, [client]);
}
