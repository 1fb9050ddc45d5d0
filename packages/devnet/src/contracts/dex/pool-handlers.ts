/**
 * The pools' message handlers, bound to each kind's ABI. DexPair spells its inputs `_tokenRoot`, `_callId`,
 * `_accountOwner`...; DexStablePair and DexStablePool `token_root`, `call_id`, `account_owner`... (the real
 * contracts' ABIs). Each handler reads its kind's names and hands the values to the one implementation
 * (`pool-setup.ts`, `pool-liquidity.ts`).
 */
import type { TypedHandlers } from '../../engine/typed-model';
import type { PairModel, StablePairModel } from './abi';
import { depositLiquidity, onAcceptTokensMint, onAcceptTokensTransfer, withdrawLiquidity } from './pool-liquidity';
import {
  checkPair,
  onTokenDecimals,
  onTokenSymbol,
  onTokenWallet,
  sendBeneficiaryFees,
  setAmplificationCoefficient,
  setFeeParams,
} from './pool-setup';
import type { PoolState } from './pool-state';

export const pairHandlers: TypedHandlers<PoolState, typeof PairModel> = {
  onTokenWallet: (ctx, i) => onTokenWallet(ctx, i._wallet),
  onTokenDecimals: (ctx, i) => onTokenDecimals(ctx, i._decimals),
  onTokenSymbol: (ctx, i) => onTokenSymbol(ctx, i._symbol),
  checkPair: (ctx, i) => checkPair(ctx, i._accountOwner),
  setFeeParams: (ctx, i) => setFeeParams(ctx, i._params, i._remainingGasTo),
  withdrawBeneficiaryFee: (ctx, i) => sendBeneficiaryFees(ctx, i.send_gas_to),
  onAcceptTokensMint,
  onAcceptTokensTransfer: (ctx, i) =>
    onAcceptTokensTransfer(ctx, {
      root: i._tokenRoot,
      amount: i._tokensAmount,
      sender: i._senderAddress,
      gasTo: i._remainingGasTo,
      payload: i._payload,
    }),
  depositLiquidity: (ctx, i) =>
    depositLiquidity(ctx, {
      callId: i._callId,
      operations: i._operations,
      expected: i._expected,
      autoChange: i._autoChange,
      owner: i._accountOwner,
      gasTo: i._remainingGasTo,
    }),
  withdrawLiquidity: (ctx, i) =>
    withdrawLiquidity(ctx, {
      callId: i._callId,
      operation: i._operation,
      expected: i._expected,
      owner: i._accountOwner,
      gasTo: i._remainingGasTo,
    }),
};

/** DexStablePair and DexStablePool (their handlers' inputs are the same; `pool.ts` checks both ABIs). */
export const stableHandlers: TypedHandlers<PoolState, typeof StablePairModel> = {
  onTokenWallet: (ctx, i) => onTokenWallet(ctx, i.wallet),
  onTokenDecimals: (ctx, i) => onTokenDecimals(ctx, i._decimals),
  onTokenSymbol: (ctx, i) => onTokenSymbol(ctx, i._symbol),
  checkPair: (ctx, i) => checkPair(ctx, i.account_owner),
  setFeeParams: (ctx, i) => setFeeParams(ctx, i.params, i.send_gas_to),
  setAmplificationCoefficient: (ctx, i) => setAmplificationCoefficient(ctx, i._A, i.send_gas_to),
  withdrawBeneficiaryFee: (ctx, i) => sendBeneficiaryFees(ctx, i.send_gas_to),
  onAcceptTokensMint,
  onAcceptTokensTransfer: (ctx, i) =>
    onAcceptTokensTransfer(ctx, {
      root: i.token_root,
      amount: i.tokens_amount,
      sender: i.sender_address,
      gasTo: i.original_gas_to,
      payload: i.payload,
    }),
  depositLiquidity: (ctx, i) =>
    depositLiquidity(ctx, {
      callId: i.call_id,
      operations: i._operations,
      expected: i._expected,
      autoChange: i.auto_change,
      owner: i.account_owner,
      gasTo: i.send_gas_to,
    }),
  withdrawLiquidity: (ctx, i) =>
    withdrawLiquidity(ctx, {
      callId: i.call_id,
      operation: i._operation,
      expected: i._expected,
      owner: i.account_owner,
      gasTo: i.send_gas_to,
    }),
};
