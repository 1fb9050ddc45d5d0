import { HEADER, p } from './params';

/**
 * TIP-3 callback interfaces (IAcceptTokensTransferCallback, IAcceptTokensMintCallback, IAcceptTokensBurnCallback,
 * IBounceTokensTransferCallback, IBounceTokensBurnCallback, ITransferTokenRootOwnershipCallback): what token wallets and roots send to owners and
 * callback targets. Only `onAcceptTokensTransfer` also appears in a js-core ABI (the vault's).
 */
export const TokenCallbacksAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
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
    {
      name: 'onAcceptTokensMint',
      inputs: [p('tokenRoot', 'address'), p('amount', 'uint128'), p('remainingGasTo', 'address'), p('payload', 'cell')],
      outputs: [],
    },
    {
      name: 'onAcceptTokensBurn',
      inputs: [
        p('amount', 'uint128'),
        p('walletOwner', 'address'),
        p('wallet', 'address'),
        p('remainingGasTo', 'address'),
        p('payload', 'cell'),
      ],
      outputs: [],
    },
    {
      name: 'onBounceTokensTransfer',
      inputs: [p('tokenRoot', 'address'), p('amount', 'uint128'), p('revertedFrom', 'address')],
      outputs: [],
    },
    { name: 'onBounceTokensBurn', inputs: [p('tokenRoot', 'address'), p('amount', 'uint128')], outputs: [] },
    {
      name: 'onTransferTokenRootOwnership',
      inputs: [
        p('oldOwner', 'address'),
        p('newOwner', 'address'),
        p('remainingGasTo', 'address'),
        p('payload', 'cell'),
      ],
      outputs: [],
    },
  ],
  data: [],
  events: [],
  fields: [],
} as const;

export const TokenCallbacksAbiJson = JSON.stringify(TokenCallbacksAbi);
