/**
 * Gas of the liquidity operations, read from the DEX gas-values contract (config `dexGasValues`) instead of fixed
 * constants: each operation maps to one DexGasValues getter and its arguments; the answer `{fixedValue, dynamicGas}`
 * becomes the value to attach as fixedValue + (dynamicGas [+ a TIP-3 transfer's gas]) × gas price, the way the DEX
 * contracts' own scripts compute it. Pure: `hooks/liquidityGas.ts` reads (and caches) the answers.
 */
import { DEPLOY_WALLET_VALUE, ZERO_ADDRESS } from '@tycho/abi';

/** Nano-units per gas unit on the basechain (network config param 21). */
export const GAS_PRICE = 1000n;
/** Gas units a TIP-3 transfer (with notify) needs on top of what the receiving DEX contract asks for. */
export const TRANSFER_GAS = 100_000n;

export type LiquidityGasOp =
  | { kind: 'deployAccount' }
  | { kind: 'deployPool'; tokens: number }
  | { kind: 'connectPool'; tokens: number }
  | { kind: 'depositToAccount' }
  | { kind: 'supply'; tokens: number; autoChange: boolean }
  | { kind: 'accountWithdraw'; deployWalletValue: bigint }
  | { kind: 'poolDirectWithdraw'; tokens: number; deployWalletValue: bigint };

type NoParams = Record<string, never>;

/**
 * A DexGasValues getter with its arguments as the ABI names them (addresses as strings; the chain call turns them
 * into addresses). `transfer`: the operation is a TIP-3 transfer with notify, so a transfer's gas is added.
 */
export type GasRequest = { transfer: boolean } & (
  | { method: 'getDeployAccountGas'; params: NoParams }
  | { method: 'getDeployPoolGas'; params: { N: string } }
  | { method: 'getAddPoolGas'; params: { N: string } }
  | { method: 'getDepositToAccountGas'; params: NoParams }
  | { method: 'getAccountDepositGas'; params: { N: string; referrer: string; autoChange: boolean } }
  | { method: 'getAccountWithdrawGas'; params: { deployWalletValue: string } }
  | {
      method: 'getPoolDirectWithdrawGas';
      params: { numberOfCurrenciesToWithdraw: string; deployWalletValue: string; referrer: string };
    }
);

export interface GasValue {
  fixedValue: bigint;
  dynamicGas: bigint;
}

/** The DexGasValues getter and arguments for an operation (arguments as the ABI names them). */
export function gasRequest(op: LiquidityGasOp): GasRequest {
  switch (op.kind) {
    case 'deployAccount':
      return { method: 'getDeployAccountGas', params: {}, transfer: false };
    case 'deployPool':
      return { method: 'getDeployPoolGas', params: { N: String(op.tokens) }, transfer: false };
    case 'connectPool':
      return { method: 'getAddPoolGas', params: { N: String(op.tokens) }, transfer: false };
    case 'depositToAccount':
      return { method: 'getDepositToAccountGas', params: {}, transfer: true };
    case 'supply':
      return {
        method: 'getAccountDepositGas',
        params: { N: String(op.tokens), referrer: ZERO_ADDRESS, autoChange: op.autoChange },
        transfer: false,
      };
    case 'accountWithdraw':
      return {
        method: 'getAccountWithdrawGas',
        params: { deployWalletValue: op.deployWalletValue.toString() },
        transfer: false,
      };
    case 'poolDirectWithdraw':
      return {
        method: 'getPoolDirectWithdrawGas',
        params: {
          numberOfCurrenciesToWithdraw: String(op.tokens),
          deployWalletValue: op.deployWalletValue.toString(),
          referrer: ZERO_ADDRESS,
        },
        transfer: true,
      };
  }
}

/** The gas operation of an add-liquidity step (`tokens`: the pool's token count). */
export function addLiquidityGasOp(
  action: 'deployAccount' | 'createPool' | 'connectPool' | 'deposit' | 'supply',
  tokens: number,
  autoChange = false,
): LiquidityGasOp {
  switch (action) {
    case 'deployAccount':
      return { kind: 'deployAccount' };
    case 'createPool':
      return { kind: 'deployPool', tokens };
    case 'connectPool':
      return { kind: 'connectPool', tokens };
    case 'deposit':
      return { kind: 'depositToAccount' };
    case 'supply':
      return { kind: 'supply', tokens, autoChange };
  }
}

/** The value to attach for a gas answer (nano-units). */
export function gasToValue(gas: GasValue, transfer: boolean, gasPrice = GAS_PRICE): bigint {
  return gas.fixedValue + (gas.dynamicGas + (transfer ? TRANSFER_GAS : 0n)) * gasPrice;
}

/** The deploy-wallet value for a payout to the user's token wallet (spec 9). */
export function deployWalletValueFor(walletDeployed: boolean): bigint {
  return walletDeployed ? 0n : DEPLOY_WALLET_VALUE;
}

/**
 * The deploy-wallet value of a payout to several of the user's token wallets (remove liquidity): the payload carries
 * one value for all of them, so it is DEPLOY_WALLET_VALUE when any wallet is missing (each answer from
 * deployWalletValueOf), else 0.
 */
export function payoutDeployWalletValue(values: readonly bigint[]): bigint {
  return values.some((v) => v > 0n) ? DEPLOY_WALLET_VALUE : 0n;
}
