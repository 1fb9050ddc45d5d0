/** The proposal screens' reads: the governance API's lists, the DaoRoot and the member on chain, the chain's clock. */
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { useEffect, useState } from 'react';
import { useWallet } from '@/shared/chain';
import { config } from '@/shared/config';
import { pageOffset, PAGE_SIZE } from '@/shared/lib/paging';
import { accountsWithPower, candidatesApi, proposalsApi } from '../api/proposalsApi';
import { rankOf, supportOf, VOTE_PREVIEW_SIZE, type VoteSide } from '../logic/votePreview';
import { gaugeSymbols } from '../logic/actions';
import { shortenAddress } from '@/shared/lib/address';
import { filterBody, type ProposalFilters } from '../logic/filters';
import { allPages } from '../logic/voter';

/** A proposal and the lists are read again this often (spec 9: proposal refresh 15 s). */
export const REFRESH_MS = 15_000;
const chain = () => import('../chain/proposalsChain');
const DESC = { column: 'createdAt', direction: 'DESC' } as const;

export function useAccountAddress(): string | undefined {
  const wallet = useWallet();
  return wallet.status === 'connected' ? wallet.account?.address : undefined;
}

/** The DaoRoot's threshold and the chain's clock; needs a wallet (chain reads need its permission). */
export function useRoot(enabled: boolean) {
  return useQuery({
    queryKey: ['proposals', 'root'],
    queryFn: async () => (await chain()).readRoot(config.daoRoot),
    enabled: enabled && config.daoRoot !== '',
    refetchInterval: REFRESH_MS,
  });
}

/**
 * Now in unix seconds, ticking each second: from the chain's clock when read (`chainTime` at `readAt` ms), else
 * from the browser's.
 */
export function useNow(chainTime: number | undefined, readAt: number): number {
  const [wall, setWall] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setWall(Date.now()), 1_000);
    return () => clearInterval(id);
  }, []);
  return chainTime === undefined
    ? Math.floor(wall / 1000)
    : chainTime + Math.max(0, Math.floor((wall - readAt) / 1000));
}

export function useVoter(account: string | undefined) {
  return useQuery({
    queryKey: ['proposals', 'voter', account],
    queryFn: async () => (await chain()).readVoter(config.voteEscrow, account!),
    enabled: account !== undefined && config.voteEscrow !== '',
    refetchInterval: REFRESH_MS,
  });
}

export function useProposalsPage(filters: ProposalFilters, page: number) {
  const body = { ...filterBody(filters), limit: PAGE_SIZE, offset: pageOffset(page), ordering: DESC };
  return useQuery({
    queryKey: ['proposals', 'list', body],
    queryFn: ({ signal }) => proposalsApi.proposals(body, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useVoterProposalsPage(voter: string | undefined, filters: ProposalFilters, page: number) {
  const body = { ...filterBody(filters), limit: PAGE_SIZE, offset: pageOffset(page), ordering: DESC };
  return useQuery({
    queryKey: ['proposals', 'voterList', voter, body],
    queryFn: ({ signal }) => proposalsApi.voterProposals(voter!, body, { signal }),
    enabled: voter !== undefined,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

/**
 * The voter's locked votes whose proposal is no longer pending or active: what Unlock all releases. Every page is
 * read (the API answers 100 at most), so Unlock all can be enabled above 100.
 */
export function useUnlockable(voter: string | undefined) {
  return useQuery({
    queryKey: ['proposals', 'unlockable', voter],
    queryFn: async ({ signal }) => {
      const { rows, totalCount } = await allPages(async (offset, limit) => {
        const body = { locked: true, availableForUnlock: true, limit, offset, ordering: DESC };
        const page = await proposalsApi.voterProposals(voter!, body, { signal });
        return { rows: page.proposalWithVotes, totalCount: page.totalCount };
      });
      return { proposalWithVotes: rows, totalCount };
    },
    enabled: voter !== undefined,
    refetchInterval: REFRESH_MS,
  });
}

/** Every vote of the voter still locked in their account, as the API recorded it (its weight). */
export function useLockedVotes(voter: string | undefined) {
  return useQuery({
    queryKey: ['proposals', 'lockedVotes', voter],
    queryFn: async ({ signal }) =>
      (
        await allPages(async (offset, limit) => {
          const page = await proposalsApi.votes(
            { voter: voter!, locked: true, limit, offset, ordering: DESC },
            { signal },
          );
          return { rows: page.votes, totalCount: page.totalCount };
        })
      ).rows,
    enabled: voter !== undefined,
    refetchInterval: REFRESH_MS,
  });
}

/** One proposal; null when the API has none with that id. */
export function useProposal(id: number) {
  return useQuery({
    queryKey: ['proposals', 'one', id],
    queryFn: async ({ signal }) =>
      (await proposalsApi.proposals({ proposalId: id, limit: 1, offset: 0 }, { signal })).proposals[0] ?? null,
    refetchInterval: REFRESH_MS,
  });
}

export function useVotesPage(proposalId: number, page: number, side: VoteSide = 'all') {
  const body = { proposalId, support: supportOf(side), limit: PAGE_SIZE, offset: pageOffset(page), ordering: DESC };
  return useQuery({
    queryKey: ['proposals', 'votes', body],
    queryFn: ({ signal }) => proposalsApi.votes(body, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

/** The user's vote on a proposal (the votes search with limit 10), or null. */
export function useUserVote(proposalId: number, voter: string | undefined) {
  return useQuery({
    queryKey: ['proposals', 'userVote', proposalId, voter],
    queryFn: async ({ signal }) =>
      (await proposalsApi.votes({ proposalId, voter: voter!, limit: 10, offset: 0, ordering: DESC }, { signal }))
        .votes[0] ?? null,
    enabled: voter !== undefined,
    refetchInterval: REFRESH_MS,
  });
}

/** The candidate gauges for the candidate actions, each with a label (its pool's symbols, else a short address). */
export function useCandidates(enabled: boolean) {
  return useQuery({
    queryKey: ['proposals', 'candidates'],
    enabled,
    queryFn: async ({ signal }) => {
      const { gauges } = await candidatesApi.whitelist({ signal });
      const labels = await gaugeLabels(
        gauges.map((g) => g.address),
        signal,
      );
      return gauges.map((g) => ({ ...g, label: labels.get(g.address) ?? shortenAddress(g.address) }));
    },
  });
}

/** Gauges' labels (their pools' symbols) from the gauges API; a gauge it does not name is left out. */
async function gaugeLabels(addresses: string[], signal?: AbortSignal): Promise<Map<string, string>> {
  const named = addresses.length
    ? await candidatesApi.gauges(addresses.slice(0, 100), { signal }).catch(() => undefined)
    : undefined;
  const labels = new Map<string, string>();
  for (const g of named?.gauges ?? []) {
    const label = gaugeSymbols(g.poolTokens);
    if (label) labels.set(g.address, label);
  }
  return labels;
}

/** The labels of the gauges a proposal's candidate actions name (address → pool symbols). */
export function useGaugeLabels(addresses: string[]) {
  return useQuery({
    queryKey: ['proposals', 'gaugeLabels', addresses],
    enabled: addresses.length > 0,
    queryFn: ({ signal }) => gaugeLabels(addresses, signal),
    staleTime: 60_000,
  });
}

/** The latest votes of one side of a proposal (VOTE_PREVIEW_SIZE of them) and how many that side has. */
export function useVotePreview(proposalId: number, side: 'for' | 'against') {
  const body = { proposalId, support: supportOf(side), limit: VOTE_PREVIEW_SIZE, offset: 0, ordering: DESC };
  return useQuery({
    queryKey: ['proposals', 'votes', body],
    queryFn: ({ signal }) => proposalsApi.votes(body, { signal }),
    refetchInterval: REFRESH_MS,
  });
}

/** The voter's rank by voting power among the accounts that have some (read model counts); null without power. */
export function useVoterRank(power: bigint | undefined) {
  return useQuery({
    queryKey: ['proposals', 'rank', power?.toString()],
    queryFn: async ({ signal }) => {
      if (power === undefined || power <= 0n) return null;
      const [above, withPower] = await Promise.all([
        accountsWithPower(power + 1n, { signal }),
        accountsWithPower(1n, { signal }),
      ]);
      return rankOf(power, above, withPower) ?? null;
    },
    enabled: power !== undefined,
    refetchInterval: REFRESH_MS,
  });
}
