import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { isNotFound } from '@/shared/api';
import { useWallet } from '@/shared/chain';
import { gaugesApi, type GaugesQuery } from '../api/gaugesApi';

/** The connected account's address, or undefined. */
export function useAccountAddress(): string | undefined {
  const wallet = useWallet();
  return wallet.status === 'connected' ? wallet.account?.address : undefined;
}

export function useGaugesList(body: GaugesQuery) {
  return useQuery({
    queryKey: ['gauges', 'list', body],
    queryFn: ({ signal }) => gaugesApi.gauges(body, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Addresses of the gauges the connected account has deposited into (empty without a wallet). */
export function useMyGauges(account: string | undefined) {
  return useQuery({
    queryKey: ['gauges', 'byUser', account],
    queryFn: ({ signal }) => gaugesApi.byUser(account!, { signal }),
    enabled: account !== undefined,
    select: (answer) => new Set(answer.gauges.map((g) => g.address)),
  });
}

export function useGauge(address: string) {
  return useQuery({
    queryKey: ['gauges', 'one', address.toLowerCase()],
    queryFn: ({ signal }) => gaugesApi.gauge(address, { signal }),
    retry: (count, error) => !isNotFound(error) && count < 1,
    enabled: address !== '',
  });
}

export function useDeposits(account: string | undefined, gaugeAddress: string) {
  return useQuery({
    queryKey: ['gauges', 'deposits', account, gaugeAddress.toLowerCase()],
    queryFn: ({ signal }) => gaugesApi.deposits({ userAddress: account!, gaugeAddress, limit: 100 }, { signal }),
    enabled: account !== undefined,
  });
}
