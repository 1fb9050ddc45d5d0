/** The DAO screens' reads: the vote escrow and the member on chain, the read model's lists, the chain's clock. */
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { useEffect, useState } from 'react';
import { useWallet } from '@/shared/chain';
import { useWalletPending } from '@/shared/chain/walletPending';
import { tokenBalanceOf } from '@/shared/chain/providerClient';
import { config } from '@/shared/config';
import { pageOffset, PAGE_SIZE } from '@/shared/lib/paging';
import { daoApi } from '../api/daoApi';
import type { DaoTransactionKind } from '../api/daoSchemas';
import { escrowFromAnswer, escrowSource, votingFromAnswer, type EscrowSource } from '../logic/escrowAnswer';

/** The vote escrow's calls load with the first read, so the ABIs stay out of the screens' first load. */
const chain = () => import('../chain/voteEscrowChain');

const ESCROW_REFRESH_MS = 10_000;
/** The read model follows the chain within seconds: its lists are read again this often. */
const LIST_REFRESH_MS = 5_000;

/** The connected account's address, or undefined. */
export function useAccountAddress(): string | undefined {
  const wallet = useWallet();
  return wallet.status === 'connected' ? wallet.account?.address : undefined;
}

/** Where this page reads the vote escrow (`escrowSource`): the chain for a member, the API for a visitor. */
export function useEscrowSource(): EscrowSource | undefined {
  return escrowSource(useAccountAddress(), useWalletPending());
}

/** The vote escrow (settings, current epoch), on chain or through the API (`useEscrowSource`); `enabled` false skips it. */
export function useEscrow(enabled = true) {
  const source = useEscrowSource();
  return useQuery({
    queryKey: ['dao', 'escrow', source],
    queryFn: async ({ signal }) =>
      source === 'api'
        ? escrowFromAnswer(await daoApi.escrow({ signal }))
        : (await chain()).readEscrow(config.voteEscrow),
    enabled: enabled && source !== undefined && config.voteEscrow !== '',
    refetchInterval: ESCROW_REFRESH_MS,
  });
}

/**
 * The chain's clock (unix seconds), moving on each second from the escrow's last read (`readAt`, ms of the
 * browser's clock); undefined until read. Epoch states follow the chain, whose clock may run ahead of the browser's.
 */
export function useChainNow(chainTime: number | undefined, readAt: number): number | undefined {
  const [wall, setWall] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setWall(Date.now()), 1_000);
    return () => clearInterval(id);
  }, []);
  return chainTime === undefined ? undefined : chainTime + Math.max(0, Math.floor((wall - readAt) / 1000));
}

export function useMember(owner: string | undefined) {
  return useQuery({
    queryKey: ['dao', 'member', owner],
    refetchInterval: LIST_REFRESH_MS,
    queryFn: async () => (await chain()).readMember(config.voteEscrow, owner!),
    enabled: owner !== undefined && config.voteEscrow !== '',
  });
}

/** The vote token's (QUBE's) decimals and symbol read on chain (unknown = loading) and the member's balance of it. */
export function useQube(qube: string | undefined, owner: string | undefined) {
  const decimals = useQuery({
    queryKey: ['dao', 'decimals', qube],
    queryFn: async () => (await (await import('@/shared/chain/tokenRoot')).readTokenDecimalsOnChain(qube!)) ?? null,
    enabled: qube !== undefined,
    staleTime: Infinity,
  });
  const symbol = useQuery({
    queryKey: ['dao', 'symbol', qube],
    queryFn: async () => (await (await import('@/shared/chain/tokenRoot')).readTokenSymbolOnChain(qube!)) ?? null,
    enabled: qube !== undefined,
    staleTime: Infinity,
  });
  const balance = useQuery({
    queryKey: ['dao', 'qubeBalance', qube, owner],
    queryFn: async () => BigInt(await tokenBalanceOf(qube!, owner!)),
    enabled: qube !== undefined && owner !== undefined,
  });
  return { decimals: decimals.data ?? undefined, symbol: symbol.data ?? undefined, balance: balance.data };
}

export function useCurrentVoting(enabled: boolean) {
  const source = useEscrowSource();
  return useQuery({
    queryKey: ['dao', 'currentVoting', source],
    refetchInterval: LIST_REFRESH_MS,
    queryFn: async ({ signal }) =>
      source === 'api'
        ? votingFromAnswer(await daoApi.escrow({ signal }))
        : (await chain()).readCurrentVoting(config.voteEscrow),
    enabled: enabled && source !== undefined && config.voteEscrow !== '',
  });
}

/** The current epoch from the read model (`epochs/last`): what a visitor, who cannot read the chain, is shown. */
export function useLastEpoch(enabled: boolean) {
  return useQuery({
    queryKey: ['dao', 'lastEpoch'],
    queryFn: ({ signal }) => daoApi.lastEpoch({ signal }),
    enabled,
    refetchInterval: LIST_REFRESH_MS,
  });
}

export function useMainPage() {
  return useQuery({ queryKey: ['dao', 'mainPage'], queryFn: ({ signal }) => daoApi.mainPage({ signal }) });
}

export function useEpochsPage(page: number) {
  const body = {
    limit: PAGE_SIZE,
    offset: pageOffset(page),
    ordering: { column: 'createdAt', direction: 'DESC' },
  } as const;
  return useQuery({
    queryKey: ['dao', 'epochs', body],
    refetchInterval: LIST_REFRESH_MS,
    queryFn: ({ signal }) => daoApi.epochs(body, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One epoch of the read model; null when it has no such epoch (yet). */
export function useEpoch(epochNum: number) {
  return useQuery({
    queryKey: ['dao', 'epoch', epochNum],
    refetchInterval: LIST_REFRESH_MS,
    queryFn: async ({ signal }) =>
      (await daoApi.epochs({ epochNum, limit: 1, offset: 0 }, { signal })).epochs[0] ?? null,
  });
}

export function useVotesSum(epochNum: number) {
  return useQuery({
    queryKey: ['dao', 'votesSum', epochNum],
    refetchInterval: LIST_REFRESH_MS,
    queryFn: ({ signal }) => daoApi.votesSum(epochNum, { signal }),
  });
}

/** The member's votes in an epoch, gauge → amount (empty without a wallet). */
export function useUserVotes(epochNum: number, user: string | undefined) {
  return useQuery({
    queryKey: ['dao', 'userVotes', epochNum, user],
    refetchInterval: LIST_REFRESH_MS,
    queryFn: ({ signal }) => daoApi.epochVotes({ epochNum, userAddress: user!, limit: 100, offset: 0 }, { signal }),
    enabled: user !== undefined,
    select: (answer) => new Map(answer.epochVotes.map((v) => [v.gauge, BigInt(v.veAmount)])),
  });
}

export function useDeposits(user: string | undefined) {
  return useQuery({
    queryKey: ['dao', 'deposits', user],
    refetchInterval: LIST_REFRESH_MS,
    queryFn: ({ signal }) =>
      daoApi.deposits(
        { user: user!, limit: 100, offset: 0, ordering: { column: 'createdAt', direction: 'DESC' } },
        { signal },
      ),
    enabled: user !== undefined,
  });
}

export function useDaoTransactions(user: string | undefined, kind: DaoTransactionKind | 'all', page: number) {
  const body = {
    userAddress: user,
    kind: kind === 'all' ? undefined : kind,
    limit: PAGE_SIZE,
    offset: pageOffset(page),
    ordering: { column: 'createdAt', direction: 'DESC' },
  } as const;
  return useQuery({
    queryKey: ['dao', 'transactions', body],
    refetchInterval: LIST_REFRESH_MS,
    queryFn: ({ signal }) => daoApi.transactions(body, { signal }),
    enabled: user !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The candidates (whitelist), by average voting rate; `isActive` true: the current candidates only. */
export function useCandidates(isActive?: boolean) {
  const body = {
    isActive,
    limit: 500,
    offset: 0,
    ordering: { column: 'averagePercentage', direction: 'DESC' },
  } as const;
  return useQuery({
    queryKey: ['dao', 'whitelist', body],
    queryFn: ({ signal }) => daoApi.whitelist(body, { signal }),
  });
}

/** TVL (USD) of gauges from the gauges API, address → tvl. */
export function useGaugesTvl(addresses: string[]) {
  const list = addresses.slice(0, 100);
  return useQuery({
    queryKey: ['dao', 'gaugesTvl', list],
    queryFn: ({ signal }) => daoApi.gauges(list, { signal }),
    enabled: list.length > 0,
    select: (answer) => new Map(answer.gauges.map((g) => [g.address, g])),
  });
}

/**
 * The gauges the whitelisting form offers: the gauge factory's (the only ones the vote escrow takes for the price),
 * read on chain for a member; none for a visitor, who cannot whitelist.
 */
export function useFactoryGauges(enabled: boolean) {
  return useQuery({
    queryKey: ['dao', 'factoryGauges'],
    queryFn: async () => (await import('../chain/factoryGauges')).factoryGauges(config.gaugeFactory),
    enabled: enabled && config.gaugeFactory !== '',
    refetchInterval: LIST_REFRESH_MS,
  });
}
