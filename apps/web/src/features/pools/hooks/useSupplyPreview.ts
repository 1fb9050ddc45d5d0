/**
 * The preview before signing of the supply the add-liquidity forms' button offers (shown under the form, as the pair
 * form's deposit step): the call addLiquidityChain's one builder makes with the gas the send reads (the same cached
 * DexGasValues answer) and a call id drawn for this supply, which the send then uses, so the wallet signs the
 * previewed message. A failing preview holds the button until "send anyway".
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { newCallId } from '@/shared/chain/callId';
import { previewFails } from '@/shared/chain/preview/reasons';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import { config } from '@/shared/config';
import { addLiquidityGasOp } from '../logic/gas';
import { supplyKey, type SupplyAsk } from '../logic/supplyPreview';
import { liquidityGas } from './liquidityGas';

const chain = () => import('../chain/addLiquidityChain');

export function useSupplyPreview(ask: SupplyAsk | undefined) {
  const client = useQueryClient();
  const [sendAnyway, setSendAnyway] = useState(false);
  const key = supplyKey(ask);
  // a new call id for each different supply (drawn again only when the key changes)
  const callId = useMemo(() => (key ? String(newCallId()) : ''), [key]);
  const state = useCallPreview(
    ['dexSupply', key, callId],
    ask &&
      (async () => {
        const gas = await liquidityGas(
          client,
          config.dexGasValues,
          addLiquidityGasOp('supply', ask.operations.length, ask.autoChange),
        );
        const operations = ask.operations.map((o) => ({ root: o.root, amount: o.amount.toString() }));
        return (await chain()).supplyWalletCall({ ...ask, operations, gas, callId });
      }),
  );
  if (!ask) return undefined;
  const blocks = previewFails(state.kind === 'loading' ? undefined : state) && !sendAnyway;
  return { state, sendAnyway, setSendAnyway, blocks, callId };
}
