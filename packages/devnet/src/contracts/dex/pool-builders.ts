/**
 * The payload builder getters of the pools (buildExchangePayloadV2, buildCrossPairExchangePayloadV2,
 * buildDepositLiquidityPayloadV2, buildWithdrawLiquidityPayloadV2, and the DexStablePool names without V2): the
 * API builds swap payloads by calling them with runLocal. Pairs and stable pairs spell their inputs `_id`,
 * `_deployWalletGrams`, ...; the stable pool `id`, `deploy_wallet_grams`, ... (and not always consistently): each
 * kind's getters read their own ABI's names and hand the same `PayloadArgs` to the one encoder.
 */
import { ZERO_ADDRESS } from '@tycho/abi';
import { ContractError, type GetterEnv } from '../../engine/types';
import type { TypedGetters } from '../../engine/typed-model';
import type { PairModel, StablePairModel, StablePoolModel } from './abi';
import { DexErrors, DexOp } from './constants';
import {
  encodeDepositData,
  encodeExchangeData,
  encodePayload,
  encodeStep,
  encodeUserOther,
  encodeWithdrawData,
  type NextStep,
} from './payload';
import { poolAddress } from './pool-io';
import type { PoolState } from './pool-state';

/** What every payload carries, whatever the kind calls it. */
interface PayloadArgs {
  id: string;
  deployWalletGrams: string;
  recipient: string;
  referrer: string;
  success: string | null;
  cancel: string | null;
  toNative?: boolean | null;
}

function payload(op: number, a: PayloadArgs, data: string) {
  const success = a.success ?? undefined;
  const cancel = a.cancel ?? undefined;
  if (cancel !== undefined && success === undefined) throw new ContractError(DexErrors.INVALID_NEXT_STEPS);
  return {
    value0: encodePayload({
      op,
      id: BigInt(a.id),
      deployWalletGrams: BigInt(a.deployWalletGrams),
      recipient: a.recipient,
      referrer: a.referrer,
      other: encodeUserOther(a.toNative),
      data,
      success,
      cancel,
    }),
  };
}

interface Step {
  amount: string;
  roots: string[];
  outcoming: string;
  numerator: string;
  nextStepIndices: string[];
}

/** The route tree below `indices`, as the real PairPayload encodes it (NextExchangeData per next pool). */
function nextSteps(s: PoolState, env: GetterEnv, steps: Step[], indices: string[], depth = 0): NextStep[] {
  if (depth > 3) throw new ContractError(DexErrors.INVALID_NEXT_STEPS);
  return indices.map((index) => {
    const step = steps[Number(index)];
    if (!step) throw new ContractError(DexErrors.INVALID_NEXT_STEPS);
    const children = nextSteps(s, env, steps, step.nextStepIndices, depth + 1);
    return {
      numerator: BigInt(step.numerator),
      pool: poolAddress(env, s.root, step.roots),
      payload: encodeStep({ expectedAmount: BigInt(step.amount), outcoming: step.outcoming, nextSteps: children }),
      nestedNodes: children.reduce((a, c) => a + c.nestedNodes, children.length),
      leaves: children.length ? children.reduce((a, c) => a + c.leaves, 0) : 1,
    };
  });
}

function crossPayload(
  s: PoolState,
  env: GetterEnv,
  a: PayloadArgs,
  expectedAmount: string,
  outcoming: string,
  steps: Step[],
  indices: string[],
) {
  if (!steps.length || !indices.length) throw new ContractError(DexErrors.INVALID_NEXT_STEPS);
  const data = encodeStep({
    expectedAmount: BigInt(expectedAmount),
    outcoming,
    nextSteps: nextSteps(s, env, steps, indices),
  });
  return payload(DexOp.CROSS_PAIR_EXCHANGE_V2, a, data);
}

/** The payload arguments of a pair's or stable pair's builder (`_toNative` is missing on some). */
const pairArgs = (i: {
  _id: string;
  _deployWalletGrams: string;
  _recipient: string;
  _referrer: string;
  _successPayload: string | null;
  _cancelPayload: string | null;
  _toNative?: boolean | null;
}): PayloadArgs => ({
  id: i._id,
  deployWalletGrams: i._deployWalletGrams,
  recipient: i._recipient,
  referrer: i._referrer,
  success: i._successPayload,
  cancel: i._cancelPayload,
  toNative: i._toNative,
});

/** DexPair and DexStablePair. */
export const pairBuilders = {
  buildExchangePayloadV2: (_s, i) =>
    payload(DexOp.EXCHANGE_V2, pairArgs(i), encodeExchangeData(BigInt(i._expectedAmount), ZERO_ADDRESS)),
  buildDepositLiquidityPayloadV2: (_s, i) =>
    payload(DexOp.DEPOSIT_LIQUIDITY_V2, pairArgs(i), encodeDepositData(BigInt(i._expectedAmount))),
  buildWithdrawLiquidityPayloadV2: (_s, i) =>
    payload(
      DexOp.WITHDRAW_LIQUIDITY_V2,
      pairArgs(i),
      encodeWithdrawData([BigInt(i._expectedLeftAmount), BigInt(i._expectedRightAmount)]),
    ),
  buildCrossPairExchangePayloadV2: (s, i, env) =>
    crossPayload(s, env, pairArgs(i), i._expectedAmount, i._outcoming, i._steps, i._nextStepIndices),
} satisfies TypedGetters<PoolState, typeof StablePairModel> & TypedGetters<PoolState, typeof PairModel>;

const poolArgs = (i: {
  id: string;
  recipient: string;
  referrer: string;
  success_payload: string | null;
  cancel_payload: string | null;
}): Omit<PayloadArgs, 'deployWalletGrams'> => ({
  id: i.id,
  recipient: i.recipient,
  referrer: i.referrer,
  success: i.success_payload,
  cancel: i.cancel_payload,
});

/** DexStablePool (its own names, which differ between its builders). */
export const poolBuilders = {
  buildExchangePayload: (_s, i) =>
    payload(
      DexOp.EXCHANGE_V2,
      { ...poolArgs(i), deployWalletGrams: i.deploy_wallet_grams, toNative: i.toNative },
      encodeExchangeData(BigInt(i.expected_amount), i.outcoming),
    ),
  buildDepositLiquidityPayload: (_s, i) =>
    payload(
      DexOp.DEPOSIT_LIQUIDITY_V2,
      { ...poolArgs(i), deployWalletGrams: i.deploy_wallet_grams },
      encodeDepositData(BigInt(i.expected_amount)),
    ),
  buildWithdrawLiquidityPayload: (_s, i) =>
    payload(
      DexOp.WITHDRAW_LIQUIDITY_V2,
      { ...poolArgs(i), deployWalletGrams: i.deploy_wallet_grams, toNative: i.to_native },
      encodeWithdrawData(i.expected_amounts.map(BigInt)),
    ),
  buildWithdrawLiquidityOneCoinPayload: (_s, i) =>
    payload(
      DexOp.WITHDRAW_LIQUIDITY_ONE_COIN,
      { ...poolArgs(i), deployWalletGrams: i.deploy_wallet_grams, toNative: i.to_native },
      encodeExchangeData(BigInt(i.expected_amount), i.outcoming),
    ),
  buildCrossPairExchangePayload: (s, i, env) =>
    crossPayload(
      s,
      env,
      { ...poolArgs(i), deployWalletGrams: i.deployWalletGrams, toNative: i.to_native },
      i.expectedAmount,
      i.outcoming,
      i.steps,
      i.nextStepIndices,
    ),
} satisfies TypedGetters<PoolState, typeof StablePoolModel>;
