import { p } from './params';

/** Callbacks a DEX account sends to its owner (`IDexAccountOwner`-style): operation done or bounced, by nonce. */
export const DexAccountCallbacksAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['time'] as const,
  functions: [
    {
      name: 'dexAccountOnSuccess',
      inputs: [p('nonce', 'uint64')],
      outputs: [],
    },
    {
      name: 'dexAccountOnBounce',
      inputs: [p('nonce', 'uint64'), p('functionId', 'uint32')],
      outputs: [],
    },
  ],
  data: [],
  events: [],
  fields: [],
} as const;

export const DexAccountCallbacksAbiJson = JSON.stringify(DexAccountCallbacksAbi);
