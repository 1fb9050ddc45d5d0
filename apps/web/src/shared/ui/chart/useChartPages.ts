import { useInfiniteQuery } from '@/shared/lib/query';
import { useCallback, useMemo } from 'react';
import { chainNowMs } from '@/shared/lib/chainClock';
import { chartWindow, earlierWindow, type ChartWindow, type Timeframe } from './logic';

export interface ChartPagesOptions<T> {
  /** Identifies the chart's data (the timeframe is added); a new key starts over from the default window. */
  queryKey: readonly unknown[];
  timeframe: Timeframe;
  /** Fetches the points of one window (`{ from, to, timeframe }`, unix milliseconds). */
  fetchWindow: (window: ChartWindow & { timeframe: Timeframe }, signal: AbortSignal) => Promise<T[]>;
  enabled?: boolean;
  staleTime?: number;
  gcTime?: number;
}

/**
 * A chart's data in pages (spec 4.7): the default window first (7 days of 1H, 30 days of 1D), then, each time the
 * user scrolls back to the first bar (`loadEarlier`), the window before it, until one comes back empty. `points`
 * holds every page, oldest first (pages may share their border bucket: the chart keeps one point per time).
 */
export function useChartPages<T>(options: ChartPagesOptions<T>) {
  const { timeframe, fetchWindow } = options;
  const query = useInfiniteQuery({
    queryKey: [...options.queryKey, timeframe],
    initialPageParam: null as ChartWindow | null,
    queryFn: async ({ pageParam, signal }) => {
      const window = pageParam ?? chartWindow(timeframe, chainNowMs());
      return { window, points: await fetchWindow({ ...window, timeframe }, signal) };
    },
    getNextPageParam: (last) => earlierWindow(last.window, last.points.length === 0, timeframe),
    enabled: options.enabled,
    staleTime: options.staleTime,
    gcTime: options.gcTime,
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const points = useMemo(() => data?.pages.toReversed().flatMap((page) => page.points), [data]);
  const loadEarlier = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    points,
    pages: data?.pages.length ?? 0,
    isPending: query.isPending,
    isLoading: query.isLoading,
    isError: query.isError,
    retry: useCallback(() => void refetch(), [refetch]),
    loadEarlier,
  };
}
