/**
 * OrderFactory (FlatQube limit orders): `createOrderRoot(token, callbackId)`, open to anyone, deploys the order root of
 * a spent token (4 TYCHO) and answers the caller at once; the root then deploys its token wallet and reports back,
 * and the factory emits `CreateOrderRoot`. With less than 4.1 TYCHO attached, or for a token that already has a root,
 * it emits `CreateOrderRootReject` and calls `onOrderRootCreateReject` with the value.
 */
import { LimitOrderCallbacksAbiJson, LimitOrderFactoryAbiJson } from '@tycho/abi';
import { Flag } from '../../engine/constants';
import { type ContractModel, ensure, type HandlerContext } from '../../engine/types';
import { senderOf } from '../../engine/must';
import { str } from '../tip3';
import {
  FACTORY_KIND,
  feeParamsOf,
  LIMIT_VERSION,
  OrderErrors,
  OrderGas,
  ROOT_KIND,
  type FeeParams,
} from './constants';

export interface LimitFactoryState {
  owner: string;
  dexRoot: string;
  fee: FeeParams;
  /** Roots by spent token: true once deployed (its wallet known). */
  roots: Record<string, boolean>;
}

type Ctx = HandlerContext<LimitFactoryState>;

export const rootInit = (factory: string, spentToken: string) => ({ factory, spentToken });
const rootAddress = (ctx: { addressOf: Ctx['addressOf'] }, factory: string, token: string) =>
  ctx.addressOf(ROOT_KIND, rootInit(factory, token));

const feeOut = (f: FeeParams) => ({ ...f });
const RETURN = Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS;

function reject(ctx: Ctx, token: string, callbackId: unknown) {
  ctx.emit(LimitOrderFactoryAbiJson, 'CreateOrderRootReject', { token });
  ctx.reserve(ctx.balanceBefore);
  ctx.send({
    to: senderOf(ctx),
    flag: RETURN,
    bounce: false,
    call: { abi: LimitOrderCallbacksAbiJson, method: 'onOrderRootCreateReject', params: { id: callbackId } },
  });
}

export const LimitOrderFactoryModel: ContractModel<LimitFactoryState> = {
  kind: FACTORY_KIND,
  abi: LimitOrderFactoryAbiJson,
  init: (p) => ({
    owner: str(p.owner),
    dexRoot: str(p.dexRoot),
    fee: feeParamsOf(p.fee),
    roots: {},
  }),
  handlers: {
    createOrderRoot(ctx, i) {
      const token = str(i.token);
      const s = ctx.state;
      if (!ctx.sender || ctx.value < OrderGas.CREATE_ROOT_MIN || token in s.roots) {
        if (ctx.sender) reject(ctx, token, i.callbackId);
        return;
      }
      s.roots[token] = false;
      const deployer = ctx.sender;
      ctx.reserve(ctx.balanceBefore);
      ctx.send({
        to: rootAddress(ctx, ctx.self, token),
        value: OrderGas.DEPLOY_ROOT,
        flag: Flag.SENDER_PAYS_FEES,
        bounce: false,
        deploy: {
          kind: ROOT_KIND,
          init: { ...rootInit(ctx.self, token), dexRoot: s.dexRoot, deployer, fee: feeOut(s.fee) },
        },
      });
      ctx.send({
        to: deployer,
        flag: RETURN,
        bounce: false,
        call: {
          abi: LimitOrderCallbacksAbiJson,
          method: 'onOrderRootCreateSuccess',
          params: {
            id: i.callbackId,
            result: { factory: ctx.self, spentToken: token, oldVersion: 0, newVersion: LIMIT_VERSION, deployer },
          },
        },
      });
    },
    onOrderRootDeployedCallback(ctx, i) {
      const token = str(i.token);
      ensure(ctx.sender === rootAddress(ctx, ctx.self, token), OrderErrors.NOT_ORDER_ROOT);
      ctx.state.roots[token] = true;
      ctx.emit(LimitOrderFactoryAbiJson, 'CreateOrderRoot', { order: ctx.sender, token });
      ctx.reserve(ctx.balanceBefore);
      ctx.send({ to: str(i.sendGasTo), flag: RETURN, bounce: false });
    },
    setFeeParams(ctx, i) {
      ensure(ctx.sender === ctx.state.owner, OrderErrors.NOT_OWNER_OR_BACKEND);
      ctx.state.fee = feeParamsOf(i.params);
      ctx.emit(LimitOrderFactoryAbiJson, 'OrderFeesParamsUpdated', { params: feeOut(ctx.state.fee) });
      ctx.reserve(ctx.balanceBefore);
      ctx.send({ to: senderOf(ctx), flag: RETURN, bounce: false });
    },
  },
  getters: {
    getOwner: (s) => ({ value0: s.owner }),
    getPendingOwner: () => ({ value0: '0:' + '0'.repeat(64) }),
    getManager: (s) => ({ value0: s.owner }),
    getVersion: () => ({ value0: LIMIT_VERSION }),
    getVersionRoot: () => ({ value0: LIMIT_VERSION }),
    getVersionOrder: () => ({ value0: LIMIT_VERSION }),
    getFeeParams: (s) => ({ value0: feeOut(s.fee) }),
    getExpectedAddressOrderRoot: (_s, i, env) => ({ value0: rootAddress(env, env.self, str(i.token)) }),
  },
};
