import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isNotFound } from '@/shared/api';
import { useWallet } from '@/shared/chain';
import { tokenBalanceOf } from '@/shared/chain/providerClient';
import { pageOffset, PAGE_SIZE } from '@/shared/lib/paging';
import { farmingApi, type FarmPoolsQuery } from '../api/farmingApi';
import { readChainNow } from '../chain/farmPoolChain';
import { farmTxRow, type FarmTxKind } from '../logic/transactionsView';

/** How often the pool's figures are read again (rewards accrue by the second). */
const REFRESH_MS = 15_000;

/** The connected account's address, or undefined. */
export function useAccountAddress(): string | undefined {
  const wallet = useWallet();
  return wallet.status === 'connected' ? wallet.account?.address : undefined;
}

export function useFarmPools(body: FarmPoolsQuery) {
  return useQuery({
    queryKey: ['farming', 'list', body],
    queryFn: ({ signal }) => farmingApi.pools(body, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One pool with `user`'s reward state (404: unknown, or private and `user` is not its owner). */
export function useFarmPool(address: string, user: string | undefined, enabled = address !== '') {
  return useQuery({
    enabled,
    queryKey: ['farming', 'pool', address.toLowerCase(), user],
    queryFn: ({ signal }) => farmingApi.pool(address, user, { signal }),
    retry: (count, error) => !isNotFound(error) && count < 1,
    refetchInterval: REFRESH_MS,
  });
}

/** The browser's clock in unix seconds, moving every 15 s (deadlines and rounds change by the second at most). */
export function useWallSeconds(): number {
  const [wall, setWall] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const id = setInterval(() => setWall(Math.floor(Date.now() / 1000)), REFRESH_MS);
    return () => clearInterval(id);
  }, []);
  return wall;
}

/**
 * The chain's clock (unix seconds) with a wallet (the chain may run ahead of the browser's clock), else the
 * browser's; read again with each read of the pool.
 */
export function useNow(pool: string, connected: boolean, readAt: number): number {
  const wall = useWallSeconds();
  const chain = useQuery({
    queryKey: ['farming', 'now', pool, readAt],
    queryFn: async () => ({ chain: await readChainNow(pool), at: Math.floor(Date.now() / 1000) }),
    enabled: connected,
  });
  if (!chain.data) return wall;
  return chain.data.chain + Math.max(0, wall - chain.data.at);
}

/** The owner's balance of a token (smallest units); undefined while loading or without an owner. */
export function useTokenBalance(root: string | undefined, owner: string | undefined) {
  return useQuery({
    queryKey: ['farming', 'balance', root, owner],
    queryFn: async () => BigInt(await tokenBalanceOf(root!, owner!)),
    enabled: root !== undefined && owner !== undefined,
  });
}

/** One page of a pool's transactions (newest first), of one kind or all, as table rows. */
export function useFarmTransactions(poolAddress: string, kind: FarmTxKind | 'all', page: number, user?: string) {
  const body = {
    poolAddress,
    userAddress: user ?? null,
    eventTypes: kind === 'all' ? null : [kind],
    limit: PAGE_SIZE,
    offset: pageOffset(page),
  };
  return useQuery({
    queryKey: ['farming', 'transactions', body],
    queryFn: ({ signal }) => farmingApi.transactions(body, { signal }),
    placeholderData: keepPreviousData,
    select: (answer) => ({ rows: answer.transactions.map(farmTxRow), totalCount: answer.totalCount }),
  });
}

/** A pool's TVL or APR over the last 30 days, one point a day. */
export function useFarmGraph(farmingPoolAddress: string, kind: 'tvl' | 'apr') {
  return useQuery({
    queryKey: ['farming', 'graph', kind, farmingPoolAddress.toLowerCase()],
    queryFn: ({ signal }) => {
      const to = Date.now();
      const body = { farmingPoolAddress, from: to - 30 * 86_400_000, to, timeframe: 'D1' as const };
      return kind === 'tvl' ? farmingApi.tvl(body, { signal }) : farmingApi.apr(body, { signal });
    },
  });
}
