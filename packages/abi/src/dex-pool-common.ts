import { p, tuple } from './params';

/** Functions identical in DexPair, DexStablePair and DexStablePool. */
export const DEX_POOL_COMMON_FUNCTIONS = [
  {
    name: 'getRoot',
    inputs: [p('answerId', 'uint32')],
    outputs: [p('dex_root', 'address')],
  },
  {
    name: 'getVersion',
    inputs: [p('answerId', 'uint32')],
    outputs: [p('version', 'uint32')],
  },
  {
    name: 'getVault',
    inputs: [p('answerId', 'uint32')],
    outputs: [p('value0', 'address')],
  },
  {
    name: 'getPoolType',
    inputs: [p('answerId', 'uint32')],
    outputs: [p('value0', 'uint8')],
  },
  {
    name: 'getFeeParams',
    inputs: [p('answerId', 'uint32')],
    outputs: [
      tuple('value0', 'tuple', [
        p('denominator', 'uint128'),
        p('pool_numerator', 'uint128'),
        p('beneficiary_numerator', 'uint128'),
        p('referrer_numerator', 'uint128'),
        p('beneficiary', 'address'),
        p('threshold', 'map(address,uint128)'),
        p('referrer_threshold', 'map(address,uint128)'),
      ]),
    ],
  },
  {
    name: 'getAccumulatedFees',
    inputs: [p('answerId', 'uint32')],
    outputs: [p('accumulatedFees', 'uint128[]')],
  },
  {
    name: 'isActive',
    inputs: [p('answerId', 'uint32')],
    outputs: [p('value0', 'bool')],
  },
  {
    name: 'withdrawBeneficiaryFee',
    inputs: [p('send_gas_to', 'address')],
    outputs: [],
  },
] as const;

/** Events identical in DexPair, DexStablePair and DexStablePool (the ones the indexer reads). */
export const DEX_POOL_EVENTS = [
  {
    name: 'ActiveStatusUpdated',
    inputs: [p('current', 'bool'), p('previous', 'bool')],
  },
  {
    name: 'FeesParamsUpdated',
    inputs: [
      tuple('params', 'tuple', [
        p('denominator', 'uint128'),
        p('pool_numerator', 'uint128'),
        p('beneficiary_numerator', 'uint128'),
        p('referrer_numerator', 'uint128'),
        p('beneficiary', 'address'),
        p('threshold', 'map(address,uint128)'),
        p('referrer_threshold', 'map(address,uint128)'),
      ]),
    ],
  },
  {
    name: 'DepositLiquidity',
    inputs: [
      p('sender', 'address'),
      p('owner', 'address'),
      tuple('tokens', 'tuple[]', [p('amount', 'uint128'), p('root', 'address')]),
      p('lp', 'uint128'),
    ],
  },
  {
    name: 'WithdrawLiquidity',
    inputs: [
      p('sender', 'address'),
      p('owner', 'address'),
      p('lp', 'uint128'),
      tuple('tokens', 'tuple[]', [p('amount', 'uint128'), p('root', 'address')]),
    ],
  },
  {
    name: 'Exchange',
    inputs: [
      p('sender', 'address'),
      p('recipient', 'address'),
      p('spentTokenRoot', 'address'),
      p('spentAmount', 'uint128'),
      p('receiveTokenRoot', 'address'),
      p('receiveAmount', 'uint128'),
      tuple('fees', 'tuple[]', [
        p('feeTokenRoot', 'address'),
        p('pool_fee', 'uint128'),
        p('beneficiary_fee', 'uint128'),
        p('beneficiary', 'address'),
      ]),
    ],
  },
  {
    name: 'ReferrerFees',
    inputs: [tuple('fees', 'tuple[]', [p('amount', 'uint128'), p('root', 'address')])],
  },
  {
    name: 'Sync',
    inputs: [p('reserves', 'uint128[]'), p('lp_supply', 'uint128')],
  },
] as const;
