/** Reads one DexGasValues getter through the wallet's provider (lazy: loaded with the first gas read). */
import { DexGasValuesAbi } from '@tycho/abi';
import { getProviderClient } from '@/shared/chain/providerClient';
import type { GasRequest, GasValue } from '../logic/gas';

export async function readDexGas(contract: string, request: GasRequest): Promise<GasValue> {
  const { lib, client } = await getProviderClient();
  const { methods } = new client.Contract(DexGasValuesAbi, new lib.Address(contract));
  const call = () => {
    switch (request.method) {
      case 'getDeployAccountGas':
        return methods.getDeployAccountGas({}).call();
      case 'getDeployPoolGas':
        return methods.getDeployPoolGas({ N: request.params.N }).call();
      case 'getAddPoolGas':
        return methods.getAddPoolGas({ N: request.params.N }).call();
      case 'getDepositToAccountGas':
        return methods.getDepositToAccountGas({}).call();
      case 'getAccountDepositGas':
        return methods
          .getAccountDepositGas({
            N: request.params.N,
            referrer: new lib.Address(request.params.referrer),
            autoChange: request.params.autoChange,
          })
          .call();
      case 'getAccountWithdrawGas':
        return methods.getAccountWithdrawGas({ deployWalletValue: request.params.deployWalletValue }).call();
      case 'getPoolDirectWithdrawGas':
        return methods
          .getPoolDirectWithdrawGas({
            numberOfCurrenciesToWithdraw: request.params.numberOfCurrenciesToWithdraw,
            deployWalletValue: request.params.deployWalletValue,
            referrer: new lib.Address(request.params.referrer),
          })
          .call();
    }
  };
  const { value0 } = await call();
  return { fixedValue: BigInt(value0.fixedValue), dynamicGas: BigInt(value0.dynamicGas) };
}
