/**
 * The value to attach for a liquidity operation, read from the DEX gas-values contract (config `dexGasValues`) and
 * cached with react-query; a failed read is an error the caller shows, never a silent fallback.
 */
import type { QueryClient } from '@tanstack/react-query';
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
