import { answerId, HEADER, p, responsibleGetter } from './params';
import * as f from './token-wallet-functions';

/** The wrapped-native token's wallet (flatqube `VaultTokenWallet_V1.abi.json`): a TIP-3 wallet plus `acceptNative`. */
export const VaultTokenWalletAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    f.walletConstructor,
    f.supportsInterface,
    { name: 'specialWalletOwners', inputs: [answerId], outputs: [p('value0', 'address[]')] },
    responsibleGetter('platformCode', 'cell'),
    {
      name: 'onDeployRetry',
      id: '0x15A038FB',
      inputs: [p('value0', 'cell'), p('value1', 'uint32'), p('sender', 'address'), p('remainingGasTo', 'address')],
      outputs: [],
    },
    responsibleGetter('version', 'uint32'),
    { name: 'upgrade', inputs: [p('remainingGasTo', 'address')], outputs: [] },
    {
      name: 'acceptUpgrade',
      inputs: [p('newCode', 'cell'), p('newVersion', 'uint32'), p('remainingGasTo', 'address')],
      outputs: [],
    },
    f.acceptMint,
    f.transfer,
    {
      name: 'acceptNative',
      inputs: [
        p('amount', 'uint128'),
        p('deployWalletValue', 'uint128'),
        p('remainingGasTo', 'address'),
        p('payload', 'cell'),
      ],
      outputs: [],
    },
    f.acceptTransfer,
    f.burnByRoot,
    f.destroy,
    f.burn,
    f.balance,
    f.owner,
    f.root,
    f.walletCode,
    f.transferToWallet,
    f.sendSurplusGas,
  ],
  data: f.walletData,
  events: [],
  fields: [],
} as const;

export const VaultTokenWalletAbiJson = JSON.stringify(VaultTokenWalletAbi);
