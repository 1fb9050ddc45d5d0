/**
 * Order (FlatQube limit orders). Deployed by its root with the maker's amounts; asks both token roots for its wallets
 * and becomes Active once it knows them and holds the initial amount. A taker fills it with a TIP-3 transfer of the
 * receive token (notify, payload of `buildPayload`): settlement is exact (math.ts), partial fills keep it Active, a
 * fill that reaches the expected amount makes it Filled. The owner cancels an Active order and gets the remainder and
 * the order's coin back. States, events and callbacks follow the FlatQube contracts (see packages/devnet/README.md).
 */
import {
  LimitOrderAbiJson,
  LimitOrderCallbacksAbiJson,
  OrderState,
  TokenWalletAbiJson,
  ZERO_ADDRESS,
} from '@tycho/abi';
import { EMPTY_CELL, functionId } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import { type ContractModel, ensure, type HandlerContext } from '../../engine/types';
import { senderOf } from '../../engine/must';
import { big, str } from '../tip3';
import {
  decodeExchangePayload,
  encodeExchangePayload,
  feeParamsOf,
  LIMIT_VERSION,
  ORDER_KIND,
  OrderErrors,
  OrderGas,
  type FeeParams,
} from './constants';
import { expectedReceive, expectedSpent, fill, type OrderAmounts } from './math';
import { type HeldState, limitOrderHoldOf } from './hold';
import { queryWallet, returnTokens } from './messages';

export interface LimitOrderState {
  factory: string;
  root: string;
  owner: string;
  spentToken: string;
  receiveToken: string;
  timeTx: number;
  nowTx: number;
  initialAmount: bigint;
  expectedAmount: bigint;
  currentSpent: bigint;
  currentReceive: bigint;
  state: number;
  spentWallet: string;
  receiveWallet: string;
  dexRoot: string;
  fee: FeeParams;
  /** Spent tokens received from the root while the order is initialising. */
  funded: bigint;
  /** Tokens that arrived (from the root) before the spent wallet was known, by the wallet that announced them. */
  early: Record<string, bigint>;
  /** A test switch's hold of the order short of Active (hold.ts); absent on every other order. */
  hold?: HeldState;
}

type Ctx = HandlerContext<LimitOrderState>;
const RETURN = Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS;
const CALLBACK_FLAG = Flag.SENDER_PAYS_FEES | Flag.IGNORE_ERRORS;

export function orderDetails(s: LimitOrderState) {
  return {
    factory: s.factory,
    root: s.root,
    owner: s.owner,
    timeTx: s.timeTx,
    nowTx: s.nowTx,
    state: s.state,
    spentToken: s.spentToken,
    receiveToken: s.receiveToken,
    spentWallet: s.spentWallet,
    receiveWallet: s.receiveWallet,
    initialAmount: s.initialAmount,
    expectedAmount: s.expectedAmount,
    currentAmountSpentToken: s.currentSpent,
    currentAmountReceiveToken: s.currentReceive,
    version: LIMIT_VERSION,
    backPK: 0,
    backMatchingPK: 0,
    dexRoot: s.dexRoot,
    dexPair: ZERO_ADDRESS,
    msgSender: ZERO_ADDRESS,
    swapAttempt: 0,
    matchingOrder: ZERO_ADDRESS,
  };
}

const amountsOf = (s: LimitOrderState): OrderAmounts => ({
  initial: s.initialAmount,
  expected: s.expectedAmount,
  currentSpent: s.currentSpent,
  currentReceive: s.currentReceive,
});

function setState(ctx: Ctx, to: number) {
  const from = ctx.state.state;
  ctx.state.state = to;
  ctx.emit(LimitOrderAbiJson, 'StateChanged', { from, to, value2: orderDetails(ctx.state) });
}

/** A transfer from one of the order's own wallets. */
function transfer(ctx: Ctx, wallet: string, amount: bigint, to: string, deployWalletValue: bigint, gasTo: string) {
  if (amount <= 0n) return;
  ctx.send({
    to: wallet,
    value: OrderGas.TRANSFER + deployWalletValue,
    flag: Flag.SENDER_PAYS_FEES,
    bounce: true,
    call: {
      abi: TokenWalletAbiJson,
      method: 'transfer',
      params: { amount, recipient: to, deployWalletValue, remainingGasTo: gasTo, notify: false, payload: EMPTY_CELL },
    },
  });
}

function callback(ctx: Ctx, to: string, method: string, params: Record<string, unknown>, flag = CALLBACK_FLAG) {
  ctx.send({
    to,
    value: flag === CALLBACK_FLAG ? OrderGas.CALLBACK : 0n,
    flag,
    bounce: false,
    call: { abi: LimitOrderCallbacksAbiJson, method, params },
  });
}

const keep = (ctx: Ctx) => ctx.reserve(ctx.balanceBefore);

function tryActivate(ctx: Ctx) {
  const s = ctx.state;
  if (s.state !== OrderState.Initialize || s.spentWallet === ZERO_ADDRESS || s.receiveWallet === ZERO_ADDRESS) return;
  if (s.hold === 'Initialize') return;
  if (s.hold === 'AwaitTokens') return setState(ctx, OrderState.AwaitTokens);
  if (s.funded < s.initialAmount) return;
  setState(ctx, OrderState.Active);
  if (s.hold === 'SwapInProgress') setState(ctx, OrderState.SwapInProgress);
}

/** Tokens the order does not take: back through the wallet that announced them, with the remaining gas. */
function refund(ctx: Ctx, amount: bigint, to: string, notify: boolean) {
  keep(ctx);
  returnTokens(ctx, amount, to, notify);
}

function takerFill(ctx: Ctx, amount: bigint, sender: string, payloadBoc: string, gasTo: string) {
  const s = ctx.state;
  const payload = decodeExchangePayload(payloadBoc);
  if (!payload) return refund(ctx, amount, sender, false);
  const recipient = payload.recipient === ZERO_ADDRESS ? sender : payload.recipient;
  const result = fill(amountsOf(s), amount, s.fee);
  if (ctx.value < OrderGas.FILL_MIN + payload.deployWalletValue || result.kind === 'reject') {
    callback(ctx, recipient, 'onOrderReject', { id: payload.callbackId });
    return refund(ctx, amount, recipient, payload.cancelPayload !== undefined);
  }
  s.currentSpent = result.currentSpent;
  s.currentReceive = result.currentReceive;
  // Leftover gas of the transfers: to the taker while the order stays open, to the owner when it closes.
  const back = result.kind === 'partial' ? gasTo : s.owner;
  transfer(ctx, s.receiveWallet, result.toMaker, s.owner, OrderGas.DEPLOY_WALLET, back);
  const beneficiary = s.fee.beneficiary === ZERO_ADDRESS ? s.factory : s.fee.beneficiary;
  transfer(ctx, s.receiveWallet, result.fee, beneficiary, OrderGas.DEPLOY_WALLET, back);
  transfer(ctx, s.spentWallet, result.toTaker, recipient, payload.deployWalletValue, back);
  transfer(ctx, s.receiveWallet, result.change, recipient, 0n, back);
  ctx.emit(LimitOrderAbiJson, 'PartExchange', {
    spentToken: s.spentToken,
    spentAmount: result.toTaker,
    receiveToken: s.receiveToken,
    receiveAmount: result.toMaker,
    currentSpentTokenAmount: s.currentSpent,
    currentReceiveTokenAmount: s.currentReceive,
    fee: result.fee,
    initiator: sender,
  });
  const id = payload.callbackId;
  const owner = s.owner;
  if (result.kind === 'partial') {
    const current = { currentSpentTokenAmount: s.currentSpent, currentReceiveTokenAmount: s.currentReceive };
    callback(ctx, recipient, 'onOrderPartExchangeSuccess', {
      id,
      owner,
      fee: result.fee,
      result: {
        spentToken: s.receiveToken,
        spentAmount: amount,
        receiveToken: s.spentToken,
        receiveAmount: result.toTaker,
        ...current,
      },
    });
    if (owner !== recipient) {
      callback(ctx, owner, 'onOrderPartExchangeSuccess', {
        id,
        owner,
        fee: result.fee,
        result: {
          spentToken: s.spentToken,
          spentAmount: result.toTaker,
          receiveToken: s.receiveToken,
          receiveAmount: result.toMaker,
          ...current,
        },
      });
    }
    keep(ctx);
    ctx.send({ to: gasTo, flag: RETURN, bounce: false });
    return;
  }
  setState(ctx, OrderState.Filled);
  callback(ctx, recipient, 'onOrderStateFilled', {
    id,
    owner,
    fee: result.fee,
    result: {
      spentToken: s.receiveToken,
      spentAmount: amount,
      receiveToken: s.spentToken,
      receiveAmount: result.toTaker,
    },
  });
  // The owner's copy comes last and carries every coin the order holds (its deposit and the leftover gas).
  callback(
    ctx,
    owner,
    'onOrderStateFilled',
    {
      id,
      owner,
      fee: result.fee,
      result: {
        spentToken: s.spentToken,
        spentAmount: result.toTaker,
        receiveToken: s.receiveToken,
        receiveAmount: result.toMaker,
      },
    },
    RETURN,
  );
}

export const LimitOrderModel: ContractModel<LimitOrderState> = {
  kind: ORDER_KIND,
  abi: LimitOrderAbiJson,
  init: (p) => ({
    factory: str(p.factory),
    root: str(p.root),
    owner: str(p.owner),
    spentToken: str(p.spentToken),
    receiveToken: str(p.receiveToken),
    timeTx: Number(p.timeTx),
    nowTx: Number(p.nowTx),
    initialAmount: big(p.initialAmount),
    expectedAmount: big(p.expectedAmount),
    currentSpent: big(p.initialAmount),
    currentReceive: big(p.expectedAmount),
    state: OrderState.Initialize,
    spentWallet: ZERO_ADDRESS,
    receiveWallet: ZERO_ADDRESS,
    dexRoot: str(p.dexRoot),
    fee: feeParamsOf(p.fee),
    funded: 0n,
    early: {},
  }),
  receive(ctx) {
    if (!ctx.deploying) return;
    const s = ctx.state;
    ensure(ctx.sender === s.root, OrderErrors.NOT_ORDER_ROOT);
    const hold = limitOrderHoldOf(s.owner);
    if (hold) s.hold = hold;
    setState(ctx, OrderState.Initialize);
    keep(ctx);
    for (const [token, answer] of [
      [s.spentToken, 'onSpentWallet'],
      [s.receiveToken, 'onReceiveWallet'],
    ] as const) {
      queryWallet(ctx, token, functionId(LimitOrderAbiJson, answer));
    }
  },
  handlers: {
    onSpentWallet(ctx, i) {
      const s = ctx.state;
      ensure(ctx.sender === s.spentToken && s.spentWallet === ZERO_ADDRESS, OrderErrors.NOT_TOKEN_ROOT);
      s.spentWallet = str(i._wallet);
      s.funded += s.early[s.spentWallet] ?? 0n;
      s.early = {};
      tryActivate(ctx);
    },
    onReceiveWallet(ctx, i) {
      const s = ctx.state;
      ensure(ctx.sender === s.receiveToken && s.receiveWallet === ZERO_ADDRESS, OrderErrors.NOT_TOKEN_ROOT);
      s.receiveWallet = str(i._wallet);
      tryActivate(ctx);
    },
    onAcceptTokensTransfer(ctx, i) {
      const s = ctx.state;
      const amount = big(i.amount);
      const sender = str(i.sender);
      const wallet = senderOf(ctx);
      // (a held order in AwaitTokens still takes the root's tokens: they are kept, not counted as arrived)
      const initializing = s.state === OrderState.Initialize || s.state === OrderState.AwaitTokens;
      if (initializing && sender === s.root) {
        if (s.spentWallet === ZERO_ADDRESS) s.early[wallet] = (s.early[wallet] ?? 0n) + amount;
        else if (wallet === s.spentWallet) s.funded += amount;
        else return refund(ctx, amount, sender, false);
        tryActivate(ctx);
        return;
      }
      if (s.state === OrderState.Active && wallet === s.receiveWallet) {
        return takerFill(ctx, amount, sender, str(i.payload), str(i.originalGasTo));
      }
      refund(ctx, amount, sender, false);
    },
    cancel(ctx, i) {
      const s = ctx.state;
      ensure(ctx.sender === s.owner, OrderErrors.NOT_OWNER_OR_BACKEND);
      if (s.state !== OrderState.Active) {
        callback(ctx, s.owner, 'onOrderStateCancelledReject', { id: i.callbackId }, RETURN);
        return;
      }
      setState(ctx, OrderState.Cancelled);
      transfer(ctx, s.spentWallet, s.currentSpent, s.owner, 0n, s.owner);
      // The remainder stays in the order's storage (as in the real contract); the coin all goes to the owner.
      callback(
        ctx,
        s.owner,
        'onOrderStateCancelled',
        { id: i.callbackId, result: { spentToken: s.spentToken, currentSpentTokenAmount: s.currentSpent } },
        RETURN,
      );
    },
  },
  getters: {
    currentStatus: (s) => ({ value0: s.state }),
    getDetails: (s) => ({ value0: orderDetails(s) }),
    getFeeParams: (s) => ({ params: { ...s.fee } }),
    getExpectedSpentAmount: (s, i) => {
      const [a, f] = expectedSpent(amountsOf(s), big(i.amount), s.fee);
      return { value0: a, value1: f };
    },
    getExpectedReceiveAmount: (s, i) => {
      const [a, f] = expectedReceive(amountsOf(s), big(i.amount), s.fee);
      return { value0: a, value1: f };
    },
    buildPayload: (_s, i) => ({ value0: encodeExchangePayload(i) }),
  },
};
