import { p, tuple } from './params';

/** `IDexPairOperationCallback`: what pairs and stable pools send to the user's wallet (`id` = the payload's call id). */
export const DexPairCallbacksAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['time'] as const,
  functions: [
    {
      name: 'dexPairDepositLiquiditySuccess',
      inputs: [
        p('id', 'uint64'),
        p('via_account', 'bool'),
        tuple('result', 'tuple', [
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
      outputs: [],
    },
    {
      name: 'dexPairDepositLiquiditySuccessV2',
      inputs: [
        p('id', 'uint64'),
        p('via_account', 'bool'),
        tuple('result', 'tuple', [
          p('old_balances', 'uint128[]'),
          p('amounts', 'uint128[]'),
          p('lp_reward', 'uint128'),
          p('result_balances', 'uint128[]'),
          p('invariant', 'uint128'),
          p('differences', 'uint128[]'),
          p('sell', 'bool[]'),
          p('pool_fees', 'uint128[]'),
          p('beneficiary_fees', 'uint128[]'),
        ]),
      ],
      outputs: [],
    },
    {
      name: 'dexPairExchangeSuccess',
      inputs: [
        p('id', 'uint64'),
        p('via_account', 'bool'),
        tuple('result', 'tuple', [
          p('left_to_right', 'bool'),
          p('spent', 'uint128'),
          p('fee', 'uint128'),
          p('received', 'uint128'),
        ]),
      ],
      outputs: [],
    },
    {
      name: 'dexPairExchangeSuccessV2',
      inputs: [
        p('id', 'uint64'),
        p('via_account', 'bool'),
        tuple('result', 'tuple', [
          p('spent_token', 'address'),
          p('received_token', 'address'),
          p('spent', 'uint128'),
          p('fee', 'uint128'),
          p('received', 'uint128'),
        ]),
      ],
      outputs: [],
    },
    {
      name: 'dexPairWithdrawSuccess',
      inputs: [
        p('id', 'uint64'),
        p('via_account', 'bool'),
        tuple('result', 'tuple', [p('lp', 'uint128'), p('left', 'uint128'), p('right', 'uint128')]),
      ],
      outputs: [],
    },
    {
      name: 'dexPairWithdrawSuccessV2',
      inputs: [
        p('id', 'uint64'),
        p('via_account', 'bool'),
        tuple('result', 'tuple', [
          p('lp_amount', 'uint128'),
          p('old_balances', 'uint128[]'),
          p('amounts', 'uint128[]'),
          p('result_balances', 'uint128[]'),
          p('invariant', 'uint128'),
          p('differences', 'uint128[]'),
          p('sell', 'bool[]'),
          p('pool_fees', 'uint128[]'),
          p('beneficiary_fees', 'uint128[]'),
        ]),
      ],
      outputs: [],
    },
    {
      name: 'dexPairOperationCancelled',
      inputs: [p('id', 'uint64')],
      outputs: [],
    },
  ],
  data: [],
  events: [],
  fields: [],
} as const;

export const DexPairCallbacksAbiJson = JSON.stringify(DexPairCallbacksAbi);
