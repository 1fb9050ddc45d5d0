/**
 * OrderRoot (FlatQube limit orders): one per spent token, deployed by the factory. On deployment it asks the token
 * root for its wallet and reports to the factory. A maker creates an order with a TIP-3 transfer of the spent token to
 * the root (notify, payload of `buildPayload`): the root deploys the order (4 TYCHO), forwards the tokens to it, emits
 * `CreateOrder` and calls `onOrderCreateOrderSuccess`. A transfer it cannot accept (another wallet, a bad payload, too
 * little gas) is returned to the sender with `CreateOrderReject` and `onOrderCreateOrderReject`.
 */
import {
  LimitOrderCallbacksAbiJson,
  LimitOrderFactoryAbiJson,
  LimitOrderRootAbiJson,
  TokenWalletAbiJson,
  ZERO_ADDRESS,
} from '@tycho/abi';
import { EMPTY_CELL, functionId } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import { type ContractModel, ensure, type HandlerContext } from '../../engine/types';
import { big, str } from '../tip3';
import {
  decodeCreatePayload,
  encodeCreatePayload,
  feeParamsOf,
  LIMIT_VERSION,
  ORDER_KIND,
  OrderErrors,
  OrderGas,
  RootReject,
  type FeeParams,
} from './constants';
import { queryWallet, returnTokens } from './messages';

export interface LimitRootState {
  factory: string;
  spentToken: string;
  spentWallet: string;
  deployer: string;
  dexRoot: string;
  fee: FeeParams;
  /** Orders created so far: stands in for the creating transaction's logical time in order addresses. */
  nonce: number;
  /** The last order created (devnet bookkeeping for the seeder and tests). */
  lastOrder: string;
}

type Ctx = HandlerContext<LimitRootState>;
const RETURN = Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS;

export interface OrderIdentity {
  factory: string;
  root: string;
  owner: string;
  spentToken: string;
  receiveToken: string;
  timeTx: number;
  nowTx: number;
}

export const orderAddress = (ctx: { addressOf: Ctx['addressOf'] }, id: OrderIdentity) =>
  ctx.addressOf(ORDER_KIND, { ...id });

const keep = (ctx: Ctx) =>
  ctx.reserve(ctx.balanceBefore > OrderGas.TARGET_BALANCE ? ctx.balanceBefore : OrderGas.TARGET_BALANCE);

function reject(ctx: Ctx, code: number, callbackId: bigint, amount: bigint, sender: string, cancel?: string) {
  ctx.emit(LimitOrderRootAbiJson, 'CreateOrderReject', { errorCode: code });
  keep(ctx);
  ctx.send({
    to: sender,
    value: OrderGas.CALLBACK,
    flag: Flag.SENDER_PAYS_FEES | Flag.IGNORE_ERRORS,
    bounce: false,
    call: {
      abi: LimitOrderCallbacksAbiJson,
      method: 'onOrderCreateOrderReject',
      params: { id: callbackId, errorCode: code },
    },
  });
  // back through the wallet that announced them (the root owns it)
  returnTokens(ctx, amount, sender, cancel !== undefined, cancel);
}

export const LimitOrderRootModel: ContractModel<LimitRootState> = {
  kind: 'LimitOrderRoot',
  abi: LimitOrderRootAbiJson,
  init: (p) => ({
    factory: str(p.factory),
    spentToken: str(p.spentToken),
    spentWallet: ZERO_ADDRESS,
    deployer: str(p.deployer),
    dexRoot: str(p.dexRoot),
    fee: feeParamsOf(p.fee),
    nonce: 0,
    lastOrder: ZERO_ADDRESS,
  }),
  receive(ctx) {
    if (!ctx.deploying) return;
    keep(ctx);
    queryWallet(ctx, ctx.state.spentToken, functionId(LimitOrderRootAbiJson, 'onTokenWallet'));
  },
  handlers: {
    onTokenWallet(ctx, i) {
      const s = ctx.state;
      ensure(ctx.sender === s.spentToken && s.spentWallet === ZERO_ADDRESS, OrderErrors.NOT_TOKEN_ROOT);
      s.spentWallet = str(i._wallet);
      keep(ctx);
      ctx.send({
        to: s.factory,
        flag: RETURN,
        bounce: false,
        call: {
          abi: LimitOrderFactoryAbiJson,
          method: 'onOrderRootDeployedCallback',
          params: { _orderRoot: ctx.self, token: s.spentToken, sendGasTo: s.deployer },
        },
      });
    },
    onAcceptTokensTransfer(ctx, i) {
      const s = ctx.state;
      const amount = big(i.amount);
      const sender = str(i.sender);
      const payload = decodeCreatePayload(str(i.payload));
      const callbackId = payload?.callbackId ?? 0n;
      if (ctx.sender !== s.spentWallet) return reject(ctx, RootReject.WRONG_WALLET, callbackId, amount, sender);
      if (!payload || payload.expected <= 0n || payload.tokenReceive === s.spentToken)
        return reject(ctx, RootReject.WRONG_PAYLOAD, callbackId, amount, sender);
      if (ctx.value < OrderGas.CREATE_ORDER_MIN)
        return reject(ctx, RootReject.VALUE_TOO_LOW, callbackId, amount, sender, payload.cancelPayload);
      const owner = payload.user === ZERO_ADDRESS ? sender : payload.user;
      const identity: OrderIdentity = {
        factory: s.factory,
        root: ctx.self,
        owner,
        spentToken: s.spentToken,
        receiveToken: payload.tokenReceive,
        timeTx: s.nonce,
        nowTx: ctx.now,
      };
      s.nonce += 1;
      const order = orderAddress(ctx, identity);
      s.lastOrder = order;
      keep(ctx);
      ctx.send({
        to: order,
        value: OrderGas.DEPLOY_ORDER,
        flag: Flag.SENDER_PAYS_FEES,
        bounce: false,
        deploy: {
          kind: ORDER_KIND,
          init: {
            ...identity,
            initialAmount: amount,
            expectedAmount: payload.expected,
            dexRoot: s.dexRoot,
            fee: { ...s.fee },
          },
        },
      });
      ctx.send({
        to: s.spentWallet,
        value: OrderGas.TRANSFER + OrderGas.DEPLOY_WALLET,
        flag: Flag.SENDER_PAYS_FEES,
        bounce: true,
        call: {
          abi: TokenWalletAbiJson,
          method: 'transfer',
          params: {
            amount,
            recipient: order,
            deployWalletValue: OrderGas.DEPLOY_WALLET,
            remainingGasTo: order,
            notify: true,
            payload: EMPTY_CELL,
          },
        },
      });
      ctx.emit(LimitOrderRootAbiJson, 'CreateOrder', {
        order,
        owner,
        spentToken: s.spentToken,
        spentAmount: amount,
        receiveToken: payload.tokenReceive,
        expectedAmount: payload.expected,
      });
      for (const to of new Set([owner, sender])) {
        ctx.send({
          to,
          value: OrderGas.CALLBACK,
          flag: Flag.SENDER_PAYS_FEES | Flag.IGNORE_ERRORS,
          bounce: false,
          call: {
            abi: LimitOrderCallbacksAbiJson,
            method: 'onOrderCreateOrderSuccess',
            params: { id: callbackId, order },
          },
        });
      }
      ctx.send({ to: str(i.originalGasTo), flag: RETURN, bounce: false });
    },
  },
  getters: {
    getFeeParams: (s) => ({ params: { ...s.fee } }),
    getVersion: () => ({ value0: LIMIT_VERSION }),
    getVersionOrder: () => ({ value0: LIMIT_VERSION }),
    getSpentToken: (s) => ({ value0: s.spentToken }),
    getSpentWallet: (s) => ({ value0: s.spentWallet }),
    getFactory: (s) => ({ value0: s.factory }),
    getDeployer: (s) => ({ value0: s.deployer }),
    getDex: (s) => ({ value0: s.dexRoot }),
    expectedAddressOrder: (_s, i, env) => ({
      value0: orderAddress(env, {
        factory: str(i._factory),
        root: str(i._root),
        owner: str(i._owner),
        spentToken: str(i._spentToken),
        receiveToken: str(i._receiveToken),
        timeTx: Number(i.timeTx),
        nowTx: Number(i.nowTx),
      }),
    }),
    buildPayload: (_s, i) => ({ value0: encodeCreatePayload(i) }),
  },
};
