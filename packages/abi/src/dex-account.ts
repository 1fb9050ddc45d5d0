import { HEADER, p, tuple } from './params';

/** FlatQube DEX v2 user account (`DexAccount`): token balances, liquidity operations through connected pools. */
export const DexAccountAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    {
      name: 'getRoot',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'getOwner',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'getVersion',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'uint32')],
    },
    {
      name: 'getVault',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'getWalletData',
      inputs: [p('answerId', 'uint32'), p('token_root', 'address')],
      outputs: [p('wallet', 'address'), p('balance', 'uint128')],
    },
    {
      name: 'getWallets',
      inputs: [],
      outputs: [p('value0', 'map(address,address)')],
    },
    {
      name: 'getBalances',
      inputs: [],
      outputs: [p('value0', 'map(address,uint128)')],
    },
    {
      name: 'onAcceptTokensTransfer',
      inputs: [
        p('_tokenRoot', 'address'),
        p('_tokensAmount', 'uint128'),
        p('value2', 'address'),
        p('_senderWallet', 'address'),
        p('_originalGasTo', 'address'),
        p('_payload', 'cell'),
      ],
      outputs: [],
    },
    {
      name: 'withdraw',
      inputs: [
        p('call_id', 'uint64'),
        p('amount', 'uint128'),
        p('token_root', 'address'),
        p('recipient_address', 'address'),
        p('deploy_wallet_grams', 'uint128'),
        p('send_gas_to', 'address'),
      ],
      outputs: [],
    },
    {
      name: 'transfer',
      inputs: [
        p('call_id', 'uint64'),
        p('amount', 'uint128'),
        p('token_root', 'address'),
        p('recipient', 'address'),
        p('willing_to_deploy', 'bool'),
        p('send_gas_to', 'address'),
      ],
      outputs: [],
    },
    {
      name: 'exchange',
      inputs: [
        p('call_id', 'uint64'),
        p('spent_amount', 'uint128'),
        p('spent_token_root', 'address'),
        p('receive_token_root', 'address'),
        p('expected_amount', 'uint128'),
        p('send_gas_to', 'address'),
      ],
      outputs: [],
    },
    {
      name: 'exchangeV2',
      inputs: [
        p('_callId', 'uint64'),
        tuple('_operation', 'tuple', [p('amount', 'uint128'), p('root', 'address')]),
        tuple('_expected', 'tuple', [p('amount', 'uint128'), p('root', 'address')]),
        p('_roots', 'address[]'),
        p('_remainingGasTo', 'address'),
      ],
      outputs: [],
    },
    {
      name: 'depositLiquidity',
      inputs: [
        p('call_id', 'uint64'),
        p('left_root', 'address'),
        p('left_amount', 'uint128'),
        p('right_root', 'address'),
        p('right_amount', 'uint128'),
        p('expected_lp_root', 'address'),
        p('auto_change', 'bool'),
        p('send_gas_to', 'address'),
      ],
      outputs: [],
    },
    {
      name: 'depositLiquidityV2',
      inputs: [
        p('_callId', 'uint64'),
        tuple('_operations', 'tuple[]', [p('amount', 'uint128'), p('root', 'address')]),
        tuple('_expected', 'tuple', [p('amount', 'uint128'), p('root', 'address')]),
        p('_autoChange', 'bool'),
        p('_remainingGasTo', 'address'),
        p('_referrer', 'address'),
      ],
      outputs: [],
    },
    {
      name: 'withdrawLiquidity',
      inputs: [
        p('call_id', 'uint64'),
        p('lp_amount', 'uint128'),
        p('lp_root', 'address'),
        p('left_root', 'address'),
        p('right_root', 'address'),
        p('send_gas_to', 'address'),
      ],
      outputs: [],
    },
    {
      name: 'withdrawLiquidityV2',
      inputs: [
        p('_callId', 'uint64'),
        tuple('_operation', 'tuple', [p('amount', 'uint128'), p('root', 'address')]),
        tuple('_expected', 'tuple[]', [p('amount', 'uint128'), p('root', 'address')]),
        p('_remainingGasTo', 'address'),
      ],
      outputs: [],
    },
    {
      name: 'withdrawLiquidityOneCoin',
      inputs: [
        p('_callId', 'uint64'),
        p('_roots', 'address[]'),
        tuple('_operation', 'tuple', [p('amount', 'uint128'), p('root', 'address')]),
        tuple('_expected', 'tuple', [p('amount', 'uint128'), p('root', 'address')]),
        p('_remainingGasTo', 'address'),
      ],
      outputs: [],
    },
    {
      name: 'addPair',
      inputs: [p('left_root', 'address'), p('right_root', 'address')],
      outputs: [],
    },
    {
      name: 'addPool',
      inputs: [p('_roots', 'address[]')],
      outputs: [],
    },
    {
      name: 'checkPoolCallback',
      inputs: [p('_roots', 'address[]'), p('_lpRoot', 'address')],
      outputs: [],
    },
    {
      name: 'onTokenWallet',
      inputs: [p('_wallet', 'address')],
      outputs: [],
    },
    {
      name: 'successCallback',
      inputs: [p('_callId', 'uint64')],
      outputs: [],
    },
  ],
  data: [],
  events: [
    {
      name: 'AddPool',
      inputs: [p('roots', 'address[]'), p('pair', 'address')],
    },
    {
      name: 'WithdrawTokens',
      inputs: [p('root', 'address'), p('amount', 'uint128'), p('balance', 'uint128')],
    },
    {
      name: 'TransferTokens',
      inputs: [p('root', 'address'), p('amount', 'uint128'), p('balance', 'uint128')],
    },
    {
      name: 'ExchangeTokens',
      inputs: [
        p('from', 'address'),
        p('to', 'address'),
        p('spent_amount', 'uint128'),
        p('expected_amount', 'uint128'),
        p('balance', 'uint128'),
      ],
    },
    {
      name: 'DepositLiquidity',
      inputs: [tuple('operations', 'tuple[]', [p('amount', 'uint128'), p('root', 'address')]), p('autoChange', 'bool')],
    },
    {
      name: 'WithdrawLiquidity',
      inputs: [p('lpAmount', 'uint128'), p('lpBalance', 'uint128'), p('lpRoot', 'address'), p('roots', 'address[]')],
    },
    {
      name: 'TokensReceived',
      inputs: [
        p('token_root', 'address'),
        p('tokens_amount', 'uint128'),
        p('balance', 'uint128'),
        p('sender_wallet', 'address'),
      ],
    },
    {
      name: 'TokensReceivedFromAccount',
      inputs: [
        p('token_root', 'address'),
        p('tokens_amount', 'uint128'),
        p('balance', 'uint128'),
        p('sender', 'address'),
      ],
    },
    {
      name: 'TokensReceivedFromPool',
      inputs: [
        p('tokenRoot', 'address'),
        p('tokensAmount', 'uint128'),
        p('balance', 'uint128'),
        p('roots', 'address[]'),
      ],
    },
    {
      name: 'OperationRollback',
      inputs: [p('token_root', 'address'), p('amount', 'uint128'), p('balance', 'uint128'), p('from', 'address')],
    },
    {
      name: 'ExpectedPairNotExist',
      inputs: [p('pair', 'address')],
    },
    {
      name: 'AccountCodeUpgraded',
      inputs: [p('version', 'uint32')],
    },
    {
      name: 'CodeUpgradeRequested',
      inputs: [],
    },
  ],
  fields: [],
} as const;

export const DexAccountAbiJson = JSON.stringify(DexAccountAbi);
