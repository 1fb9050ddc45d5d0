/**
 * DexGasValues: the gas the app attaches to DEX operations. Flat devnet fees make exact values unnecessary, so
 * every answer is a generous fixed value (dynamicGas 0), enough for the models' own minimums.
 */
import { DexGasValuesAbiJson } from '@tycho/abi';
import { TYCHO } from '../../engine/constants';
import type { ContractModel, Getter } from '../../engine/types';
import { DexGas } from './constants';

const gas =
  (fixed: bigint): Getter<unknown> =>
  () => ({ value0: { fixedValue: fixed, dynamicGas: 0n } });

export const DexGasValuesModel: ContractModel<unknown> = {
  kind: 'DexGasValues',
  abi: DexGasValuesAbiJson,
  init: () => ({}),
  handlers: {},
  getters: {
    getDeployPoolGas: gas(DexGas.DEPLOY_POOL),
    getDeployAccountGas: gas(DexGas.DEPLOY_ACCOUNT),
    getDepositToAccountGas: gas(TYCHO / 2n),
    getAddPoolGas: gas(2n * TYCHO),
    getAccountWithdrawGas: gas(TYCHO),
    getAccountDepositGas: gas(3n * TYCHO),
    getAccountWithdrawLiquidityGas: gas(3n * TYCHO),
    getPoolDirectExchangeGas: gas(2n * TYCHO),
    getPoolDirectDepositGas: gas(2n * TYCHO),
    getPoolDirectWithdrawGas: gas(2n * TYCHO),
    getPoolCrossExchangeGas: gas(3n * TYCHO),
  },
};
