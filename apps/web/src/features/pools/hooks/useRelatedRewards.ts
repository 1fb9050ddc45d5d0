import { useQuery } from '@/shared/lib/query';
import { relatedGaugesApi } from '../api/relatedGaugesApi';
import { pickRelatedGauge, relatedRewards, type RelatedRewards } from '../logic/relatedGauge';

export type RelatedRewardsState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'none' }
  | { kind: 'ready'; rewards: RelatedRewards; userError: boolean };

/**
 * The pool page's related rewards: the gauges of the pool's LP token (the highest maxApr wins) and, with a wallet,
 * the user's figures in it read on chain. Failures are logged (spec 8: "Related gauges fetching error", "gauge
 * rewards sync error") and leave the rest of the page as it is.
 */
export function useRelatedRewards(lpRoot: string | undefined, owner: string | undefined): RelatedRewardsState {
  const gauges = useQuery({
    queryKey: ['gauges', 'byRoot', lpRoot?.toLowerCase()],
    queryFn: ({ signal }) =>
      relatedGaugesApi.byLpRoot(lpRoot!, { signal }).catch((error: unknown) => {
        console.error('Related gauges fetching error', error);
        throw error;
      }),
    enabled: !!lpRoot,
    retry: 1,
  });
  const gauge = pickRelatedGauge(gauges.data?.gauges ?? []);
  const user = useQuery({
    queryKey: ['gauges', 'relatedUser', gauge?.address, owner],
    queryFn: () =>
      // the chain read (and the gauge ABIs) load with the first connected visit, not with the page
      import('@/shared/gauges/gaugeAccount')
        .then((m) => m.readGaugeUser(gauge!.address, owner!))
        .catch((error: unknown) => {
          console.error('gauge rewards sync error', error);
          throw error;
        }),
    enabled: !!gauge && !!owner,
    retry: 1,
  });
  if (gauges.isError) return { kind: 'error' };
  if (!gauges.data) return { kind: 'loading' };
  if (!gauge) return { kind: 'none' };
  const syncing = !!owner && user.isPending && !user.isError;
  return {
    kind: 'ready',
    rewards: relatedRewards(gauge, { data: owner ? user.data : undefined, syncing }),
    userError: !!owner && user.isError,
  };
}
