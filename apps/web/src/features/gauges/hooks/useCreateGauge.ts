import { useMutation } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { useState } from 'react';
import { newCallId } from '@/shared/chain/callId';
import { errorText, isRejection } from '@/shared/chain/errors';
import { config } from '@/shared/config';
import { waitUntil } from '@/shared/lib/waitUntil';
import {
  factoryLastLt,
  findNewGauge,
  readFactoryQube,
  sendDeployGauge,
  type DeployGaugeCall,
} from '../chain/gaugeFactoryChain';
import { createGaugeValue, type DeployGaugeParams } from '../logic/createGauge';

export type CreateGaugeResult =
  { kind: 'done'; gauge: string } | { kind: 'rejected' } | { kind: 'failed'; message?: string } | undefined;

/**
 * Creating a gauge: the factory's QUBE root (for the form's checks), then (after the confirmation with the preview)
 * `deployGauge` and the wait for the factory's NewGauge with its call id; none means the gauge refused its setup. A
 * wallet rejection changes nothing.
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
    mutationFn: async (call: DeployGaugeCall) => {
      if (!owner || call.owner !== owner) throw new Error('wallet must be connected');
      const id = call.callId;
      const since = await factoryLastLt(factory);
      await sendDeployGauge(call);
      const found = await waitUntil(() => findNewGauge(factory, id, since), { attempts: 30, intervalMs: 1_000 });
      if (found.kind !== 'done') throw new Error('the factory did not report the gauge (setup refused)');
      return found.value;
    },
    onMutate: () => setResult(undefined),
    onSuccess: (gauge) => setResult({ kind: 'done', gauge }),
    onError: (error) =>
      setResult(isRejection(error) ? { kind: 'rejected' } : { kind: 'failed', message: errorText(error) }),
  });
  /** The call a creation sends, with its call id drawn when the confirmation opens (the preview runs the same). */
  const callOf = (params: DeployGaugeParams): DeployGaugeCall | undefined =>
    owner
      ? { factory, owner, params, callId: newCallId(), value: createGaugeValue(params.rewardRoots.length) }
      : undefined;
  return { qube: qube.data, callOf, create: mutation.mutate, pending: mutation.isPending, result, factory };
}
