/**
 * The preview before signing of a limit popup's call (loaded with the popups, not with the page): the wallet call
 * built by limitChain's one builder, the same the send signs (call id included), run locally.
 */
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import type { LimitCall } from '../chain/limitChain';

const chain = () => import('../chain/limitChain');

export function useLimitPreview(call: LimitCall | undefined) {
  return useCallPreview(
    ['limit', ...(call ? Object.values(call).map(String) : [])],
    call && (async () => (await chain()).limitWalletCall(call)),
  );
}
