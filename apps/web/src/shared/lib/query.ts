import {
  InfiniteQueryObserver,
  notifyManager,
  QueriesObserver,
  QueryObserver,
  useQueryClient,
  type DefaultError,
  type InfiniteData,
  type QueriesOptions,
  type QueriesResults,
  type QueryKey,
  type QueryObserverOptions,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useReducer, useState } from 'react';

/*
 * `useQuery` and `useInfiniteQuery` whose answers render as transitions.
 *
 * TanStack Query's own hooks subscribe through `useSyncExternalStore`, and React renders every change of an external
 * store synchronously: when a page's answers arrive, the whole page renders and commits in one task, which blocks
 * input (Lighthouse's TBT measured 110-220 ms of it on the pool and token pages). Here the observer's changes
 * schedule a re-render inside `startTransition`: React renders it in slices and lets input and paint in between.
 * Everything else is the library's behaviour (the same observer, the optimistic result read on every render, the
 * options set after each render, tracked properties); what this leaves out (suspense, throwOnError, `subscribed`,
 * restoring a persisted cache) this app does not use.
 */

type Observer = QueryObserver<unknown, unknown, unknown, unknown, QueryKey>;
type ObserverClass = new (...args: ConstructorParameters<typeof QueryObserver>) => Observer;

/** A re-render of the calling component, as a transition. */
function useTransitionRerender(): () => void {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  return useMemo(() => notifyManager.batchCalls(() => startTransition(rerender)), []);
}

function useTransitionQuery(options: object, ObserverType: ObserverClass): unknown {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options as Parameters<typeof client.defaultQueryOptions>[0]);
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new ObserverType(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  const rerender = useTransitionRerender();
  useEffect(() => {
    const unsubscribe = observer.subscribe(rerender);
    // a change between this render and the subscription reaches the listener now
    observer.updateResult();
    return unsubscribe;
  }, [observer, rerender]);
  return defaulted.notifyOnChangeProps ? result : observer.trackResult(result);
}

export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useTransitionQuery(options, QueryObserver as ObserverClass) as UseQueryResult<TData, TError>;
}

export function useInfiniteQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): UseInfiniteQueryResult<TData, TError> {
  return useTransitionQuery(options, InfiniteQueryObserver as unknown as ObserverClass) as UseInfiniteQueryResult<
    TData,
    TError
  >;
}

/** `useQueries` without `combine` (this app combines in its own hooks). */
export function useQueries<T extends unknown[]>({
  queries,
}: {
  queries: readonly [...QueriesOptions<T>];
}): QueriesResults<T> {
  const client = useQueryClient();
  const defaulted = useMemo(
    () =>
      queries.map((options) => {
        const one = client.defaultQueryOptions(options as QueryObserverOptions);
        one._optimisticResults = 'optimistic';
        return one;
      }),
    [queries, client],
  );
  const [observer] = useState(() => new QueriesObserver(client, defaulted));
  const [, getCombined, track] = observer.getOptimisticResult(defaulted, undefined);
  useEffect(() => {
    observer.setQueries(defaulted);
  }, [defaulted, observer]);
  const rerender = useTransitionRerender();
  useEffect(() => observer.subscribe(rerender), [observer, rerender]);
  return getCombined(track()) as QueriesResults<T>;
}
