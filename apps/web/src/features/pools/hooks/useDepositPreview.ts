/**
 * The preview before signing of the pair form's next DEX account deposit (shown under the form while the button
 * offers it): `depositPreviewCall` (the transfer with the gas the send reads), run locally; a failing preview holds
 * the button until "send anyway". The N-pool form's deposit popup runs the same call.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { previewFails } from '@/shared/chain/preview/reasons';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import { depositPreviewCall, depositPreviewKey, type DepositAsk } from './liquidityGas';

export type { DepositAsk };

export function useDepositPreview(ask: DepositAsk | undefined) {
  const client = useQueryClient();
  const [sendAnyway, setSendAnyway] = useState(false);
  const state = useCallPreview(depositPreviewKey(ask), ask && (() => depositPreviewCall(client, ask)));
  if (!ask) return undefined;
  const blocks = previewFails(state.kind === 'loading' ? undefined : state) && !sendAnyway;
  return { state, sendAnyway, setSendAnyway, blocks };
}
