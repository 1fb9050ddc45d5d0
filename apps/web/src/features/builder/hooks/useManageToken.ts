/**
 * The manage page's data and actions (spec 4 builder): the root's details (remembered once seen), and mint, burn
 * and transfer ownership. Mint and burn set a busy flag, send, then poll the target wallet's balance every 5 s;
 * when it changes the total supply is adjusted (plus for mint, minus for burn) and the flag clears. A transfer waits
 * until the root names the new owner. A rejection or a failure clears the flag and changes nothing.
 */
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatExactAmount } from '@/shared/lib/format';
import { errorText, isRejection } from '@/shared/chain/errors';
import { isNotFound } from '@/shared/api';
import { waitUntil } from '@/shared/lib/waitUntil';
import { notify } from '@/shared/ui';
import { builderApi } from '../api/builderApi';
import type { SupplyCall, TransferCall } from '../chain/builderChain';
import type { BuilderToken } from '../logic/builderList';
import { BALANCE_POLL, OWNER_POLL } from '../logic/createReceipt';
import { rememberToken } from '../logic/rememberedTokens';
import { builderKeys } from './builderKeys';

// the contract-call code loads when a holder's balance is read or an action sent, not with the page (issue 17)
const chain = () => import('../chain/builderChain');
const tokenBalanceOf = async (root: string, owner: string) => (await chain()).tokenBalanceOf(root, owner);
const readTokenBalance = async (root: string, owner: string) => (await chain()).readTokenBalance(root, owner);

export type Busy = 'mint' | 'burn' | 'transfer';

export function useTokenRoot(root: string) {
  const query = useQuery({
    queryKey: builderKeys.root(root),
    queryFn: ({ signal }) => builderApi.root(root, { signal }),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
  const found = query.data !== undefined;
  useEffect(() => {
    if (found) rememberToken(root);
  }, [found, root]);
  return query;
}

/** A holder's balance of the token, in smallest units; idle until the address is valid and a wallet is connected. */
/** The target's balance; a failed read is 0 (spec 5: "a balance read error shows 0"), logged as a warning. */
export function useTargetBalance(root: string, target: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: builderKeys.balance(root, target ?? ''),
    queryFn: async () => BigInt(await readTokenBalance(root, target!)),
    enabled: enabled && !!target,
  });
}

export function useManageToken(token: BuilderToken | undefined, owner: string | undefined) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>();

  const failed = useCallback(
    (error: unknown) => {
      console.warn('Builder action error', error);
      notify(
        isRejection(error)
          ? intl.formatMessage({ id: 'builder.toast.rejected' })
          : intl.formatMessage({ id: 'builder.toast.failed' }, { message: errorText(error) }),
        'error',
      );
    },
    [intl],
  );

  const supplyChange = useCallback(
    (root: string, delta: bigint) =>
      queryClient.setQueryData<BuilderToken>(builderKeys.root(root), (old) =>
        old ? { ...old, totalSupply: (BigInt(old.totalSupply) + delta).toString() } : old,
      ),
    [queryClient],
  );

  /** Sends a mint or burn, then waits for the target's balance to move. Resolves true once it did. */
  const changeSupply = useCallback(
    async (kind: 'mint' | 'burn', target: string, amount: bigint, send: () => Promise<void>) => {
      if (!token || !owner) return false;
      setBusy(kind);
      try {
        const before = await tokenBalanceOf(token.address, target);
        await send();
        const moved = await waitUntil(async () => {
          const now = await tokenBalanceOf(token.address, target);
          return now !== before ? BigInt(now) : undefined;
        }, BALANCE_POLL);
        if (moved.kind !== 'done') {
          notify(intl.formatMessage({ id: 'builder.toast.timeout' }), 'error');
          return false;
        }
        supplyChange(token.address, kind === 'mint' ? amount : -amount);
        // read the root again for what depends on the holder (the circulating supply); the total shows at once
        void queryClient.invalidateQueries({ queryKey: builderKeys.root(token.address) });
        queryClient.setQueryData(builderKeys.balance(token.address, target), moved.value);
        void queryClient.invalidateQueries({ queryKey: builderKeys.tokens(owner) });
        const figure = `${formatExactAmount(amount, token.decimals)} ${token.symbol}`;
        notify(intl.formatMessage({ id: `builder.toast.${kind}ed` }, { amount: figure }), 'success');
        return true;
      } catch (error) {
        failed(error);
        return false;
      } finally {
        setBusy(undefined);
      }
    },
    [token, owner, intl, queryClient, failed, supplyChange],
  );

  /** A mint or burn (the call the confirmation previewed), then the wait for the target's balance. */
  const supply = useCallback(
    (call: SupplyCall) =>
      changeSupply(call.type, call.target, call.amount, async () => {
        await (await chain()).sendBuilderCall(call);
      }),
    [changeSupply],
  );

  /** A transfer of ownership (the call the confirmation previewed), then the wait for the root's new owner. */
  const transfer = useCallback(
    async (call: TransferCall) => {
      if (!token || !owner) return false;
      const { newOwner } = call;
      setBusy('transfer');
      try {
        await (await chain()).sendBuilderCall(call);
        const moved = await waitUntil(async () => {
          const info = await builderApi.root(token.address);
          return info.owner.toLowerCase() === newOwner.toLowerCase() ? info : undefined;
        }, OWNER_POLL);
        if (moved.kind !== 'done') {
          notify(intl.formatMessage({ id: 'builder.toast.timeout' }), 'error');
          return false;
        }
        queryClient.setQueryData(builderKeys.root(token.address), moved.value);
        void queryClient.invalidateQueries({ queryKey: builderKeys.tokens(owner) });
        notify(intl.formatMessage({ id: 'builder.toast.transferred' }), 'success');
        return true;
      } catch (error) {
        failed(error);
        return false;
      } finally {
        setBusy(undefined);
      }
    },
    [token, owner, intl, queryClient, failed],
  );

  return { busy, supply, transfer };
}
