/**
 * The preview before signing of a DEX account deposit: the pair form's next one (shown under the form while the
 * button offers it) and the N-pool form's (in a popup): the call addLiquidityChain's one builder makes with the gas the send reads (the same cached
 * DexGasValues answer), run locally; a failing preview holds the button until "send anyway".
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { previewFails } from '@/shared/chain/preview/reasons';
import { useCallPreview } from '@/shared/chain/preview/useCallPreview';
import { config } from '@/shared/config';
import { liquidityGas } from './liquidityGas';

const chain = () => import('../chain/addLiquidityChain');

export interface DepositAsk {
  owner: string;
  account: string;
  root: string;
  amount: bigint;
}

/** The preview of a deposit (the state only): under the pair form, or in the N-pool form's deposit popup. */
export function useDepositCallPreview(ask: DepositAsk | undefined) {
  const client = useQueryClient();
  return useCallPreview(
    ['dexDeposit', ask?.owner, ask?.account, ask?.root, ask?.amount.toString()],
    ask &&
      (async () => {
        const gas = await liquidityGas(client, config.dexGasValues, { kind: 'depositToAccount' });
        return (await chain()).depositWalletCall({ ...ask, amount: ask.amount.toString(), gas });
      }),
  );
}

export function useDepositPreview(ask: DepositAsk | undefined) {
  const [sendAnyway, setSendAnyway] = useState(false);
  const state = useDepositCallPreview(ask);
  if (!ask) return undefined;
  const blocks = previewFails(state.kind === 'loading' ? undefined : state) && !sendAnyway;
  return { state, sendAnyway, setSendAnyway, blocks };
}
