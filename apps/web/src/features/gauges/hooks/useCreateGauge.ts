import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { newCallId } from '@/shared/chain/callId';
import { errorText, isRejection } from '@/shared/chain/errors';
import { config } from '@/shared/config';
import { waitUntil } from '@/shared/lib/waitUntil';
import { factoryLastLt, findNewGauge, readFactoryQube, sendDeployGauge } from '../chain/gaugeFactoryChain';
import { createGaugeValue, type DeployGaugeParams } from '../logic/createGauge';

export type CreateGaugeResult =
  { kind: 'done'; gauge: string } | { kind: 'rejected' } | { kind: 'failed'; message?: string } | undefined;

/** A call id: a random integer below 100000 (spec section 9). */

/**
 * Creating a gauge: the factory's QUBE root (for the form's checks), then `deployGauge` and the wait for the
 * factory's NewGauge with our call id; none means the gauge refused its setup. A wallet rejection changes nothing.
 */
export function useCreateGauge(owner: string | undefined) {
  const factory = config.gaugeFactory;
  const qube = useQuery({
    queryKey: ['gauges', 'factoryQube', factory],
    queryFn: () => readFactoryQube(factory),
    enabled: owner !== undefined && factory !== '',
    staleTime: Infinity,
  });
  const [result, setResult] = useState<CreateGaugeResult>();
  const mutation = useMutation({
    mutationFn: async (params: DeployGaugeParams) => {
      if (!owner) throw new Error('wallet must be connected');
      const id = newCallId();
      const since = await factoryLastLt(factory);
      await sendDeployGauge({ factory, owner, params, callId: id, value: createGaugeValue(params.rewardRoots.length) });
      const found = await waitUntil(() => findNewGauge(factory, id, since), { attempts: 30, intervalMs: 1_000 });
      if (found.kind !== 'done') throw new Error('the factory did not report the gauge (setup refused)');
      return found.value;
    },
    onMutate: () => setResult(undefined),
    onSuccess: (gauge) => setResult({ kind: 'done', gauge }),
    onError: (error) =>
      setResult(isRejection(error) ? { kind: 'rejected' } : { kind: 'failed', message: errorText(error) }),
  });
  return { qube: qube.data, create: mutation.mutate, pending: mutation.isPending, result, factory };
}
