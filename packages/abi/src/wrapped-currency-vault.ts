import { HEADER, p, tuple } from './params';

const configurationComponents = [
  p('root_tunnel', 'address'),
  p('root', 'address'),
  p('receive_safe_fee', 'uint128'),
  p('settings_deploy_wallet_grams', 'uint128'),
  p('initial_balance', 'uint128'),
] as const;

/** The wrapped-native vault (WEVER-style `WrappedCurrencyVault`): coin in → wrapped token out, and back. */
export const WrappedCurrencyVaultAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    {
      name: 'constructor',
      inputs: [
        p('owner_', 'address'),
        p('root', 'address'),
        p('root_tunnel', 'address'),
        p('receive_safe_fee', 'uint128'),
        p('settings_deploy_wallet_grams', 'uint128'),
        p('initial_balance', 'uint128'),
      ],
      outputs: [],
    },
    { name: 'receiveTokenWalletAddress', inputs: [p('wallet', 'address')], outputs: [] },
    { name: 'drain', inputs: [p('receiver', 'address')], outputs: [] },
    { name: 'setConfiguration', inputs: [tuple('_configuration', 'tuple', configurationComponents)], outputs: [] },
    { name: 'withdraw', inputs: [p('amount', 'uint128')], outputs: [] },
    { name: 'grant', inputs: [p('amount', 'uint128')], outputs: [] },
    {
      name: 'wrap',
      inputs: [
        p('tokens', 'uint128'),
        p('owner_address', 'address'),
        p('gas_back_address', 'address'),
        p('payload', 'cell'),
      ],
      outputs: [],
    },
    {
      name: 'onAcceptTokensTransfer',
      inputs: [
        p('tokenRoot', 'address'),
        p('amount', 'uint128'),
        p('sender', 'address'),
        p('senderWallet', 'address'),
        p('remainingGasTo', 'address'),
        p('payload', 'cell'),
      ],
      outputs: [],
    },
    { name: 'transferOwnership', inputs: [p('newOwner', 'address')], outputs: [] },
    { name: 'renounceOwnership', inputs: [], outputs: [] },
    { name: '_randomNonce', inputs: [], outputs: [p('_randomNonce', 'uint256')] },
    { name: 'owner', inputs: [], outputs: [p('owner', 'address')] },
    { name: 'configuration', inputs: [], outputs: [tuple('configuration', 'tuple', configurationComponents)] },
    { name: 'token_wallet', inputs: [], outputs: [p('token_wallet', 'address')] },
    { name: 'total_wrapped', inputs: [], outputs: [p('total_wrapped', 'uint128')] },
  ],
  data: [{ key: 1, name: '_randomNonce', type: 'uint256' }],
  events: [
    { name: 'OwnershipTransferred', inputs: [p('previousOwner', 'address'), p('newOwner', 'address')], outputs: [] },
  ],
  fields: [],
} as const;

export const WrappedCurrencyVaultAbiJson = JSON.stringify(WrappedCurrencyVaultAbi);
