/**
 * Pool entry points for tokens (onAcceptTokensTransfer from a pool wallet, onAcceptTokensMint for native coin
 * wrapped straight into the pool) and the liquidity operations: deposit and withdrawal through a DEX account
 * (depositLiquidity / withdrawLiquidity called by the account after it moved the tokens to the pool's wallets:
 * the queue is FIFO, so the tokens are in the pool's wallets before anything leaves them), and the direct LP
 * withdrawal (LP transfer with a WITHDRAW_LIQUIDITY_V2 payload).
 */
import { DexPairAbi, type FunctionInput, type TokenCallbacksAbi, ZERO_ADDRESS } from '@tycho/abi';
import { ensure, type HandlerContext } from '../../engine/types';
import { emitEvent } from '../../engine/typed-model';
import { addAt, at } from '../../engine/must';
import { big } from '../tip3';
import { ACCOUNT_KIND, accountInit, DexErrors, DexGas, DexOp } from './constants';
import { decodeContext, decodeData, decodePayload, decodeUserOther, type PayloadHead } from './payload';
import { cancel, type Incoming, revertHop, type RouteContext, runStep } from './pool-exchange';
import {
  burnLp,
  callback,
  emitSync,
  gasBack,
  indexOfRoot,
  LP_INDEX,
  depositResult,
  withdrawResult,
  mintLp,
  poolAddress,
  reservePool,
  tokenAmounts,
  transferOut,
  walletOfIndex,
} from './pool-io';
import { type PoolState, quoteDeposit, quoteWithdraw } from './pool-state';

type Ctx = HandlerContext<PoolState>;

function onTokens(
  ctx: Ctx,
  root: string,
  amount: bigint,
  sender: string,
  gasTo: string,
  payload: string,
  viaMint: boolean,
) {
  const s = ctx.state;
  const index = indexOfRoot(s, root);
  const known = index >= 0 || root === s.lpRoot;
  ensure(known && ctx.sender === walletOfIndex(s, index), DexErrors.WRONG_TOKEN_ROOT);
  reservePool(ctx);
  const user = viaMint ? gasTo : sender;
  const incoming: Incoming = { index, amount, sender: user, gasTo: gasTo === ZERO_ADDRESS ? user : gasTo, viaMint };
  const head = decodePayload(payload);
  const fresh: RouteContext = {
    toNative: head ? decodeUserOther(head.other).toNative : false,
    nativeIn: viaMint,
    user,
    fromRoots: [],
    hops: [],
  };
  if (!head || !s.active || ctx.value < DexGas.OPERATION_MIN) return cancel(ctx, incoming, fresh, head);
  const other = viaMint ? undefined : decodeContext(head.other);
  const trusted =
    other !== undefined && other.fromRoots.length > 0 && sender === poolAddress(ctx, s.root, other.fromRoots);
  if (trusted && head.op === DexOp.REVERT_CROSS_EXCHANGE) return revertHop(ctx, incoming, other, head);
  const route = trusted ? other : fresh;
  const data = decodeData(head.op, head.data);
  if (!data) return cancel(ctx, incoming, route, head);
  switch (head.op) {
    case DexOp.EXCHANGE_V2:
    case DexOp.CROSS_PAIR_EXCHANGE_V2:
    case DexOp.WITHDRAW_LIQUIDITY_ONE_COIN:
      return runStep(
        ctx,
        incoming,
        route,
        head,
        at(data.expected, 0, 'expected amount'),
        data.outcoming,
        data.nextSteps,
      );
    case DexOp.DEPOSIT_LIQUIDITY_V2:
      return runStep(ctx, incoming, route, head, at(data.expected, 0, 'expected amount'), s.lpRoot, []);
    case DexOp.WITHDRAW_LIQUIDITY_V2:
      if (index === LP_INDEX && !trusted) return withdrawAll(ctx, incoming, head, data.expected);
  }
  return cancel(ctx, incoming, route, head);
}

/** LP in (direct transfer): burn it and pay every token out to the recipient. */
function withdrawAll(ctx: Ctx, incoming: Incoming, head: PayloadHead, expected: bigint[]) {
  const s = ctx.state;
  const route: RouteContext = { toNative: false, nativeIn: false, user: incoming.sender, fromRoots: [], hops: [] };
  const quote = quoteWithdraw(s, incoming.amount);
  const short = quote?.used.some((amount, index) => amount < (expected[index] ?? 0n));
  if (!quote || short) return cancel(ctx, incoming, route, head);
  const recipient = head.recipient === ZERO_ADDRESS ? incoming.sender : head.recipient;
  const old = s.balances;
  payOutWithdrawal(ctx, quote, incoming.amount, incoming.sender, recipient, incoming.gasTo, head.deployWalletGrams);
  const result = withdrawResult(s, old, quote);
  callback(ctx, incoming.sender, 'dexPairWithdrawSuccessV2', { id: head.id, via_account: false, result });
  gasBack(ctx, incoming.gasTo);
}

function payOutWithdrawal(
  ctx: Ctx,
  q: NonNullable<ReturnType<typeof quoteWithdraw>>,
  lp: bigint,
  sender: string,
  recipient: string,
  gasTo: string,
  deployWalletValue: bigint,
) {
  const s = ctx.state;
  s.balances = q.balances;
  s.lpSupply = q.lpSupply;
  burnLp(ctx, lp, gasTo);
  for (const [index, amount] of q.used.entries()) {
    if (amount > 0n) transferOut(ctx, { index, amount, recipient, deployWalletValue, gasTo });
  }
  emitEvent(ctx, DexPairAbi, 'WithdrawLiquidity', { sender, owner: recipient, lp, tokens: tokenAmounts(s, q.used) });
  emitSync(ctx);
}

const accountOf = (ctx: Ctx, owner: string) => ctx.addressOf(ACCOUNT_KIND, accountInit(ctx.state.root, owner));

/** Tokens that arrived with a transfer notification (`onAcceptTokensTransfer`, named per pool kind). */
export interface TokensIn {
  root: string;
  amount: string;
  sender: string;
  gasTo: string;
  payload: string;
}

export function onAcceptTokensTransfer(ctx: Ctx, t: TokensIn) {
  onTokens(ctx, t.root, big(t.amount), t.sender, t.gasTo, t.payload, false);
}

/** Native coin wrapped straight into this pool (WTYCHO minted to the pool's wallet). */
export function onAcceptTokensMint(ctx: Ctx, i: FunctionInput<typeof TokenCallbacksAbi, 'onAcceptTokensMint'>) {
  ensure(i.tokenRoot === ctx.state.wtycho, DexErrors.WRONG_TOKEN_ROOT);
  onTokens(ctx, i.tokenRoot, big(i.amount), i.remainingGasTo, i.remainingGasTo, i.payload, true);
}

interface TokenAmount {
  amount: string;
  root: string;
}

/** `depositLiquidity` from a DEX account (named per pool kind). */
export interface DepositIn {
  callId: string;
  operations: TokenAmount[];
  expected: TokenAmount;
  autoChange: boolean;
  owner: string;
  gasTo: string;
}

/** From a DEX account, after it transferred the operations' tokens to this pool's wallets. */
export function depositLiquidity(ctx: Ctx, { callId, operations, expected, autoChange, owner, gasTo }: DepositIn) {
  const s = ctx.state;
  const account = accountOf(ctx, owner);
  ensure(ctx.sender === account, DexErrors.NOT_ACCOUNT);
  reservePool(ctx);
  const amounts = s.roots.map(() => 0n);
  for (const op of operations)
    addAt(amounts, s.roots.indexOf(op.root), big(op.amount), 'deposit amount of a pool root');
  const q = s.active ? quoteDeposit(s, amounts, autoChange) : undefined;
  const giveBack = (list: bigint[]) => {
    for (const [index, amount] of list.entries()) {
      if (amount > 0n) transferOut(ctx, { index, amount, recipient: account, gasTo: owner, notify: true });
    }
  };
  if (!q || q.lpAmount < big(expected.amount)) {
    giveBack(amounts);
    callback(ctx, owner, 'dexPairOperationCancelled', { id: callId });
    return gasBack(ctx, gasTo);
  }
  const old = s.balances;
  s.balances = q.balances;
  s.accumulatedFees = s.accumulatedFees.map((fee, index) => fee + at(q.beneficiaryFees, index, 'beneficiary fee'));
  mintLp(ctx, q.lpAmount, owner, gasTo, DexGas.DEPLOY_WALLET_VALUE);
  giveBack(q.change);
  emitEvent(ctx, DexPairAbi, 'DepositLiquidity', {
    sender: account,
    owner,
    tokens: tokenAmounts(s, q.used),
    lp: q.lpAmount,
  });
  emitSync(ctx);
  callback(ctx, owner, 'dexPairDepositLiquiditySuccessV2', {
    id: callId,
    via_account: true,
    result: depositResult(s, old, q),
  });
  gasBack(ctx, gasTo);
}

/** `withdrawLiquidity` from a DEX account (named per pool kind). */
export interface WithdrawIn {
  callId: string;
  operation: TokenAmount;
  expected: TokenAmount[];
  owner: string;
  gasTo: string;
}

/** From a DEX account, after it transferred the LP tokens to this pool's LP wallet. */
export function withdrawLiquidity(ctx: Ctx, { callId, operation, expected, owner, gasTo }: WithdrawIn) {
  const s = ctx.state;
  const account = accountOf(ctx, owner);
  ensure(ctx.sender === account, DexErrors.NOT_ACCOUNT);
  reservePool(ctx);
  const lp = big(operation.amount);
  const q = quoteWithdraw(s, lp);
  const tooLow = (e: TokenAmount) => {
    const index = s.roots.indexOf(e.root);
    return index >= 0 && (q?.used[index] ?? 0n) < big(e.amount);
  };
  if (!q || operation.root !== s.lpRoot || expected.some(tooLow)) {
    transferOut(ctx, { index: LP_INDEX, amount: lp, recipient: account, gasTo: owner, notify: true });
    callback(ctx, owner, 'dexPairOperationCancelled', { id: callId });
    return gasBack(ctx, gasTo);
  }
  const old = s.balances;
  payOutWithdrawal(ctx, q, lp, account, owner, gasTo, DexGas.DEPLOY_WALLET_VALUE);
  callback(ctx, owner, 'dexPairWithdrawSuccessV2', {
    id: callId,
    via_account: true,
    result: withdrawResult(s, old, q),
  });
  gasBack(ctx, gasTo);
}
