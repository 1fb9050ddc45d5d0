/**
 * Swaps through a pool: one step of a route (exchange, one-coin deposit token → LP, one-coin withdrawal LP →
 * token), forwarding to the next pool of a cross-pool route, delivery at the end (token, LP, or native coin through
 * the vault), and cancellation. A failing step sends what it received back to the previous pool with a
 * REVERT_CROSS_EXCHANGE payload; each pool undoes its own hop and passes the source token further back, so the
 * user always gets the SOURCE token back, with `dexPairOperationCancelled`.
 *
 * Tokens are named by their index in the pool (`roots[index]`); index -1 is the pool's LP token.
 */
import { DexPairAbi, DexPoolType, ZERO_ADDRESS } from '@tycho/abi';
import { EMPTY_CELL } from '../../engine/codec';
import type { HandlerContext } from '../../engine/types';
import { emitEvent } from '../../engine/typed-model';
import { addAt, at, must } from '../../engine/must';
import { DexGas, DexOp } from './constants';
import { encodeContext, encodePayload, type Hop, type HopContext, type NextStep, type PayloadHead } from './payload';
import {
  burnLp,
  callback,
  depositResult,
  emitExchange,
  emitSync,
  gasBack,
  indexOfRoot,
  LP_INDEX,
  mintLp,
  rootOfIndex,
  transferOut,
  unwrapOut,
} from './pool-io';
import { type PoolState, quoteDeposit, quoteExchange, quoteWithdrawOne } from './pool-state';

type Ctx = HandlerContext<PoolState>;

/** Tokens that reached the pool: from a transfer (sender = the sending wallet's owner) or a WTYCHO mint. */
export interface Incoming {
  /** Index of the received token in the pool (LP_INDEX for the LP token). */
  index: number;
  amount: bigint;
  sender: string;
  gasTo: string;
  viaMint: boolean;
}

/** The route a step belongs to: who it is for and the hops done so far (carried from pool to pool). */
export type RouteContext = HopContext;

/** What one step does with the tokens it received. */
type StepAction = 'exchange' | 'withdrawOneCoin' | 'depositOneCoin';

interface StepQuote {
  action: StepAction;
  /** Index of the token the step delivers (LP_INDEX for a one-coin deposit). */
  outIndex: number;
  amountOut: bigint;
  poolFee: bigint;
  beneficiaryFee: bigint;
  /** Index of the token the fee is taken in. */
  feeIndex: number;
  /** Applies the quoted change to the pool's state. */
  apply(): void;
}

/** Hop kinds as the route context encodes them (payload.ts): 0 an exchange or deposit, 1 a one-coin withdrawal. */
const hopKind = (action: StepAction) => (action === 'withdrawOneCoin' ? 1 : 0);

function quoteStep(s: PoolState, inIndex: number, amount: bigint, outRoot: string): StepQuote | undefined {
  const otherOfPair = outRoot === ZERO_ADDRESS && s.roots.length === 2 && inIndex >= 0;
  const outIndex = otherOfPair ? 1 - inIndex : indexOfRoot(s, outRoot);
  if (outRoot !== ZERO_ADDRESS && outIndex === LP_INDEX && outRoot !== s.lpRoot) return undefined;
  if (inIndex >= 0 && outIndex >= 0) {
    const quote = quoteExchange(s, inIndex, outIndex, amount);
    return (
      quote && {
        action: 'exchange',
        outIndex,
        amountOut: quote.amountOut,
        poolFee: quote.poolFee,
        beneficiaryFee: quote.beneficiaryFee,
        feeIndex: inIndex,
        apply: () => {
          s.balances = quote.balances;
          addAt(s.accumulatedFees, inIndex, quote.beneficiaryFee, 'accumulated fee');
        },
      }
    );
  }
  if (inIndex === LP_INDEX && outIndex >= 0 && s.type !== DexPoolType.ConstantProduct) {
    const quote = quoteWithdrawOne(s, amount, outIndex);
    if (!quote) return quote;
    const beneficiaryFee = at(quote.beneficiaryFees, outIndex, 'withdrawal beneficiary fee');
    return {
      action: 'withdrawOneCoin',
      outIndex,
      amountOut: at(quote.used, outIndex, 'withdrawal amount'),
      poolFee: at(quote.poolFees, outIndex, 'withdrawal pool fee'),
      beneficiaryFee,
      feeIndex: outIndex,
      apply: () => {
        s.balances = quote.balances;
        s.lpSupply = quote.lpSupply;
        addAt(s.accumulatedFees, outIndex, beneficiaryFee, 'accumulated fee');
      },
    };
  }
  if (inIndex >= 0 && outIndex === LP_INDEX) {
    const amounts = s.roots.map((_, index) => (index === inIndex ? amount : 0n));
    const quote = quoteDeposit(s, amounts, true);
    return (
      quote && {
        action: 'depositOneCoin',
        outIndex,
        amountOut: quote.lpAmount,
        poolFee: at(quote.poolFees, inIndex, 'deposit pool fee'),
        beneficiaryFee: at(quote.beneficiaryFees, inIndex, 'deposit beneficiary fee'),
        feeIndex: inIndex,
        apply: () => {
          s.balances = quote.balances;
          s.accumulatedFees = s.accumulatedFees.map(
            (fee, index) => fee + at(quote.beneficiaryFees, index, 'deposit beneficiary fee'),
          );
        },
      }
    );
  }
  return undefined;
}

const recipientOf = (head: PayloadHead, route: RouteContext) =>
  head.recipient === ZERO_ADDRESS ? route.user : head.recipient;

/** Runs one route step here; forwards to the next pool or delivers; cancels when the minimum is not met. */
export function runStep(
  ctx: Ctx,
  incoming: Incoming,
  route: RouteContext,
  head: PayloadHead,
  expected: bigint,
  outRoot: string,
  next: NextStep[],
) {
  const s = ctx.state;
  const step = quoteStep(s, incoming.index, incoming.amount, outRoot);
  const deposit = step?.action === 'depositOneCoin';
  if (!step || step.amountOut < expected || step.amountOut === 0n || next.length > 1 || (deposit && next.length)) {
    return cancel(ctx, incoming, route, head);
  }
  step.apply();
  const recipient = recipientOf(head, route);
  if (step.action === 'exchange') {
    emitExchange(ctx, { sender: route.user, recipient, inIndex: incoming.index, amountIn: incoming.amount, ...step });
  } else if (step.action === 'withdrawOneCoin') {
    const tokens = [{ amount: step.amountOut, root: at(s.roots, step.outIndex, 'pool root') }];
    const event = { sender: route.user, owner: recipient, lp: incoming.amount, tokens };
    emitEvent(ctx, DexPairAbi, 'WithdrawLiquidity', event);
    burnLp(ctx, incoming.amount, incoming.gasTo);
  } else {
    const tokens = [{ amount: incoming.amount, root: at(s.roots, incoming.index, 'pool root') }];
    const event = { sender: route.user, owner: recipient, tokens, lp: step.amountOut };
    emitEvent(ctx, DexPairAbi, 'DepositLiquidity', event);
  }
  emitSync(ctx);
  const hop: Hop = {
    pool: ctx.self,
    kind: hopKind(step.action),
    inRoot: rootOfIndex(s, incoming.index),
    outRoot: rootOfIndex(s, step.outIndex),
    amountIn: incoming.amount,
    amountOut: step.amountOut,
    beneficiaryFee: step.beneficiaryFee,
  };
  const hops = [...route.hops, hop];
  const [nextStep] = next;
  if (nextStep) {
    const other = encodeContext({ ...route, fromRoots: s.roots, hops });
    const payload = encodePayload({ ...head, op: DexOp.CROSS_PAIR_EXCHANGE_V2, other, data: nextStep.payload });
    transferOut(ctx, {
      index: step.outIndex,
      amount: step.amountOut,
      recipient: nextStep.pool,
      gasTo: incoming.gasTo,
      notify: true,
      payload,
      all: true,
    });
    return;
  }
  const gasTo = incoming.gasTo;
  // Callbacks first (they cannot fail the transaction); the delivery then carries all the gas left.
  const first = at(hops, 0, 'first hop of the route');
  if (head.op === DexOp.DEPOSIT_LIQUIDITY_V2) {
    const result = oneCoinDepositResult(s, incoming, step);
    callback(ctx, route.user, 'dexPairDepositLiquiditySuccessV2', { id: head.id, via_account: false, result });
  } else {
    callback(ctx, route.user, 'dexPairExchangeSuccessV2', {
      id: head.id,
      via_account: false,
      result: {
        spent_token: first.inRoot,
        received_token: hop.outRoot,
        spent: first.amountIn,
        fee: step.poolFee + step.beneficiaryFee,
        received: step.amountOut,
      },
    });
  }
  if (deposit) {
    mintLp(ctx, step.amountOut, recipient, gasTo, head.deployWalletGrams);
    return gasBack(ctx, gasTo);
  }
  if (route.toNative && rootOfIndex(s, step.outIndex) === s.wtycho)
    return unwrapOut(ctx, step.outIndex, step.amountOut, recipient, gasTo, true);
  transferOut(ctx, {
    index: step.outIndex,
    amount: step.amountOut,
    recipient,
    deployWalletValue: head.deployWalletGrams,
    gasTo,
    notify: head.success !== undefined,
    payload: head.success ?? EMPTY_CELL,
    all: true,
  });
}

function oneCoinDepositResult(s: PoolState, incoming: Incoming, step: StepQuote) {
  const onlyIncoming = (value: bigint) => s.roots.map((_, index) => (index === incoming.index ? value : 0n));
  return depositResult(s, s.balances, {
    used: onlyIncoming(incoming.amount),
    lpAmount: step.amountOut,
    poolFees: onlyIncoming(step.poolFee),
    beneficiaryFees: onlyIncoming(step.beneficiaryFee),
  });
}

/** The step failed: first pool → the tokens go back to the user; later pool → back to the previous pool. */
export function cancel(ctx: Ctx, incoming: Incoming, route: RouteContext, head: PayloadHead | undefined) {
  if (route.hops.length) {
    const revertHead = must(head, 'payload head of a cross-pool step');
    return sendRevert(ctx, incoming.index, incoming.amount, route, revertHead, incoming.gasTo);
  }
  returnToUser(ctx, incoming.index, incoming.amount, route, head, incoming.gasTo);
}

function sendRevert(ctx: Ctx, index: number, amount: bigint, route: RouteContext, head: PayloadHead, gasTo: string) {
  const other = encodeContext({ ...route, fromRoots: ctx.state.roots });
  const payload = encodePayload({ ...head, op: DexOp.REVERT_CROSS_EXCHANGE, other, data: EMPTY_CELL });
  const recipient = must(route.hops.at(-1), 'previous hop of the route').pool;
  transferOut(ctx, { index, amount, recipient, gasTo, notify: true, payload, all: true });
}

function returnToUser(
  ctx: Ctx,
  index: number,
  amount: bigint,
  route: RouteContext,
  head: PayloadHead | undefined,
  gasTo: string,
) {
  const s = ctx.state;
  if (head) callback(ctx, route.user, 'dexPairOperationCancelled', { id: head.id });
  if (route.nativeIn && rootOfIndex(s, index) === s.wtycho)
    return unwrapOut(ctx, index, amount, route.user, gasTo, true);
  transferOut(ctx, {
    index,
    amount,
    recipient: route.user,
    deployWalletValue: DexGas.DEPLOY_WALLET_VALUE,
    gasTo,
    notify: head?.cancel !== undefined,
    payload: head?.cancel ?? EMPTY_CELL,
    all: true,
  });
}

/** A later step failed: undo this pool's hop and pass the source token back (or to the user at the first hop). */
export function revertHop(ctx: Ctx, incoming: Incoming, route: RouteContext, head: PayloadHead) {
  const s = ctx.state;
  const hop = route.hops.at(-1);
  const hopInIndex = hop ? indexOfRoot(s, hop.inRoot) : -2;
  const valid =
    hop && hop.pool === ctx.self && hop.outRoot === rootOfIndex(s, incoming.index) && hop.amountOut === incoming.amount;
  if (!valid || !undo(s, hop, hopInIndex, incoming.index)) {
    // Cannot undo (the pool moved too far meanwhile): the user gets the intermediate token, like the real DEX.
    const asReceived = { ...route, nativeIn: false };
    return returnToUser(ctx, incoming.index, incoming.amount, asReceived, head, incoming.gasTo);
  }
  emitExchange(ctx, {
    sender: route.user,
    recipient: route.user,
    inIndex: incoming.index,
    amountIn: incoming.amount,
    outIndex: hopInIndex,
    amountOut: hop.amountIn,
    poolFee: 0n,
    beneficiaryFee: 0n,
    feeIndex: incoming.index,
  });
  emitSync(ctx);
  const back = { ...route, hops: route.hops.slice(0, -1) };
  if (back.hops.length) return sendRevert(ctx, hopInIndex, hop.amountIn, back, head, incoming.gasTo);
  if (hop.kind === hopKind('withdrawOneCoin')) {
    mintLp(ctx, hop.amountIn, route.user, incoming.gasTo, DexGas.DEPLOY_WALLET_VALUE);
    callback(ctx, route.user, 'dexPairOperationCancelled', { id: head.id });
    return gasBack(ctx, incoming.gasTo);
  }
  returnToUser(ctx, hopInIndex, hop.amountIn, back, head, incoming.gasTo);
}

/** The exact inverse of a hop's state change; false (nothing changed) when the reserves no longer allow it. */
function undo(s: PoolState, hop: Hop, inIndex: number, outIndex: number): boolean {
  const fee = hop.beneficiaryFee;
  if (hop.kind === hopKind('exchange')) {
    // An LP input (index -1) has no reserve to take back from.
    if (inIndex < 0) return false;
    const accumulated = at(s.accumulatedFees, inIndex, 'accumulated fee');
    const fromFees = accumulated < fee ? accumulated : fee;
    const take = hop.amountIn - fromFees;
    if (at(s.balances, inIndex, 'pool balance') <= take) return false;
    addAt(s.accumulatedFees, inIndex, -fromFees, 'accumulated fee');
    addAt(s.balances, inIndex, -take, 'pool balance');
    addAt(s.balances, outIndex, hop.amountOut, 'pool balance');
    return true;
  }
  const accumulated = at(s.accumulatedFees, outIndex, 'accumulated fee');
  const fromFees = accumulated < fee ? accumulated : fee;
  addAt(s.accumulatedFees, outIndex, -fromFees, 'accumulated fee');
  addAt(s.balances, outIndex, hop.amountOut + fromFees, 'pool balance');
  return true;
}
