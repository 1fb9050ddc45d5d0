import { useMutation, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText, isRejection } from '@/shared/chain/errors';
import { readTokenDecimalsOnChain } from '@/shared/chain/tokenRoot';
import { config } from '@/shared/config';
import { isAddress } from '@/shared/lib/address';
import { waitUntil } from '@/shared/lib/waitUntil';
import { fabricLastLt, findNewFarmPool, sendDeployFarmPool } from '../chain/farmFabricChain';
import { sendSetEnd } from '../chain/farmPoolChain';
import type { DeployFarmParams } from '../logic/createFarm';

export type CreateFarmResult =
  | { kind: 'done'; pool: string }
  | { kind: 'endFailed'; pool: string; rejected: boolean }
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
  const [result, setResult] = useState<CreateFarmResult>();
  const mutation = useMutation({
    mutationFn: async (params: DeployFarmParams): Promise<CreateFarmResult> => {
      if (!owner) throw new Error('wallet must be connected');
      if (!fabric) throw new Error('the network names no farm fabric');
      const since = await fabricLastLt(fabric);
      await sendDeployFarmPool({ fabric, owner, params });
      const found = await waitUntil(
        () => findNewFarmPool(fabric, since, { owner, tokenRoot: params.tokenRoot, startTime: params.startTime }),
        { attempts: 30, intervalMs: 1_000 },
      );
      if (found.kind !== 'done') throw new Error('the fabric did not report the pool (setup refused)');
      const pool = found.value;
      if (params.endTime === 0) return { kind: 'done', pool };
      try {
        await sendSetEnd({ pool, owner, end: params.endTime });
        return { kind: 'done', pool };
      } catch (error) {
        return { kind: 'endFailed', pool, rejected: isRejection(error) };
      }
    },
    onMutate: () => setResult(undefined),
    onSuccess: setResult,
    onError: (error) =>
      setResult(isRejection(error) ? { kind: 'rejected' } : { kind: 'failed', message: errorText(error) }),
  });
  return { create: mutation.mutate, pending: mutation.isPending, result, fabric };
}
