/**
 * The preview of a call a feature's chain layer builds (the same builder its send uses): builds the wallet call
 * once per `key`, then runs it through usePreview (again when `refresh` changes, and every 10 s). A build that
 * fails is a preview error, said in the panel.
 */
import { useQuery } from '@/shared/lib/query';
import type { WalletCall } from './types';
import { usePreview, type PreviewState } from './usePreview';

export function useCallPreview(
  key: readonly unknown[],
  build: (() => Promise<WalletCall>) | undefined,
  refresh: readonly unknown[] = [],
  /** Other owners whose token changes are shown too (a mint's recipient, a burn's holder). */
  watch: readonly string[] = [],
): PreviewState {
  const call = useQuery({
    queryKey: ['previewCall', ...key],
    enabled: !!build,
    queryFn: () => build!(),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const state = usePreview(build ? call.data : undefined, refresh, watch);
  return call.error ? { kind: 'error', message: call.error.message } : state;
}
