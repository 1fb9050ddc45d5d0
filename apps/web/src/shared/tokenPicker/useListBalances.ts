/**
 * Balances of the connected wallet for the token picker: the coin from the wallet state, TIP-3 tokens read on
 * chain one query per root (in parallel, cached with the swap card's balances under `walletTokenBalanceKey`), and
 * USD prices from the DEX API for ordering by value. Nothing here blocks the list: rows show what has arrived.
 */
import { useQueries } from '@/shared/lib/query';
import { useQuery } from '@/shared/lib/query';
import { dexApi } from '@/shared/api';
import { useWallet } from '@/shared/chain';
import { readTokenBalance } from '@/shared/chain/providerClient';
import type { TokenRow } from './tokenSearch';

const MAX_PRICED = 100;

/** The query key of a wallet's TIP-3 balances (`readTokenBalance`), shared by the picker and the swap card. */
export const WALLET_TOKEN_BALANCE = 'walletTokenBalance';
export const walletTokenBalanceKey = (root: string | undefined, owner: string | undefined) => [
  WALLET_TOKEN_BALANCE,
  root?.toLowerCase(),
  owner,
]; // the currencies call takes at most 100 roots per page

export interface ListBalances {
  owner: string | undefined;
  balance: (row: TokenRow) => string | undefined;
  price: (row: TokenRow) => number | undefined;
}

export function useListBalances(rows: readonly TokenRow[], wrappedRoot: string | undefined): ListBalances {
  const wallet = useWallet();
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const roots = [...new Set(rows.filter((r) => r.kind === 'token').map((r) => r.address.toLowerCase()))];
  if (wrappedRoot && !roots.includes(wrappedRoot.toLowerCase())) roots.push(wrappedRoot.toLowerCase());

  const results = useQueries({
    queries: roots.map((root) => ({
      queryKey: walletTokenBalanceKey(root, owner),
      queryFn: () => readTokenBalance(root, owner!),
      enabled: !!owner,
      staleTime: 10_000,
    })),
  });
  const byRoot = new Map<string, string | undefined>(roots.map((root, i) => [root, results[i]?.data]));

  const priced = roots.slice(0, MAX_PRICED);
  const prices = useQuery({
    queryKey: ['tokenListPrices', priced],
    queryFn: ({ signal }) => dexApi.currencies({ currencyAddresses: priced, limit: MAX_PRICED, offset: 0 }, { signal }),
    enabled: !!owner && priced.length > 0,
    staleTime: 60_000,
  });
  const priceOf = new Map(prices.data?.currencies.map((c) => [c.address.toLowerCase(), Number(c.price)]) ?? []);

  const native = owner ? wallet.balance : undefined;
  const balance = (row: TokenRow): string | undefined => {
    if (!owner) return undefined;
    if (row.kind === 'coin') return native;
    if (row.kind === 'combined') {
      const wrapped = wrappedRoot ? byRoot.get(wrappedRoot.toLowerCase()) : undefined;
      return wrapped !== undefined && native !== undefined ? (BigInt(wrapped) + BigInt(native)).toString() : undefined;
    }
    return byRoot.get(row.address.toLowerCase());
  };
  const price = (row: TokenRow): number | undefined => {
    const key = row.kind === 'token' ? row.address : wrappedRoot;
    const value = key ? priceOf.get(key.toLowerCase()) : undefined;
    return value !== undefined && Number.isFinite(value) ? value : undefined;
  };
  return { owner, balance, price };
}
