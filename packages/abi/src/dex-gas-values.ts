import { HEADER, p, tuple } from './params';

/** FlatQube `DexGasValues`: gas estimates the app reads before DEX operations. */
export const DexGasValuesAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    {
      name: 'getDeployPoolGas',
      inputs: [p('N', 'uint8')],
      outputs: [tuple('value0', 'tuple', [p('fixedValue', 'uint128'), p('dynamicGas', 'uint128')])],
    },
    {
      name: 'getDeployAccountGas',
      inputs: [],
      outputs: [tuple('value0', 'tuple', [p('fixedValue', 'uint128'), p('dynamicGas', 'uint128')])],
    },
    {
      name: 'getDepositToAccountGas',
      inputs: [],
      outputs: [tuple('value0', 'tuple', [p('fixedValue', 'uint128'), p('dynamicGas', 'uint128')])],
    },
    {
      name: 'getAddPoolGas',
      inputs: [p('N', 'uint8')],
      outputs: [tuple('value0', 'tuple', [p('fixedValue', 'uint128'), p('dynamicGas', 'uint128')])],
    },
    {
      name: 'getAccountWithdrawGas',
      inputs: [p('deployWalletValue', 'uint128')],
      outputs: [tuple('value0', 'tuple', [p('fixedValue', 'uint128'), p('dynamicGas', 'uint128')])],
    },
    {
      name: 'getAccountDepositGas',
      inputs: [p('N', 'uint8'), p('referrer', 'address'), p('autoChange', 'bool')],
      outputs: [tuple('value0', 'tuple', [p('fixedValue', 'uint128'), p('dynamicGas', 'uint128')])],
    },
    {
      name: 'getAccountWithdrawLiquidityGas',
      inputs: [p('N', 'uint8')],
      outputs: [tuple('value0', 'tuple', [p('fixedValue', 'uint128'), p('dynamicGas', 'uint128')])],
    },
    {
      name: 'getPoolDirectExchangeGas',
      inputs: [p('deployWalletValue', 'uint128'), p('referrer', 'address')],
      outputs: [tuple('value0', 'tuple', [p('fixedValue', 'uint128'), p('dynamicGas', 'uint128')])],
    },
    {
      name: 'getPoolDirectDepositGas',
      inputs: [p('poolType', 'uint8'), p('N', 'uint8'), p('deployWalletValue', 'uint128'), p('referrer', 'address')],
      outputs: [tuple('value0', 'tuple', [p('fixedValue', 'uint128'), p('dynamicGas', 'uint128')])],
    },
    {
      name: 'getPoolDirectWithdrawGas',
      inputs: [p('numberOfCurrenciesToWithdraw', 'uint8'), p('deployWalletValue', 'uint128'), p('referrer', 'address')],
      outputs: [tuple('value0', 'tuple', [p('fixedValue', 'uint128'), p('dynamicGas', 'uint128')])],
    },
    {
      name: 'getPoolCrossExchangeGas',
      inputs: [
        p('steps', 'uint32'),
        p('leaves', 'uint32'),
        p('deployWalletValue', 'uint128'),
        p('referrer', 'address'),
      ],
      outputs: [tuple('value0', 'tuple', [p('fixedValue', 'uint128'), p('dynamicGas', 'uint128')])],
    },
  ],
  data: [],
  events: [],
  fields: [],
} as const;

export const DexGasValuesAbiJson = JSON.stringify(DexGasValuesAbi);
