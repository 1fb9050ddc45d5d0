import { answerId, p, responsibleGetter } from './params';

/** Functions shared by the TIP-3 TokenWallet and the vault's VaultTokenWallet. */
export const supportsInterface = {
  name: 'supportsInterface',
  inputs: [answerId, p('interfaceID', 'uint32')],
  outputs: [p('value0', 'bool')],
} as const;

export const walletConstructor = { name: 'constructor', inputs: [], outputs: [] } as const;

const burnInputs = [
  p('amount', 'uint128'),
  p('remainingGasTo', 'address'),
  p('callbackTo', 'address'),
  p('payload', 'cell'),
] as const;

export const destroy = { name: 'destroy', inputs: [p('remainingGasTo', 'address')], outputs: [] } as const;
export const burnByRoot = { name: 'burnByRoot', inputs: burnInputs, outputs: [] } as const;
export const burn = { name: 'burn', inputs: burnInputs, outputs: [] } as const;
export const balance = responsibleGetter('balance', 'uint128');
export const owner = responsibleGetter('owner', 'address');
export const root = responsibleGetter('root', 'address');
export const walletCode = responsibleGetter('walletCode', 'cell');

export const transfer = {
  name: 'transfer',
  inputs: [
    p('amount', 'uint128'),
    p('recipient', 'address'),
    p('deployWalletValue', 'uint128'),
    p('remainingGasTo', 'address'),
    p('notify', 'bool'),
    p('payload', 'cell'),
  ],
  outputs: [],
} as const;

export const transferToWallet = {
  name: 'transferToWallet',
  inputs: [
    p('amount', 'uint128'),
    p('recipientTokenWallet', 'address'),
    p('remainingGasTo', 'address'),
    p('notify', 'bool'),
    p('payload', 'cell'),
  ],
  outputs: [],
} as const;

export const acceptTransfer = {
  name: 'acceptTransfer',
  id: '0x67A0B95F',
  inputs: [
    p('amount', 'uint128'),
    p('sender', 'address'),
    p('remainingGasTo', 'address'),
    p('notify', 'bool'),
    p('payload', 'cell'),
  ],
  outputs: [],
} as const;

export const acceptMint = {
  name: 'acceptMint',
  id: '0x4384F298',
  inputs: [p('amount', 'uint128'), p('remainingGasTo', 'address'), p('notify', 'bool'), p('payload', 'cell')],
  outputs: [],
} as const;

export const sendSurplusGas = { name: 'sendSurplusGas', inputs: [p('to', 'address')], outputs: [] } as const;

export const walletData = [
  { key: 1, name: 'root_', type: 'address' },
  { key: 2, name: 'owner_', type: 'address' },
] as const;
