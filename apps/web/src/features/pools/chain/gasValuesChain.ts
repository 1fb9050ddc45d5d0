/** Reads one DexGasValues getter through the wallet's provider (lazy: loaded with the first gas read). */
import { DexGasValuesAbi } from '@tycho/abi';
import { getProviderClient } from '@/shared/chain/providerClient';
import type { GasValue } from '../logic/gas';

export async function readDexGas(
  contract: string,
  method: string,
  params: Record<string, string | boolean>,
): Promise<GasValue> {
  const { lib, client } = await getProviderClient();
  const gasValues = new client.Contract(DexGasValuesAbi, new lib.Address(contract));
  const args = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [
      k,
      typeof v === 'string' && /^-?\d+:[0-9a-f]{64}$/i.test(v) ? new lib.Address(v) : v,
    ]),
  );
  const methods = gasValues.methods as unknown as Record<string, (a: unknown) => { call: () => Promise<unknown> }>;
  const getter = methods[method];
  if (!getter) throw new Error(`DexGasValues has no getter ${method}`);
  const out = (await getter(args).call()) as { value0: { fixedValue: unknown; dynamicGas: unknown } };
  return { fixedValue: BigInt(String(out.value0.fixedValue)), dynamicGas: BigInt(String(out.value0.dynamicGas)) };
}
