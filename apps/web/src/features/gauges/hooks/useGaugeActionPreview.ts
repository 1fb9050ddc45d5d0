/**
 * The preview before signing of the asked gauge action (loaded with its popup, not with the page): the wallet call
 * built by gaugeChain's one builder, the same the send signs, run locally.
 */
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import type { GaugeConfirm } from './useGaugeConfirm';

const chain = () => import('../chain/gaugeChain');

export function useGaugeActionPreview(confirm: GaugeConfirm) {
  const call = confirm.asked ? confirm.callOf(confirm.asked.action) : undefined;
  return useCallPreview(
    ['gauge', call?.gauge, call?.owner, call?.type, call?.callId],
    call && (async () => (await chain()).gaugeWalletCall(call)),
  );
}
