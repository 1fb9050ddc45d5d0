import { useMutation } from '@tanstack/react-query';
import { useQueries } from '@/shared/lib/query';
import { createElement, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText, isRejection } from '@/shared/chain/errors';
import { readTokenDecimalsOnChain } from '@/shared/chain/tokenRoot';
import { config } from '@/shared/config';
import { isAddress } from '@/shared/lib/address';
import { shortenAddress } from '@/shared/lib/address';
import { waitUntil } from '@/shared/lib/waitUntil';
import type { PendingToastId } from '@/shared/ui';
import { fabricLastLt, findNewFarmPool, sendDeployFarmPool } from '../chain/farmFabricChain';
import { sendFarmOwnerCall } from '../chain/farmPoolChain';
import { loadToasts } from './loadToasts';
import type { DeployFarmParams } from '../logic/createFarm';

export type CreateFarmResult =
  | { kind: 'done'; pool: string; hash: string }
  | { kind: 'endFailed'; pool: string; hash: string; rejected: boolean }
  | { kind: 'rejected' }
  | { kind: 'failed'; message?: string }
  | undefined;

/** Decimals of the reward tokens typed so far (undefined: not read yet; null: not a token root). */
export function useRewardDecimals(roots: readonly string[]) {
  const valid = [...new Set(roots.map((r) => r.trim()).filter(isAddress))];
  const results = useQueries({
    queries: valid.map((root) => ({
      queryKey: ['farming', 'decimals', root.toLowerCase()],
      queryFn: async () => (await readTokenDecimalsOnChain(root)) ?? null,
      staleTime: Infinity,
    })),
  });
  const byRoot = new Map(valid.map((root, i) => [root.toLowerCase(), results[i]?.data]));
  return (root: string): number | undefined => byRoot.get(root.trim().toLowerCase()) ?? undefined;
}

/**
 * Creating a farm pool: `deployFarmPool` (7 TYCHO, gas not returned) and the wait for the fabric's NewFarmPool of
 * this owner, farm token and start; then, for a pool with an end, the owner's `setEndTime`. A wallet rejection of
 * the creation changes nothing.
 */
export function useCreateFarm(owner: string | undefined) {
  const fabric = config.farmFabric;
  const intl = useIntl();
  const [result, setResult] = useState<CreateFarmResult>();
  const toast = useRef<PendingToastId>(undefined);
  const text = (id: string, values: Record<string, string> = {}) => intl.formatMessage({ id }, values);
  const mutation = useMutation({
    mutationFn: async (params: DeployFarmParams): Promise<CreateFarmResult> => {
      if (!owner) throw new Error('wallet must be connected');
      if (!fabric) throw new Error('the network names no farm fabric');
      const [{ notifyPending }] = await loadToasts();
      toast.current = notifyPending(text('farmCreate.toast.pending', { token: shortenAddress(params.tokenRoot) }));
      const since = await fabricLastLt(fabric);
      const hash = await sendDeployFarmPool({ fabric, owner, params });
      const found = await waitUntil(
        () => findNewFarmPool(fabric, since, { owner, tokenRoot: params.tokenRoot, startTime: params.startTime }),
        { attempts: 30, intervalMs: 1_000 },
      );
      if (found.kind !== 'done') throw new Error('the fabric did not report the pool (setup refused)');
      const pool = found.value;
      if (params.endTime === 0) return { kind: 'done', pool, hash };
      try {
        await sendFarmOwnerCall({ type: 'setEnd', pool, owner, end: params.endTime });
        return { kind: 'done', pool, hash };
      } catch (error) {
        return { kind: 'endFailed', pool, hash, rejected: isRejection(error) };
      }
    },
    onMutate: () => setResult(undefined),
    onSuccess: async (done) => {
      setResult(done);
      if ((done?.kind !== 'done' && done?.kind !== 'endFailed') || !toast.current) return;
      const id = done.kind === 'done' ? 'farmCreate.toast.success' : 'farmCreate.toast.endFailed';
      const body = text(id, { pool: shortenAddress(done.pool) });
      const linkLabel = text('toast.viewTransaction');
      const [{ notifyResult }, { TransactionMessage }] = await loadToasts();
      notifyResult(
        toast.current,
        createElement(TransactionMessage, { text: body, hash: done.hash, linkLabel }),
        'success',
      );
    },
    onError: async (error) => {
      const rejected = isRejection(error);
      const [{ notifyResult }] = await loadToasts();
      setResult(rejected ? { kind: 'rejected' } : { kind: 'failed', message: errorText(error) });
      if (toast.current)
        notifyResult(
          toast.current,
          text(rejected ? 'farmCreate.rejected' : 'farmCreate.failed', { message: rejected ? '' : errorText(error) }),
          rejected ? 'warning' : 'error',
        );
    },
  });
  return { create: mutation.mutate, pending: mutation.isPending, result, fabric };
}
