import { answerId, HEADER, p, responsibleGetter, tuple } from './params';

/** TIP-3 TokenRoot (upgradable root family, tip3 build `TokenRoot.abi.json`). */
export const TokenRootAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    {
      name: 'constructor',
      inputs: [
        p('initialSupplyTo', 'address'),
        p('initialSupply', 'uint128'),
        p('deployWalletValue', 'uint128'),
        p('mintDisabled', 'bool'),
        p('burnByRootDisabled', 'bool'),
        p('burnPaused', 'bool'),
        p('remainingGasTo', 'address'),
      ],
      outputs: [],
    },
    { name: 'supportsInterface', inputs: [answerId, p('interfaceID', 'uint32')], outputs: [p('value0', 'bool')] },
    responsibleGetter('disableMint', 'bool'),
    responsibleGetter('mintDisabled', 'bool'),
    {
      name: 'burnTokens',
      inputs: [
        p('amount', 'uint128'),
        p('walletOwner', 'address'),
        p('remainingGasTo', 'address'),
        p('callbackTo', 'address'),
        p('payload', 'cell'),
      ],
      outputs: [],
    },
    responsibleGetter('disableBurnByRoot', 'bool'),
    responsibleGetter('burnByRootDisabled', 'bool'),
    responsibleGetter('burnPaused', 'bool'),
    { name: 'setBurnPaused', inputs: [answerId, p('paused', 'bool')], outputs: [p('value0', 'bool')] },
    {
      name: 'transferOwnership',
      inputs: [
        p('newOwner', 'address'),
        p('remainingGasTo', 'address'),
        tuple('callbacks', 'map(address,tuple)', [p('value', 'uint128'), p('payload', 'cell')]),
      ],
      outputs: [],
    },
    responsibleGetter('name', 'string'),
    responsibleGetter('symbol', 'string'),
    responsibleGetter('decimals', 'uint8'),
    responsibleGetter('totalSupply', 'uint128'),
    responsibleGetter('walletCode', 'cell'),
    responsibleGetter('rootOwner', 'address'),
    { name: 'walletOf', inputs: [answerId, p('walletOwner', 'address')], outputs: [p('value0', 'address')] },
    {
      name: 'deployWallet',
      inputs: [answerId, p('walletOwner', 'address'), p('deployWalletValue', 'uint128')],
      outputs: [p('tokenWallet', 'address')],
    },
    {
      name: 'mint',
      inputs: [
        p('amount', 'uint128'),
        p('recipient', 'address'),
        p('deployWalletValue', 'uint128'),
        p('remainingGasTo', 'address'),
        p('notify', 'bool'),
        p('payload', 'cell'),
      ],
      outputs: [],
    },
    {
      name: 'acceptBurn',
      id: '0x192B51B1',
      inputs: [
        p('amount', 'uint128'),
        p('walletOwner', 'address'),
        p('remainingGasTo', 'address'),
        p('callbackTo', 'address'),
        p('payload', 'cell'),
      ],
      outputs: [],
    },
    { name: 'sendSurplusGas', inputs: [p('to', 'address')], outputs: [] },
  ],
  data: [
    { key: 1, name: 'name_', type: 'string' },
    { key: 2, name: 'symbol_', type: 'string' },
    { key: 3, name: 'decimals_', type: 'uint8' },
    { key: 4, name: 'rootOwner_', type: 'address' },
    { key: 5, name: 'walletCode_', type: 'cell' },
    { key: 6, name: 'randomNonce_', type: 'uint256' },
    { key: 7, name: 'deployer_', type: 'address' },
  ],
  events: [],
  fields: [],
} as const;

export const TokenRootAbiJson = JSON.stringify(TokenRootAbi);
