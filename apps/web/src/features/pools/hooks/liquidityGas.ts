/**
 * The value to attach for a liquidity operation, read from the DEX gas-values contract (config `dexGasValues`) and
 * cached with react-query; a failed read is an error the caller shows, never a silent fallback.
 */
import type { QueryClient } from '@tanstack/react-query';
import { config } from '@/shared/config';
import { gasRequest, gasToValue, type GasRequest, type GasValue, type LiquidityGasOp } from '../logic/gas';

export type GasReader = (contract: string, request: GasRequest) => Promise<GasValue>;

const defaultReader: GasReader = async (contract, request) =>
  (await import('../chain/gasValuesChain')).readDexGas(contract, request);

/**
 * The value to attach for `op`, from the cache or the gas-values contract. Throws when the contract is not
 * configured or the read fails (the caller shows the error).
 */
export async function liquidityGas(
  client: QueryClient,
  contract: string,
  op: LiquidityGasOp,
  reader: GasReader = defaultReader,
): Promise<bigint> {
  if (!contract) throw new Error('The DEX gas-values contract is not configured');
  const request = gasRequest(op);
  const gas = await client.fetchQuery({
    queryKey: ['chain', 'dexGas', contract, request.method, request.params],
    queryFn: () => reader(contract, request),
    staleTime: 10 * 60_000,
    retry: 1,
  });
  return gasToValue(gas, request.transfer);
}

/** A DEX account deposit the forms preview: the owner's transfer of `amount` of `root` to the account. */
export interface DepositAsk {
  owner: string;
  account: string;
  root: string;
  amount: bigint;
}

/** The deposit preview's query key: one spelling for the pair form's step and the N-pool form's popup. */
export const depositPreviewKey = (ask: DepositAsk | undefined) =>
  ['dexDeposit', ask?.owner, ask?.account, ask?.root, ask?.amount.toString()] as const;

/**
 * The deposit's message with the gas the send reads (the same cached DexGasValues answer), for the preview before
 * signing: under the pair form and in the N-pool form's deposit popup.
 */
export async function depositPreviewCall(client: QueryClient, ask: DepositAsk) {
  const gas = await liquidityGas(client, config.dexGasValues, { kind: 'depositToAccount' });
  return (await import('../chain/addLiquidityChain')).depositWalletCall({ ...ask, amount: ask.amount.toString(), gas });
}
