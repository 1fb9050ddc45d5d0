/**
 * The swap confirmation's preview before signing (issue 43): the wallet call of the route the user accepted is built
 * once (cross_swap_payload), then run locally through the whole route; it runs again when the live quote changes
 * (the chain moved), so an accepted route whose later hop can no longer meet its minimum shows that hop failing.
 * The call id is drawn once per confirmation (the popup's life): the send asks for its call with the same id.
 */
import { useState } from 'react';
import { useQuery } from '@/shared/lib/query';
import { useIntl } from 'react-intl';
import type { Route } from '@tycho/api';
import { newCallId, WIDE_CALL_ID_LIMIT } from '@/shared/chain/callId';
import { usePreview, type ActionFailure, type PreviewState } from '@/shared/chain/preview';
import { swapChain } from './swapChainLoader';
import { sendInputOf, type SendBase } from '../logic/swapState';
import { requestSwapCall } from './swapSteps';

const routeKey = (route: Route) => route.steps.map((s) => [s.poolAddress, s.amount, s.minExpectedAmount]);

export function useSwapPreview(
  base: SendBase | undefined,
  accepted: Route,
  live: Route,
): { state: PreviewState; failure?: ActionFailure; callId: string } {
  const intl = useIntl();
  const owner = base?.owner;
  const [callId] = useState(() => String(newCallId(Math.random, WIDE_CALL_ID_LIMIT)));
  const call = useQuery({
    queryKey: ['swapPreviewCall', owner, callId, routeKey(accepted)],
    enabled: !!base,
    queryFn: async () => {
      const prepared = await requestSwapCall(sendInputOf(base!, accepted, callId));
      if (prepared.kind === 'rateChanged') throw new Error(intl.formatMessage({ id: 'swap.preview.rateChanged' }));
      if (prepared.kind !== 'ready') throw new Error(intl.formatMessage({ id: 'swap.preview.noCall' }));
      return (await swapChain()).swapWalletCall(prepared.call, owner!);
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const simulated = usePreview(call.data, [routeKey(live)]);
  const state: PreviewState = call.error ? { kind: 'error', message: call.error.message } : simulated;
  const steps = state.kind === 'done' ? state.steps : undefined;
  const hop = useQuery({
    queryKey: ['swapPreviewHop', owner, steps],
    enabled: !!steps && !!owner,
    queryFn: async () => (await (await swapChain()).cancelledHop(steps!, accepted, owner!)) ?? null,
    gcTime: 0,
    retry: false,
  });
  const failure =
    hop.data != null
      ? {
          step: intl.formatMessage({ id: 'swap.preview.hop' }, { hop: hop.data, hops: accepted.steps.length }),
          reason: intl.formatMessage({ id: 'swap.preview.belowMinimum' }),
        }
      : undefined;
  return { state, failure, callId };
}
