import { answerId, p, responsibleGetter, tuple } from './params';

/**
 * Shapes shared by the limit-order ABIs (FlatQube limit orders: `OrderFactory`, `OrderRoot`, `Order`), as the
 * public FlatQube front end declares them (`src/misc/abi/order.abi.ts` of broxus/flatqube-frontend).
 */
export const orderFeeParams = (name: 'params' | 'value0') =>
  tuple(name, 'tuple', [
    p('numerator', 'uint128'),
    p('denominator', 'uint128'),
    p('matchingNumerator', 'uint128'),
    p('matchingDenominator', 'uint128'),
    p('beneficiary', 'address'),
  ]);

/** `Details` of an order (getDetails, StateChanged). */
export const orderDetailsComponents = [
  p('factory', 'address'),
  p('root', 'address'),
  p('owner', 'address'),
  p('timeTx', 'uint64'),
  p('nowTx', 'uint64'),
  p('state', 'uint8'),
  p('spentToken', 'address'),
  p('receiveToken', 'address'),
  p('spentWallet', 'address'),
  p('receiveWallet', 'address'),
  p('initialAmount', 'uint128'),
  p('expectedAmount', 'uint128'),
  p('currentAmountSpentToken', 'uint128'),
  p('currentAmountReceiveToken', 'uint128'),
  p('version', 'uint32'),
  p('backPK', 'uint256'),
  p('backMatchingPK', 'uint256'),
  p('dexRoot', 'address'),
  p('dexPair', 'address'),
  p('msgSender', 'address'),
  p('swapAttempt', 'uint64'),
  p('matchingOrder', 'address'),
] as const;

export const feeParamsGetter = (output: 'params' | 'value0') =>
  ({ name: 'getFeeParams', inputs: [answerId], outputs: [orderFeeParams(output)] }) as const;

export const setFeeParams = { name: 'setFeeParams', inputs: [orderFeeParams('params')], outputs: [] } as const;

export const addressGetter = <N extends string>(name: N) => responsibleGetter(name, 'address');
export const versionGetter = <N extends string>(name: N) => responsibleGetter(name, 'uint32');

/** `onAcceptTokensTransfer` as the order root and the order declare it (unnamed parameters as value0/value3). */
export const orderAcceptTokens = (first: 'value0' | 'tokenRoot') =>
  ({
    name: 'onAcceptTokensTransfer',
    inputs: [
      p(first, 'address'),
      p('amount', 'uint128'),
      p('sender', 'address'),
      p('value3', 'address'),
      p('originalGasTo', 'address'),
      p('payload', 'cell'),
    ],
    outputs: [],
  }) as const;

/** Order states (`OrderStatus`), by number. 1 (AwaitTokens) and 8 (Expire) are never entered. */
export const ORDER_STATES = [
  'Initialize',
  'AwaitTokens',
  'Active',
  'Filled',
  'SwapInProgress',
  'Cancelled',
  'Emergency',
  'MatchInProgress',
  'Expire',
] as const;
export type OrderStateName = (typeof ORDER_STATES)[number];
export const OrderState = {
  Initialize: 0,
  AwaitTokens: 1,
  Active: 2,
  Filled: 3,
  SwapInProgress: 4,
  Cancelled: 5,
  Emergency: 6,
  MatchInProgress: 7,
  Expire: 8,
} as const satisfies Record<OrderStateName, number>;
