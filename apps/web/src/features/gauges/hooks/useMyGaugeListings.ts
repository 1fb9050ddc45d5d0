import { useQueries } from '@/shared/lib/query';
import type { GaugeItem } from '@tycho/api';
import type { GaugeUserListing } from '@/shared/gauges/userListing';
import { gaugesApi } from '../api/gaugesApi';

export type MyGaugeListing =
  | { kind: 'loading' }
  | { kind: 'error' }
  | {
      kind: 'ready';
      listing: GaugeUserListing;
      /** Decimals of the LP and of each reward token by root (lower case); null: unknown. */
      decimals: (root: string) => number | null | undefined;
      lpRoot: string;
    };

/**
 * The connected account's figures in each of its gauges on the list (spec 3's listing data: LP locked, share, each
 * reward token's locked and unlocked reward), read on chain as the gauge page and the pool page read them, with the
 * tokens' decimals from the gauge's details (the query the gauge page shares).
 */
export function useMyGaugeListings(
  owner: string | undefined,
  gauges: readonly GaugeItem[] | undefined,
): ReadonlyMap<string, MyGaugeListing> {
  const list = owner ? (gauges ?? []) : [];
  const reads = useQueries({
    queries: list.map((g) => ({
      queryKey: ['gauges', 'myListing', g.address, owner],
      // the chain read (and the gauge ABIs) load with the first connected visit, not with the page
      queryFn: async () => {
        const [account, listing] = await Promise.all([
          import('@/shared/gauges/gaugeAccount'),
          import('@/shared/gauges/userListing'),
        ]);
        return listing.gaugeUserListing(g.rewardTokens, await account.readGaugeUser(g.address, owner!));
      },
      retry: 1,
    })),
  });
  const details = useQueries({
    queries: list.map((g) => ({
      queryKey: ['gauges', 'one', g.address.toLowerCase()],
      queryFn: ({ signal }: { signal: AbortSignal }) => gaugesApi.gauge(g.address, { signal }),
      retry: 1,
    })),
  });
  const out = new Map<string, MyGaugeListing>();
  list.forEach((g, i) => {
    const read = reads[i]!;
    const detail = details[i]!;
    if (read.isError || detail.isError) return out.set(g.address, { kind: 'error' });
    if (!read.data || !detail.data) return out.set(g.address, { kind: 'loading' });
    const d = detail.data.details;
    const byRoot = new Map<string, number | null>([
      [d.depositToken.tokenRoot.toLowerCase(), d.depositToken.decimals],
      ...d.rewards.map((r): [string, number | null] => [r.tokenRoot.toLowerCase(), r.decimals]),
    ]);
    out.set(g.address, {
      kind: 'ready',
      listing: read.data,
      decimals: (root) => byRoot.get(root.toLowerCase()),
      lpRoot: d.depositToken.tokenRoot,
    });
  });
  return out;
}
