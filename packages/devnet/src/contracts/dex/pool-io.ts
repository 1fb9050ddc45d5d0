/**
 * What pools send: token transfers out of their wallets, LP mints and burns, unwraps through the vault, callbacks
 * to the user's wallet and the pool events (real DexPair event ABIs).
 */
import {
  callOf,
  DexPairAbi,
  DexPairCallbacksAbi,
  type FunctionArgs,
  type FunctionName,
  TokenRootAbi,
  TokenWalletAbi,
  ZERO_ADDRESS,
} from '@tycho/abi';
import { EMPTY_CELL } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import type { HandlerContext } from '../../engine/types';
import { emitEvent } from '../../engine/typed-model';
import { at } from '../../engine/must';
import { max } from '../tip3';
import { DexGas, POOL_PLATFORM, poolInit } from './constants';
import { encodeUnwrapTo } from './payload';
import type { PoolState } from './pool-state';

type Ctx = HandlerContext<PoolState>;

/** Keep the pool's own balance (at least its target) and spend only what the inbound message brought. */
export const reservePool = (ctx: Ctx) => ctx.reserve(max(ctx.balanceBefore, DexGas.TARGET_BALANCE));

/** The index that names the pool's LP token where token indices (`roots[index]`) are expected. */
export const LP_INDEX = -1;

/** The wallet of a token of this pool (by index, or LP_INDEX for the LP token). */
export const walletOfIndex = (s: PoolState, index: number) =>
  index === LP_INDEX ? s.lpWallet : at(s.wallets, index, 'pool wallet');
export const rootOfIndex = (s: PoolState, index: number) =>
  index === LP_INDEX ? s.lpRoot : at(s.roots, index, 'pool root');
export const indexOfRoot = (s: PoolState, root: string) => (root === s.lpRoot ? LP_INDEX : s.roots.indexOf(root));

/** The address of the pool of these roots (any kind): how pools and accounts recognise each other. */
export const poolAddress = (ctx: { addressOf: Ctx['addressOf'] }, dexRoot: string, roots: string[]) =>
  ctx.addressOf(POOL_PLATFORM, poolInit(dexRoot, roots));

export interface TransferArgs {
  /** Index of the token to send (LP_INDEX: the LP token). */
  index: number;
  amount: bigint;
  recipient: string;
  deployWalletValue?: bigint;
  gasTo: string;
  notify?: boolean;
  payload?: string;
  /** Attach all the gas left (hops to the next pool carry the operation's gas along). */
  all?: boolean;
}

export function transferOut(ctx: Ctx, a: TransferArgs) {
  const dwv = a.deployWalletValue ?? 0n;
  ctx.send({
    to: walletOfIndex(ctx.state, a.index),
    value: a.all ? 0n : DexGas.TRANSFER + dwv,
    flag: a.all ? Flag.ALL_NOT_RESERVED : 0,
    bounce: true,
    call: callOf(TokenWalletAbi, 'transfer', {
      amount: a.amount,
      recipient: a.recipient,
      deployWalletValue: dwv,
      remainingGasTo: a.gasTo,
      notify: a.notify ?? false,
      payload: a.payload ?? EMPTY_CELL,
    }),
  });
}

/** WTYCHO out as native coin: a transfer to the vault whose payload names the coin's receiver. */
export function unwrapOut(ctx: Ctx, index: number, amount: bigint, receiver: string, gasTo: string, all = false) {
  transferOut(ctx, {
    index,
    amount,
    recipient: ctx.state.vault,
    gasTo,
    notify: true,
    payload: encodeUnwrapTo(receiver),
    all,
  });
}

export function mintLp(ctx: Ctx, amount: bigint, recipient: string, gasTo: string, deployWalletValue: bigint) {
  ctx.state.lpSupply += amount;
  ctx.send({
    to: ctx.state.lpRoot,
    value: DexGas.TRANSFER + deployWalletValue,
    bounce: true,
    call: callOf(TokenRootAbi, 'mint', {
      amount,
      recipient,
      deployWalletValue,
      remainingGasTo: gasTo,
      notify: false,
      payload: EMPTY_CELL,
    }),
  });
}

/** Burns LP tokens the pool's LP wallet holds (lpSupply is already reduced by the caller's quote). */
export function burnLp(ctx: Ctx, amount: bigint, gasTo: string) {
  ctx.send({
    to: ctx.state.lpWallet,
    value: DexGas.TRANSFER,
    bounce: true,
    call: callOf(TokenWalletAbi, 'burn', {
      amount,
      remainingGasTo: gasTo,
      callbackTo: ZERO_ADDRESS,
      payload: EMPTY_CELL,
    }),
  });
}

/** A DEX callback to the user's wallet (`DexPairCallbacks`): success, cancellation. */
export function callback<N extends FunctionName<typeof DexPairCallbacksAbi>>(
  ctx: Ctx,
  to: string,
  method: N,
  params: NoInfer<FunctionArgs<typeof DexPairCallbacksAbi, N>>,
) {
  ctx.send({
    to,
    value: DexGas.CALLBACK,
    flag: Flag.IGNORE_ERRORS,
    bounce: false,
    call: callOf(DexPairCallbacksAbi, method, params),
  });
}

/** Returns whatever gas is left to `gasTo` (last action of an operation). */
export const gasBack = (ctx: Ctx, gasTo: string) =>
  ctx.send({ to: gasTo, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });

export const emitSync = (ctx: Ctx) =>
  emitEvent(ctx, DexPairAbi, 'Sync', { reserves: ctx.state.balances, lp_supply: ctx.state.lpSupply });

export function emitExchange(
  ctx: Ctx,
  e: {
    sender: string;
    recipient: string;
    inIndex: number;
    amountIn: bigint;
    outIndex: number;
    amountOut: bigint;
    poolFee: bigint;
    beneficiaryFee: bigint;
    feeIndex: number;
  },
) {
  const s = ctx.state;
  emitEvent(ctx, DexPairAbi, 'Exchange', {
    sender: e.sender,
    recipient: e.recipient,
    spentTokenRoot: rootOfIndex(s, e.inIndex),
    spentAmount: e.amountIn,
    receiveTokenRoot: rootOfIndex(s, e.outIndex),
    receiveAmount: e.amountOut,
    fees: [
      {
        feeTokenRoot: rootOfIndex(s, e.feeIndex),
        pool_fee: e.poolFee,
        beneficiary_fee: e.beneficiaryFee,
        beneficiary: s.fee.beneficiary,
      },
    ],
  });
}

export const tokenAmounts = (s: PoolState, amounts: bigint[]) =>
  amounts.map((amount, index) => ({ amount, root: at(s.roots, index, 'pool root') }));

interface LiquidityChange {
  used: bigint[];
  lpAmount: bigint;
  poolFees: bigint[];
  beneficiaryFees: bigint[];
}

const resultRest = (s: PoolState, q: LiquidityChange) => ({
  result_balances: s.balances,
  invariant: 0n,
  differences: s.balances.map(() => 0n),
  sell: s.balances.map(() => false),
  pool_fees: q.poolFees,
  beneficiary_fees: q.beneficiaryFees,
});

/** The V2 deposit result tuple of the callbacks and expected* getters (LP received: `lp_reward`). */
export const depositResult = (s: PoolState, old: bigint[], q: LiquidityChange) => ({
  old_balances: old,
  amounts: q.used,
  lp_reward: q.lpAmount,
  ...resultRest(s, q),
});

/** The V2 withdrawal result tuple of the callbacks and expected* getters (LP spent: `lp_amount`). */
export const withdrawResult = (s: PoolState, old: bigint[], q: LiquidityChange) => ({
  lp_amount: q.lpAmount,
  old_balances: old,
  amounts: q.used,
  ...resultRest(s, q),
});
