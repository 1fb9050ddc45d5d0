import { HEADER, answerId, p } from './params';
import { addressGetter, feeParamsGetter, orderAcceptTokens, setFeeParams, versionGetter } from './limit-order-common';

/**
 * `OrderRoot`: one per spent token. A maker creates an order by a TIP-3 transfer of the spent token to the root with
 * notify and the payload of `buildPayload` (a plain getter, no answerId).
 */
export const LimitOrderRootAbi = {
  'ABI version': 2,
  version: '2.3',
  header: HEADER,
  functions: [
    { name: 'constructor', inputs: [], outputs: [] },
    { name: 'onTokenWallet', inputs: [p('_wallet', 'address')], outputs: [] },
    feeParamsGetter('params'),
    versionGetter('getVersion'),
    versionGetter('getVersionOrder'),
    addressGetter('getSpentToken'),
    addressGetter('getSpentWallet'),
    addressGetter('getFactory'),
    addressGetter('getDeployer'),
    addressGetter('getDex'),
    {
      name: 'expectedAddressOrder',
      inputs: [
        answerId,
        p('_factory', 'address'),
        p('_root', 'address'),
        p('_owner', 'address'),
        p('_spentToken', 'address'),
        p('_receiveToken', 'address'),
        p('timeTx', 'uint64'),
        p('nowTx', 'uint64'),
      ],
      outputs: [p('value0', 'address')],
    },
    setFeeParams,
    {
      name: 'buildPayload',
      inputs: [
        p('callbackId', 'uint64'),
        p('user', 'address'),
        p('tokenReceive', 'address'),
        p('expectedTokenAmount', 'uint128'),
        p('backPK', 'uint256'),
        p('backMatchingPK', 'uint256'),
        p('cancelPayload', 'optional(cell)'),
      ],
      outputs: [p('value0', 'cell')],
    },
    orderAcceptTokens('value0'),
  ],
  data: [],
  events: [
    {
      name: 'CreateOrder',
      inputs: [
        p('order', 'address'),
        p('owner', 'address'),
        p('spentToken', 'address'),
        p('spentAmount', 'uint128'),
        p('receiveToken', 'address'),
        p('expectedAmount', 'uint128'),
      ],
      outputs: [],
    },
    { name: 'CreateOrderReject', inputs: [p('errorCode', 'uint16')], outputs: [] },
  ],
  fields: [],
} as const;

export const LimitOrderRootAbiJson = JSON.stringify(LimitOrderRootAbi);
