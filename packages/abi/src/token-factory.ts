import { answerId, HEADER, p, responsibleGetter } from './params';

/**
 * TIP-3 TokenFactory (tip3 `contracts/additional/TokenFactory.tsol`, build `TokenFactory.abi.json`, as js-core
 * publishes it): `createToken` deploys a TokenRootUpgradeable owned by the caller, emits `TokenCreated` and answers
 * the caller with `onTokenRootDeployed(callId, tokenRoot)` (see `TokenFactoryCallbacksAbi`).
 */
export const TokenFactoryAbi = {
  'ABI version': 2,
  version: '2.2',
  header: ['time'],
  functions: [
    { name: 'constructor', inputs: [p('_owner', 'address')], outputs: [] },
    responsibleGetter('owner', 'address'),
    responsibleGetter('pendingOwner', 'address'),
    responsibleGetter('rootCode', 'cell'),
    responsibleGetter('walletCode', 'cell'),
    responsibleGetter('walletPlatformCode', 'cell'),
    {
      name: 'createToken',
      inputs: [
        p('callId', 'uint32'),
        p('name', 'string'),
        p('symbol', 'string'),
        p('decimals', 'uint8'),
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
    { name: 'transferOwner', inputs: [answerId, p('newOwner', 'address')], outputs: [p('value0', 'address')] },
    { name: 'acceptOwner', inputs: [answerId], outputs: [p('value0', 'address')] },
    { name: 'setRootCode', inputs: [p('_rootCode', 'cell')], outputs: [] },
    { name: 'setWalletCode', inputs: [p('_walletCode', 'cell')], outputs: [] },
    { name: 'setWalletPlatformCode', inputs: [p('_walletPlatformCode', 'cell')], outputs: [] },
    { name: 'upgrade', inputs: [p('code', 'cell')], outputs: [] },
  ],
  data: [{ key: 1, name: 'randomNonce_', type: 'uint32' }],
  events: [{ name: 'TokenCreated', inputs: [p('tokenRoot', 'address')], outputs: [] }],
  fields: [
    p('_pubkey', 'uint256'),
    p('_timestamp', 'uint64'),
    p('_constructorFlag', 'bool'),
    p('randomNonce_', 'uint32'),
    p('owner_', 'address'),
    p('pendingOwner_', 'address'),
    p('rootCode_', 'cell'),
    p('walletCode_', 'cell'),
    p('walletPlatformCode_', 'cell'),
  ],
} as const;

export const TokenFactoryAbiJson = JSON.stringify(TokenFactoryAbi);

/**
 * What the factory calls on the `createToken` caller (not part of a js-core ABI; named as the FlatQube front end's
 * `TokenRootDeployCallbacks`): `onTokenRootDeployed(callId, token_root)` carries the caller's call id, so the caller
 * can tell its own request.
 */
export const TokenFactoryCallbacksAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    { name: 'onTokenRootDeployed', inputs: [p('callId', 'uint32'), p('token_root', 'address')], outputs: [] },
  ],
  data: [],
  events: [],
  fields: [],
} as const;

export const TokenFactoryCallbacksAbiJson = JSON.stringify(TokenFactoryCallbacksAbi);
