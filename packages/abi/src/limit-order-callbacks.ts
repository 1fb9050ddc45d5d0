import { p, tuple } from './params';

/** What the limit-order contracts send to makers and takers (`id` = the call's callbackId). */
export const LimitOrderCallbacksAbi = {
  'ABI version': 2,
  version: '2.3',
  header: ['time'] as const,
  functions: [
    {
      name: 'onOrderRootCreateSuccess',
      inputs: [
        p('id', 'uint64'),
        tuple('result', 'tuple', [
          p('factory', 'address'),
          p('spentToken', 'address'),
          p('oldVersion', 'uint32'),
          p('newVersion', 'uint32'),
          p('deployer', 'address'),
        ]),
      ],
      outputs: [],
    },
    { name: 'onOrderRootCreateReject', inputs: [p('id', 'uint64')], outputs: [] },
    { name: 'onOrderCreateOrderSuccess', inputs: [p('id', 'uint64'), p('order', 'address')], outputs: [] },
    { name: 'onOrderCreateOrderReject', inputs: [p('id', 'uint64'), p('errorCode', 'uint16')], outputs: [] },
    {
      name: 'onOrderPartExchangeSuccess',
      inputs: [
        p('id', 'uint64'),
        p('owner', 'address'),
        p('fee', 'uint128'),
        tuple('result', 'tuple', [
          p('spentToken', 'address'),
          p('spentAmount', 'uint128'),
          p('receiveToken', 'address'),
          p('receiveAmount', 'uint128'),
          p('currentSpentTokenAmount', 'uint128'),
          p('currentReceiveTokenAmount', 'uint128'),
        ]),
      ],
      outputs: [],
    },
    {
      name: 'onOrderStateFilled',
      inputs: [
        p('id', 'uint64'),
        p('owner', 'address'),
        p('fee', 'uint128'),
        tuple('result', 'tuple', [
          p('spentToken', 'address'),
          p('spentAmount', 'uint128'),
          p('receiveToken', 'address'),
          p('receiveAmount', 'uint128'),
        ]),
      ],
      outputs: [],
    },
    {
      name: 'onOrderStateCancelled',
      inputs: [
        p('id', 'uint64'),
        tuple('result', 'tuple', [p('spentToken', 'address'), p('currentSpentTokenAmount', 'uint128')]),
      ],
      outputs: [],
    },
    { name: 'onOrderStateCancelledReject', inputs: [p('id', 'uint64')], outputs: [] },
    { name: 'onOrderReject', inputs: [p('id', 'uint64')], outputs: [] },
  ],
  events: [],
  fields: [],
} as const;

export const LimitOrderCallbacksAbiJson = JSON.stringify(LimitOrderCallbacksAbi);
