import { HEADER, p, tuple } from './params';

/** FlatQube DEX v2 root (`DexRoot`): deploys DEX accounts, pairs and stable pools; answers their expected addresses. */
export const DexRootAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    {
      name: 'getAccountVersion',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'uint32')],
    },
    {
      name: 'getPairVersion',
      inputs: [p('answerId', 'uint32'), p('pool_type', 'uint8')],
      outputs: [p('value0', 'uint32')],
    },
    {
      name: 'getPoolVersion',
      inputs: [p('answerId', 'uint32'), p('pool_type', 'uint8')],
      outputs: [p('value0', 'uint32')],
    },
    {
      name: 'getVault',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'getTokenFactory',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'isActive',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'bool')],
    },
    {
      name: 'getOwner',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('dex_owner', 'address')],
    },
    {
      name: 'getPendingOwner',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('dex_pending_owner', 'address')],
    },
    {
      name: 'getWeverVaultTokenRoot',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'getManager',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'getExpectedAccountAddress',
      inputs: [p('answerId', 'uint32'), p('account_owner', 'address')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'getExpectedPairAddress',
      inputs: [p('answerId', 'uint32'), p('left_root', 'address'), p('right_root', 'address')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'getExpectedPoolAddress',
      inputs: [p('answerId', 'uint32'), p('_roots', 'address[]')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'getExpectedTokenVaultAddress',
      inputs: [p('answerId', 'uint32'), p('_tokenRoot', 'address')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'deployAccount',
      inputs: [p('account_owner', 'address'), p('send_gas_to', 'address')],
      outputs: [],
    },
    {
      name: 'deployPair',
      inputs: [p('left_root', 'address'), p('right_root', 'address'), p('send_gas_to', 'address')],
      outputs: [],
    },
    {
      name: 'deployStablePool',
      inputs: [p('roots', 'address[]'), p('send_gas_to', 'address')],
      outputs: [],
    },
    {
      name: 'setPairFeeParams',
      inputs: [
        p('_roots', 'address[]'),
        tuple('_params', 'tuple', [
          p('denominator', 'uint128'),
          p('pool_numerator', 'uint128'),
          p('beneficiary_numerator', 'uint128'),
          p('referrer_numerator', 'uint128'),
          p('beneficiary', 'address'),
          p('threshold', 'map(address,uint128)'),
          p('referrer_threshold', 'map(address,uint128)'),
        ]),
        p('_remainingGasTo', 'address'),
      ],
      outputs: [],
    },
    {
      name: 'setPairAmplificationCoefficient',
      inputs: [
        p('_roots', 'address[]'),
        tuple('_A', 'tuple', [p('value', 'uint128'), p('precision', 'uint128')]),
        p('_remainingGasTo', 'address'),
      ],
      outputs: [],
    },
    {
      name: 'setActive',
      inputs: [p('new_active', 'bool')],
      outputs: [],
    },
    {
      name: 'onPoolCreated',
      inputs: [p('_roots', 'address[]'), p('_poolType', 'uint8'), p('_remainingGasTo', 'address')],
      outputs: [],
    },
  ],
  data: [],
  events: [
    {
      name: 'NewPoolCreated',
      inputs: [p('roots', 'address[]'), p('poolType', 'uint8')],
    },
    {
      name: 'NewTokenVaultCreated',
      inputs: [p('vault', 'address'), p('tokenRoot', 'address'), p('tokenWallet', 'address'), p('version', 'uint32')],
    },
    {
      name: 'NewLpTokenRootCreated',
      inputs: [
        p('pool', 'address'),
        p('poolTokenRoots', 'address[]'),
        p('lpTokenRoot', 'address'),
        p('lpPendingNonce', 'uint32'),
      ],
    },
    {
      name: 'ActiveUpdated',
      inputs: [p('newActive', 'bool')],
    },
  ],
  fields: [],
} as const;

export const DexRootAbiJson = JSON.stringify(DexRootAbi);
