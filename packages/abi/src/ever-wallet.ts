import { HEADER, p } from './params';

/**
 * The user wallet account (EverWallet interface). js-core ships no wallet ABI, so this follows the public EverWallet
 * contract: `sendTransaction` for one message and `sendTransactionRaw` for a prebuilt message cell.
 */
export const EverWalletAbi = {
  'ABI version': 2,
  version: '2.3',
  header: HEADER,
  functions: [
    {
      name: 'sendTransaction',
      inputs: [
        p('dest', 'address'),
        p('value', 'uint128'),
        p('bounce', 'bool'),
        p('flags', 'uint8'),
        p('payload', 'cell'),
      ],
      outputs: [],
    },
    { name: 'sendTransactionRaw', inputs: [p('flags', 'uint8'), p('message', 'cell')], outputs: [] },
  ],
  data: [],
  events: [],
  fields: [p('_pubkey', 'uint256'), p('_timestamp', 'uint64')],
} as const;

export const EverWalletAbiJson = JSON.stringify(EverWalletAbi);
