/**
 * The manage page's data and actions (spec 4 builder): the root's details (remembered once seen), and mint, burn
 * and transfer ownership, run by `logic/manageToken` (send, then wait for the balance or the owner to change). The
 * hook sets the busy flag while one runs, and on its outcome updates the cached root, balance and lists and toasts.
 */
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { isNotFound } from '@/shared/api';
import { notify } from '@/shared/ui';
import { builderApi } from '../api/builderApi';
import type { SupplyCall, TransferCall } from '../chain/builderChain';
import type { BuilderToken } from '../logic/builderList';
import {
  runOwnerTransfer,
  runSupplyChange,
  supplyDelta,
  supplyToast,
  TRANSFERRED_TOAST,
  unsettledToast,
  withSupplyChange,
  type Busy,
  type ManageOutcome,
  type ManageToast,
} from '../logic/manageToken';
import { rememberToken } from '../logic/rememberedTokens';
import { builderKeys } from './builderKeys';

// the contract-call code loads when a holder's balance is read or an action sent, not with the page (issue 17)
const chain = () => import('../chain/builderChain');
const tokenBalanceOf = async (root: string, owner: string) => (await chain()).tokenBalanceOf(root, owner);
const readTokenBalance = async (root: string, owner: string) => (await chain()).readTokenBalance(root, owner);

export type { Busy };

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

  const toast = useCallback(
    (t: ManageToast, kind: 'success' | 'error') => notify(intl.formatMessage({ id: t.id }, t.values), kind),
    [intl],
  );

  /** A failed or timed-out action: logged when it failed, toasted; answers false (nothing changed). */
  const unsettled = useCallback(
    (outcome: Exclude<ManageOutcome<unknown>, { kind: 'done' }>) => {
      if (outcome.kind === 'failed') console.warn('Builder action error', outcome.error);
      toast(unsettledToast(outcome), 'error');
      return false;
    },
    [toast],
  );

  /** Sends a mint or burn (the call the confirmation previewed), then waits for the target's balance to move. */
  const supply = useCallback(
    async (call: SupplyCall) => {
      if (!token || !owner) return false;
      setBusy(call.type);
      const outcome = await runSupplyChange({
        balanceOf: () => tokenBalanceOf(token.address, call.target),
        send: async () => {
          await (await chain()).sendBuilderCall(call);
        },
      });
      setBusy(undefined);
      if (outcome.kind !== 'done') return unsettled(outcome);
      queryClient.setQueryData<BuilderToken>(builderKeys.root(token.address), (old) =>
        withSupplyChange(old, supplyDelta(call.type, call.amount)),
      );
      // read the root again for what depends on the holder (the circulating supply); the total shows at once
      void queryClient.invalidateQueries({ queryKey: builderKeys.root(token.address) });
      queryClient.setQueryData(builderKeys.balance(token.address, call.target), outcome.value);
      void queryClient.invalidateQueries({ queryKey: builderKeys.tokens(owner) });
      toast(supplyToast(call.type, call.amount, token), 'success');
      return true;
    },
    [token, owner, queryClient, toast, unsettled],
  );

  /** A transfer of ownership (the call the confirmation previewed), then the wait for the root's new owner. */
  const transfer = useCallback(
    async (call: TransferCall) => {
      if (!token || !owner) return false;
      const { newOwner } = call;
      setBusy('transfer');
      const outcome = await runOwnerTransfer({
        newOwner,
        send: async () => {
          await (await chain()).sendBuilderCall(call);
        },
        readRoot: () => builderApi.root(token.address),
      });
      setBusy(undefined);
      if (outcome.kind !== 'done') return unsettled(outcome);
      queryClient.setQueryData(builderKeys.root(token.address), outcome.value);
      void queryClient.invalidateQueries({ queryKey: builderKeys.tokens(owner) });
      toast(TRANSFERRED_TOAST, 'success');
      return true;
    },
    [token, owner, queryClient, toast, unsettled],
  );

  return { busy, supply, transfer };
}
