import { HEADER, answerId, p } from './params';
import { addressGetter, feeParamsGetter, orderFeeParams, setFeeParams, versionGetter } from './limit-order-common';

/** `OrderFactory`: deploys one order root per spent token (`createOrderRoot`, anyone) and holds the fee params. */
export const LimitOrderFactoryAbi = {
  'ABI version': 2,
  version: '2.3',
  header: HEADER,
  functions: [
    { name: 'constructor', inputs: [p('_owner', 'address'), p('_version', 'uint32')], outputs: [] },
    {
      name: 'onOrderRootDeployedCallback',
      inputs: [p('_orderRoot', 'address'), p('token', 'address'), p('sendGasTo', 'address')],
      outputs: [],
    },
    addressGetter('getOwner'),
    addressGetter('getPendingOwner'),
    addressGetter('getManager'),
    versionGetter('getVersion'),
    versionGetter('getVersionRoot'),
    versionGetter('getVersionOrder'),
    feeParamsGetter('value0'),
    {
      name: 'getExpectedAddressOrderRoot',
      inputs: [answerId, p('token', 'address')],
      outputs: [p('value0', 'address')],
    },
    setFeeParams,
    { name: 'createOrderRoot', inputs: [p('token', 'address'), p('callbackId', 'uint64')], outputs: [] },
  ],
  data: [],
  events: [
    { name: 'OrderFeesParamsUpdated', inputs: [orderFeeParams('params')], outputs: [] },
    { name: 'CreateOrderRoot', inputs: [p('order', 'address'), p('token', 'address')], outputs: [] },
    { name: 'CreateOrderRootReject', inputs: [p('token', 'address')], outputs: [] },
  ],
  fields: [],
} as const;

export const LimitOrderFactoryAbiJson = JSON.stringify(LimitOrderFactoryAbi);
