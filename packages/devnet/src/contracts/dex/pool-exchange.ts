/**
 * Swaps through a pool: one step of a route (exchange, one-coin deposit token → LP, one-coin withdrawal LP →
 * token), forwarding to the next pool of a cross-pool route, delivery at the end (token, LP, or native coin through
 * the vault), and cancellation. A failing step sends what it received back to the previous pool with a
 * REVERT_CROSS_EXCHANGE payload; each pool undoes its own hop and passes the source token further back, so the
 * user always gets the SOURCE token back, with `dexPairOperationCancelled`.
 */
import { DexPairAbiJson } from '@tycho/abi';
import { EMPTY_CELL, ZERO_ADDRESS } from '../../engine/codec';
import type { HandlerContext } from '../../engine/types';
import { DexGas, DexOp, PoolType } from './constants';
import { encodeContext, encodePayload, type Hop, type HopContext, type NextStep, type PayloadHead } from './payload';
import {
  callback,
  emitExchange,
  emitSync,
  gasBack,
  depositResult,
  indexOfRoot,
  mintLp,
  burnLp,
  rootOfIndex,
  transferOut,
  unwrapOut,
} from './pool-io';
import { type PoolState, quoteDeposit, quoteExchange, quoteWithdrawOne } from './pool-state';

type Ctx = HandlerContext<PoolState>;

/** Tokens that reached the pool: from a transfer (sender = the sending wallet's owner) or a WTYCHO mint. */
export interface Incoming {
  k: number;
  amount: bigint;
  sender: string;
  gasTo: string;
  viaMint: boolean;
}

/** Who the route belongs to and what it did so far. */
export type RouteCtx = HopContext;

interface StepResult {
  kind: 0 | 1 | 2;
  outK: number;
  amountOut: bigint;
  poolFee: bigint;
  beneficiaryFee: bigint;
  feeK: number;
  apply(): void;
}

function quoteStep(s: PoolState, inK: number, amount: bigint, outRoot: string): StepResult | undefined {
  const outK = outRoot === ZERO_ADDRESS && s.roots.length === 2 && inK >= 0 ? 1 - inK : indexOfRoot(s, outRoot);
  if (outRoot !== ZERO_ADDRESS && outK === -1 && outRoot !== s.lpRoot) return undefined;
  if (inK >= 0 && outK >= 0) {
    const q = quoteExchange(s, inK, outK, amount);
    return (
      q && {
        kind: 0,
        outK,
        amountOut: q.amountOut,
        poolFee: q.poolFee,
        beneficiaryFee: q.beneficiaryFee,
        feeK: inK,
        apply: () => {
          s.balances = q.balances;
          s.accumulatedFees[inK]! += q.beneficiaryFee;
        },
      }
    );
  }
  if (inK === -1 && outK >= 0 && s.type !== PoolType.CONSTANT_PRODUCT) {
    const q = quoteWithdrawOne(s, amount, outK);
    return (
      q && {
        kind: 1,
        outK,
        amountOut: q.used[outK]!,
        poolFee: q.poolFees[outK]!,
        beneficiaryFee: q.beneficiaryFees[outK]!,
        feeK: outK,
        apply: () => {
          s.balances = q.balances;
          s.lpSupply = q.lpSupply;
          s.accumulatedFees[outK]! += q.beneficiaryFees[outK]!;
        },
      }
    );
  }
  if (inK >= 0 && outK === -1) {
    const amounts = s.roots.map((_, k) => (k === inK ? amount : 0n));
    const q = quoteDeposit(s, amounts, true);
    return (
      q && {
        kind: 2,
        outK,
        amountOut: q.lpAmount,
        poolFee: q.poolFees[inK]!,
        beneficiaryFee: q.beneficiaryFees[inK]!,
        feeK: inK,
        apply: () => {
          s.balances = q.balances;
          s.accumulatedFees = s.accumulatedFees.map((a, k) => a + q.beneficiaryFees[k]!);
        },
      }
    );
  }
  return undefined;
}

const recipientOf = (head: PayloadHead, rc: RouteCtx) => (head.recipient === ZERO_ADDRESS ? rc.user : head.recipient);

/** Runs one route step here; forwards to the next pool or delivers; cancels when the minimum is not met. */
export function runStep(
  ctx: Ctx,
  inc: Incoming,
  rc: RouteCtx,
  head: PayloadHead,
  expected: bigint,
  outRoot: string,
  next: NextStep[],
) {
  const s = ctx.state;
  const q = quoteStep(s, inc.k, inc.amount, outRoot);
  if (!q || q.amountOut < expected || q.amountOut === 0n || next.length > 1 || (q.kind === 2 && next.length)) {
    return cancel(ctx, inc, rc, head);
  }
  q.apply();
  const recipient = recipientOf(head, rc);
  if (q.kind === 0) {
    emitExchange(ctx, { sender: rc.user, recipient, inK: inc.k, amountIn: inc.amount, ...q });
  } else {
    const event = q.kind === 1 ? 'WithdrawLiquidity' : 'DepositLiquidity';
    const k = q.kind === 1 ? q.outK : inc.k;
    const tokens = [{ amount: q.kind === 1 ? q.amountOut : inc.amount, root: s.roots[k]! }];
    const lp = q.kind === 1 ? inc.amount : q.amountOut;
    ctx.emit(
      DexPairAbiJson,
      event,
      q.kind === 1
        ? { sender: rc.user, owner: recipient, lp, tokens }
        : { sender: rc.user, owner: recipient, tokens, lp },
    );
  }
  if (q.kind === 1) burnLp(ctx, inc.amount, inc.gasTo);
  emitSync(ctx);
  const hop: Hop = {
    pool: ctx.self,
    kind: q.kind === 1 ? 1 : 0,
    inRoot: rootOfIndex(s, inc.k),
    outRoot: rootOfIndex(s, q.outK),
    amountIn: inc.amount,
    amountOut: q.amountOut,
    beneficiaryFee: q.beneficiaryFee,
  };
  const hops = [...rc.hops, hop];
  if (next.length) {
    const other = encodeContext({ ...rc, fromRoots: s.roots, hops });
    const payload = encodePayload({ ...head, op: DexOp.CROSS_PAIR_EXCHANGE_V2, other, data: next[0]!.payload });
    transferOut(ctx, {
      k: q.outK,
      amount: q.amountOut,
      recipient: next[0]!.pool,
      gasTo: inc.gasTo,
      notify: true,
      payload,
      all: true,
    });
    return;
  }
  const gasTo = inc.gasTo;
  // Callbacks first (they cannot fail the transaction); the delivery then carries all the gas left.
  const first = hops[0]!;
  if (head.op === DexOp.DEPOSIT_LIQUIDITY_V2) {
    const result = oneCoinDepositResult(s, inc, q);
    callback(ctx, rc.user, 'dexPairDepositLiquiditySuccessV2', { id: head.id, via_account: false, result });
  } else {
    callback(ctx, rc.user, 'dexPairExchangeSuccessV2', {
      id: head.id,
      via_account: false,
      result: {
        spent_token: first.inRoot,
        received_token: hop.outRoot,
        spent: first.amountIn,
        fee: q.poolFee + q.beneficiaryFee,
        received: q.amountOut,
      },
    });
  }
  if (q.kind === 2) {
    mintLp(ctx, q.amountOut, recipient, gasTo, head.deployWalletGrams);
    return gasBack(ctx, gasTo);
  }
  if (rc.toNative && rootOfIndex(s, q.outK) === s.wtycho)
    return unwrapOut(ctx, q.outK, q.amountOut, recipient, gasTo, true);
  transferOut(ctx, {
    k: q.outK,
    amount: q.amountOut,
    recipient,
    deployWalletValue: head.deployWalletGrams,
    gasTo,
    notify: head.success !== undefined,
    payload: head.success ?? EMPTY_CELL,
    all: true,
  });
}

function oneCoinDepositResult(s: PoolState, inc: Incoming, q: StepResult) {
  const per = (v: bigint) => s.roots.map((_, k) => (k === inc.k ? v : 0n));
  return depositResult(s, s.balances, {
    used: per(inc.amount),
    lpAmount: q.amountOut,
    poolFees: per(q.poolFee),
    beneficiaryFees: per(q.beneficiaryFee),
  });
}

/** The step failed: first pool → the tokens go back to the user; later pool → back to the previous pool. */
export function cancel(ctx: Ctx, inc: Incoming, rc: RouteCtx, head: PayloadHead | undefined) {
  if (rc.hops.length) return sendRevert(ctx, inc.k, inc.amount, rc, head!, inc.gasTo);
  returnToUser(ctx, inc.k, inc.amount, rc, head, inc.gasTo);
}

function sendRevert(ctx: Ctx, k: number, amount: bigint, rc: RouteCtx, head: PayloadHead, gasTo: string) {
  const other = encodeContext({ ...rc, fromRoots: ctx.state.roots });
  const payload = encodePayload({ ...head, op: DexOp.REVERT_CROSS_EXCHANGE, other, data: EMPTY_CELL });
  transferOut(ctx, { k, amount, recipient: rc.hops.at(-1)!.pool, gasTo, notify: true, payload, all: true });
}

function returnToUser(ctx: Ctx, k: number, amount: bigint, rc: RouteCtx, head: PayloadHead | undefined, gasTo: string) {
  const s = ctx.state;
  if (head) callback(ctx, rc.user, 'dexPairOperationCancelled', { id: head.id });
  if (rc.nativeIn && rootOfIndex(s, k) === s.wtycho) return unwrapOut(ctx, k, amount, rc.user, gasTo, true);
  transferOut(ctx, {
    k,
    amount,
    recipient: rc.user,
    deployWalletValue: DexGas.DEPLOY_WALLET_VALUE,
    gasTo,
    notify: head?.cancel !== undefined,
    payload: head?.cancel ?? EMPTY_CELL,
    all: true,
  });
}

/** A later step failed: undo this pool's hop and pass the source token back (or to the user at the first hop). */
export function revertHop(ctx: Ctx, inc: Incoming, rc: RouteCtx, head: PayloadHead) {
  const s = ctx.state;
  const hop = rc.hops.at(-1);
  const inK = hop ? indexOfRoot(s, hop.inRoot) : -2;
  const valid = hop && hop.pool === ctx.self && hop.outRoot === rootOfIndex(s, inc.k) && hop.amountOut === inc.amount;
  if (!valid || !undo(s, hop, inK, inc.k)) {
    // Cannot undo (the pool moved too far meanwhile): the user gets the intermediate token, like the real DEX.
    return returnToUser(ctx, inc.k, inc.amount, { ...rc, nativeIn: false }, head, inc.gasTo);
  }
  emitExchange(ctx, {
    sender: rc.user,
    recipient: rc.user,
    inK: inc.k,
    amountIn: inc.amount,
    outK: inK,
    amountOut: hop.amountIn,
    poolFee: 0n,
    beneficiaryFee: 0n,
    feeK: inc.k,
  });
  emitSync(ctx);
  const back = { ...rc, hops: rc.hops.slice(0, -1) };
  if (back.hops.length) return sendRevert(ctx, inK, hop.amountIn, back, head, inc.gasTo);
  if (hop.kind === 1) {
    mintLp(ctx, hop.amountIn, rc.user, inc.gasTo, DexGas.DEPLOY_WALLET_VALUE);
    callback(ctx, rc.user, 'dexPairOperationCancelled', { id: head.id });
    return gasBack(ctx, inc.gasTo);
  }
  returnToUser(ctx, inK, hop.amountIn, back, head, inc.gasTo);
}

/** The exact inverse of a hop's state change; false (nothing changed) when the reserves no longer allow it. */
function undo(s: PoolState, hop: Hop, inK: number, outK: number): boolean {
  const fee = hop.beneficiaryFee;
  if (hop.kind === 0) {
    const fromFees = s.accumulatedFees[inK]! < fee ? s.accumulatedFees[inK]! : fee;
    const take = hop.amountIn - fromFees;
    if (inK < 0 || s.balances[inK]! <= take) return false;
    s.accumulatedFees[inK]! -= fromFees;
    s.balances[inK]! -= take;
    s.balances[outK]! += hop.amountOut;
    return true;
  }
  const fromFees = s.accumulatedFees[outK]! < fee ? s.accumulatedFees[outK]! : fee;
  s.accumulatedFees[outK]! -= fromFees;
  s.balances[outK]! += hop.amountOut + fromFees;
  return true;
}
