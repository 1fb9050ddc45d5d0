import { DEX_POOL_COMMON_FUNCTIONS, DEX_POOL_EVENTS } from './dex-pool-common';
import { HEADER, p, tuple } from './params';

/** FlatQube DEX v2 constant-product pair (`DexPair`). */
export const DexPairAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    ...DEX_POOL_COMMON_FUNCTIONS,
    {
      name: 'buildExchangePayloadV2',
      inputs: [
        p('_id', 'uint64'),
        p('_deployWalletGrams', 'uint128'),
        p('_expectedAmount', 'uint128'),
        p('_recipient', 'address'),
        p('_referrer', 'address'),
        p('_successPayload', 'optional(cell)'),
        p('_cancelPayload', 'optional(cell)'),
        p('_toNative', 'optional(bool)'),
      ],
      outputs: [p('value0', 'cell')],
    },
    {
      name: 'buildDepositLiquidityPayloadV2',
      inputs: [
        p('_id', 'uint64'),
        p('_deployWalletGrams', 'uint128'),
        p('_expectedAmount', 'uint128'),
        p('_recipient', 'address'),
        p('_referrer', 'address'),
        p('_successPayload', 'optional(cell)'),
        p('_cancelPayload', 'optional(cell)'),
        p('_toNative', 'optional(bool)'),
      ],
      outputs: [p('value0', 'cell')],
    },
    {
      name: 'buildWithdrawLiquidityPayloadV2',
      inputs: [
        p('_id', 'uint64'),
        p('_deployWalletGrams', 'uint128'),
        p('_expectedLeftAmount', 'uint128'),
        p('_expectedRightAmount', 'uint128'),
        p('_recipient', 'address'),
        p('_referrer', 'address'),
        p('_successPayload', 'optional(cell)'),
        p('_cancelPayload', 'optional(cell)'),
        p('_toNative', 'optional(bool)'),
      ],
      outputs: [p('value0', 'cell')],
    },
    {
      name: 'buildCrossPairExchangePayloadV2',
      inputs: [
        p('_id', 'uint64'),
        p('_deployWalletGrams', 'uint128'),
        p('_expectedAmount', 'uint128'),
        p('_outcoming', 'address'),
        p('_nextStepIndices', 'uint32[]'),
        tuple('_steps', 'tuple[]', [
          p('amount', 'uint128'),
          p('roots', 'address[]'),
          p('outcoming', 'address'),
          p('numerator', 'uint128'),
          p('nextStepIndices', 'uint32[]'),
        ]),
        p('_recipient', 'address'),
        p('_referrer', 'address'),
        p('_successPayload', 'optional(cell)'),
        p('_cancelPayload', 'optional(cell)'),
        p('_toNative', 'optional(bool)'),
      ],
      outputs: [p('value0', 'cell')],
    },
    {
      name: 'expectedDepositLiquidity',
      inputs: [
        p('answerId', 'uint32'),
        p('left_amount', 'uint128'),
        p('right_amount', 'uint128'),
        p('auto_change', 'bool'),
        p('referrer', 'optional(address)'),
      ],
      outputs: [
        tuple('value0', 'tuple', [
          p('step_1_left_deposit', 'uint128'),
          p('step_1_right_deposit', 'uint128'),
          p('step_1_lp_reward', 'uint128'),
          p('step_2_left_to_right', 'bool'),
          p('step_2_right_to_left', 'bool'),
          p('step_2_spent', 'uint128'),
          p('step_2_fee', 'uint128'),
          p('step_2_received', 'uint128'),
          p('step_3_left_deposit', 'uint128'),
          p('step_3_right_deposit', 'uint128'),
          p('step_3_lp_reward', 'uint128'),
        ]),
      ],
    },
    {
      name: 'expectedWithdrawLiquidity',
      inputs: [p('answerId', 'uint32'), p('lp_amount', 'uint128')],
      outputs: [p('expected_left_amount', 'uint128'), p('expected_right_amount', 'uint128')],
    },
    {
      name: 'expectedExchange',
      inputs: [p('answerId', 'uint32'), p('amount', 'uint128'), p('spent_token_root', 'address')],
      outputs: [p('expected_amount', 'uint128'), p('expected_fee', 'uint128')],
    },
    {
      name: 'expectedSpendAmount',
      inputs: [p('answerId', 'uint32'), p('receive_amount', 'uint128'), p('receive_token_root', 'address')],
      outputs: [p('expected_amount', 'uint128'), p('expected_fee', 'uint128')],
    },
    {
      name: 'onAcceptTokensTransfer',
      inputs: [
        p('_tokenRoot', 'address'),
        p('_tokensAmount', 'uint128'),
        p('_senderAddress', 'address'),
        p('_senderWallet', 'address'),
        p('_remainingGasTo', 'address'),
        p('_payload', 'cell'),
      ],
      outputs: [],
    },
    {
      name: 'getTokenRoots',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('left', 'address'), p('right', 'address'), p('lp', 'address')],
    },
    {
      name: 'getTokenWallets',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('left', 'address'), p('right', 'address'), p('lp', 'address')],
    },
    {
      name: 'getWeverVaultTokenRoot',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'getBalances',
      inputs: [p('answerId', 'uint32')],
      outputs: [
        tuple('value0', 'tuple', [
          p('lp_supply', 'uint128'),
          p('left_balance', 'uint128'),
          p('right_balance', 'uint128'),
        ]),
      ],
    },
    {
      name: 'setFeeParams',
      inputs: [
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
      name: 'depositLiquidity',
      inputs: [
        p('_callId', 'uint64'),
        tuple('_operations', 'tuple[]', [p('amount', 'uint128'), p('root', 'address')]),
        tuple('_expected', 'tuple', [p('amount', 'uint128'), p('root', 'address')]),
        p('_autoChange', 'bool'),
        p('_accountOwner', 'address'),
        p('value5', 'uint32'),
        p('_remainingGasTo', 'address'),
        p('_referrer', 'address'),
      ],
      outputs: [],
    },
    {
      name: 'withdrawLiquidity',
      inputs: [
        p('_callId', 'uint64'),
        tuple('_operation', 'tuple', [p('amount', 'uint128'), p('root', 'address')]),
        tuple('_expected', 'tuple[]', [p('amount', 'uint128'), p('root', 'address')]),
        p('_accountOwner', 'address'),
        p('value4', 'uint32'),
        p('_remainingGasTo', 'address'),
      ],
      outputs: [],
    },
    {
      name: 'checkPair',
      inputs: [p('_accountOwner', 'address'), p('value1', 'uint32')],
      outputs: [],
    },
    {
      name: 'onTokenWallet',
      inputs: [p('_wallet', 'address')],
      outputs: [],
    },
    {
      name: 'crossPoolExchange',
      inputs: [
        p('_id', 'uint64'),
        p('value1', 'uint32'),
        p('value2', 'uint8'),
        p('_prevPoolTokenRoots', 'address[]'),
        p('_op', 'uint8'),
        p('_spentTokenRoot', 'address'),
        p('_spentAmount', 'uint128'),
        p('_senderAddress', 'address'),
        p('_recipient', 'address'),
        p('_referrer', 'address'),
        p('_toNative', 'bool'),
        p('_remainingGasTo', 'address'),
        p('_deployWalletGrams', 'uint128'),
        p('_payload', 'cell'),
        p('_notifySuccess', 'bool'),
        p('_successPayload', 'cell'),
        p('_notifyCancel', 'bool'),
        p('_cancelPayload', 'cell'),
      ],
      outputs: [],
    },
  ],
  data: [],
  events: [
    ...DEX_POOL_EVENTS,
    {
      name: 'WeverVaultTokenRootUpdated',
      inputs: [p('newWeverVaultTokenRoot', 'address')],
    },
    {
      name: 'OracleInitialized',
      inputs: [
        tuple('value0', 'tuple', [
          p('timestamp', 'uint32'),
          p('price0To1Cumulative', 'uint256'),
          p('price1To0Cumulative', 'uint256'),
        ]),
      ],
    },
    {
      name: 'OracleUpdated',
      inputs: [
        tuple('value0', 'tuple', [
          p('timestamp', 'uint32'),
          p('price0To1Cumulative', 'uint256'),
          p('price1To0Cumulative', 'uint256'),
        ]),
      ],
    },
    {
      name: 'OracleOptionsUpdated',
      inputs: [
        tuple('value0', 'tuple', [
          p('minInterval', 'uint8'),
          p('minRateDeltaNumerator', 'uint128'),
          p('minRateDeltaDenominator', 'uint128'),
          p('cardinality', 'uint16'),
        ]),
      ],
    },
    {
      name: 'PairCodeUpgraded',
      inputs: [p('version', 'uint32'), p('pool_type', 'uint8')],
    },
  ],
  fields: [],
} as const;

export const DexPairAbiJson = JSON.stringify(DexPairAbi);
