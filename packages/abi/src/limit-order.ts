import { HEADER, answerId, p, tuple } from './params';
import { feeParamsGetter, orderAcceptTokens, orderDetailsComponents, setFeeParams } from './limit-order-common';

const quote = <N extends string>(name: N) =>
  ({
    name,
    inputs: [answerId, p('amount', 'uint128')],
    outputs: [p('value0', 'uint128'), p('value1', 'uint128')],
  }) as const;

/**
 * `Order`: one limit order. A taker fills it by a TIP-3 transfer of the receive token to the order with notify and
 * the payload of `buildPayload` (a plain getter); the owner cancels it with `cancel`.
 */
export const LimitOrderAbi = {
  'ABI version': 2,
  version: '2.3',
  header: HEADER,
  functions: [
    { name: 'constructor', inputs: [], outputs: [] },
    { name: 'onSpentWallet', inputs: [p('_wallet', 'address')], outputs: [] },
    { name: 'onReceiveWallet', inputs: [p('_wallet', 'address')], outputs: [] },
    {
      name: 'buildPayload',
      inputs: [
        p('callbackId', 'uint64'),
        p('deployWalletValue', 'uint128'),
        p('recipient', 'address'),
        p('successPayload', 'optional(cell)'),
        p('cancelPayload', 'optional(cell)'),
      ],
      outputs: [p('value0', 'cell')],
    },
    { name: 'currentStatus', inputs: [answerId], outputs: [p('value0', 'uint8')] },
    { name: 'getDetails', inputs: [answerId], outputs: [tuple('value0', 'tuple', orderDetailsComponents)] },
    feeParamsGetter('params'),
    quote('getExpectedSpentAmount'),
    quote('getExpectedReceiveAmount'),
    setFeeParams,
    orderAcceptTokens('tokenRoot'),
    { name: 'cancel', inputs: [p('callbackId', 'uint64')], outputs: [] },
  ],
  data: [],
  events: [
    {
      name: 'StateChanged',
      inputs: [p('from', 'uint8'), p('to', 'uint8'), tuple('value2', 'tuple', orderDetailsComponents)],
      outputs: [],
    },
    {
      name: 'PartExchange',
      inputs: [
        p('spentToken', 'address'),
        p('spentAmount', 'uint128'),
        p('receiveToken', 'address'),
        p('receiveAmount', 'uint128'),
        p('currentSpentTokenAmount', 'uint128'),
        p('currentReceiveTokenAmount', 'uint128'),
        p('fee', 'uint128'),
        p('initiator', 'address'),
      ],
      outputs: [],
    },
  ],
  fields: [],
} as const;

export const LimitOrderAbiJson = JSON.stringify(LimitOrderAbi);
