/**
 * The payload builder getters of the pools (buildExchangePayloadV2, buildCrossPairExchangePayloadV2,
 * buildDepositLiquidityPayloadV2, buildWithdrawLiquidityPayloadV2, and the DexStablePool names without V2): the
 * API builds swap payloads by calling them with runLocal. Inputs are read by normalised name (pairs and pools
 * spell them `_deployWalletGrams` or `deploy_wallet_grams`).
 */
import { ZERO_ADDRESS } from '../../engine/codec';
import { ContractError, type Getter, type GetterEnv } from '../../engine/types';
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

type Input = Record<string, unknown>;
const norm = (k: string) => k.replace(/_/g, '').toLowerCase();
const named = (i: Input) => Object.fromEntries(Object.entries(i).map(([k, v]) => [norm(k), v]));
const opt = (v: unknown) => (v === null || v === undefined ? undefined : String(v));
const big = (v: unknown) => BigInt((v as string | undefined) ?? 0);

function head(op: number, n: Input, data: string) {
  const success = opt(n.successpayload);
  const cancel = opt(n.cancelpayload);
  if (cancel !== undefined && success === undefined) throw new ContractError(DexErrors.INVALID_NEXT_STEPS);
  return {
    value0: encodePayload({
      op,
      id: big(n.id),
      deployWalletGrams: big(n.deploywalletgrams),
      recipient: String(n.recipient ?? ZERO_ADDRESS),
      referrer: String(n.referrer ?? ZERO_ADDRESS),
      other: encodeUserOther(n.tonative as boolean | null | undefined),
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
function nextSteps(s: PoolState, env: GetterEnv, steps: Step[], indices: unknown[], depth = 0): NextStep[] {
  if (depth > 3) throw new ContractError(DexErrors.INVALID_NEXT_STEPS);
  return indices.map((raw) => {
    const idx = Number(raw);
    const step = steps[idx];
    if (!step) throw new ContractError(DexErrors.INVALID_NEXT_STEPS);
    const children = nextSteps(s, env, steps, step.nextStepIndices, depth + 1);
    return {
      numerator: big(step.numerator),
      pool: poolAddress(env, s.root, step.roots.map(String)),
      payload: encodeStep({ expectedAmount: big(step.amount), outcoming: String(step.outcoming), nextSteps: children }),
      nestedNodes: children.reduce((a, c) => a + c.nestedNodes, children.length),
      leaves: children.length ? children.reduce((a, c) => a + c.leaves, 0) : 1,
    };
  });
}

const exchange: Getter<PoolState> = (_s, i) => {
  const n = named(i);
  return head(DexOp.EXCHANGE_V2, n, encodeExchangeData(big(n.expectedamount), String(n.outcoming ?? ZERO_ADDRESS)));
};
const deposit: Getter<PoolState> = (_s, i) => {
  const n = named(i);
  return head(DexOp.DEPOSIT_LIQUIDITY_V2, n, encodeDepositData(big(n.expectedamount)));
};
const withdraw: Getter<PoolState> = (_s, i) => {
  const n = named(i);
  const amounts = n.expectedamounts
    ? (n.expectedamounts as string[]).map(big)
    : [big(n.expectedleftamount), big(n.expectedrightamount)];
  return head(DexOp.WITHDRAW_LIQUIDITY_V2, n, encodeWithdrawData(amounts));
};
const withdrawOneCoin: Getter<PoolState> = (_s, i) => {
  const n = named(i);
  return head(DexOp.WITHDRAW_LIQUIDITY_ONE_COIN, n, encodeExchangeData(big(n.expectedamount), String(n.outcoming)));
};
const cross: Getter<PoolState> = (s, i, env) => {
  const n = named(i);
  const steps = n.steps as Step[];
  const indices = n.nextstepindices as unknown[];
  if (!steps.length || !indices.length) throw new ContractError(DexErrors.INVALID_NEXT_STEPS);
  const data = encodeStep({
    expectedAmount: big(n.expectedamount),
    outcoming: String(n.outcoming ?? ZERO_ADDRESS),
    nextSteps: nextSteps(s, env, steps, indices),
  });
  return head(DexOp.CROSS_PAIR_EXCHANGE_V2, n, data);
};

export const pairBuilders: Record<string, Getter<PoolState>> = {
  buildExchangePayloadV2: exchange,
  buildDepositLiquidityPayloadV2: deposit,
  buildWithdrawLiquidityPayloadV2: withdraw,
  buildCrossPairExchangePayloadV2: cross,
};

export const poolBuilders: Record<string, Getter<PoolState>> = {
  buildExchangePayload: exchange,
  buildDepositLiquidityPayload: deposit,
  buildWithdrawLiquidityPayload: withdraw,
  buildWithdrawLiquidityOneCoinPayload: withdrawOneCoin,
  buildCrossPairExchangePayload: cross,
};
