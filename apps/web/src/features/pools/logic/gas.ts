/**
 * Gas of the liquidity operations, read from the DEX gas-values contract (config `dexGasValues`) instead of fixed
 * constants: each operation maps to one DexGasValues getter and its arguments; the answer `{fixedValue, dynamicGas}`
 * becomes the value to attach as fixedValue + (dynamicGas [+ a TIP-3 transfer's gas]) × gas price, the way the DEX
 * contracts' own scripts compute it. Answers are cached with react-query; a failed read is an error the caller
 * shows, never a silent fallback.
 */
import type { QueryClient } from '@tanstack/react-query';

/** Nano-units per gas unit on the basechain (network config param 21). */
export const GAS_PRICE = 1000n;
/** Gas units a TIP-3 transfer (with notify) needs on top of what the receiving DEX contract asks for. */
export const TRANSFER_GAS = 100_000n;
/** Deploy-wallet value when the user's token wallet is not deployed yet (spec 9), else 0. */
export const DEPLOY_WALLET_VALUE = 100_000_000n;
export const ZERO_ADDRESS = `0:${'0'.repeat(64)}`;

export type LiquidityGasOp =
  | { kind: 'deployAccount' }
  | { kind: 'deployPool'; tokens: number }
  | { kind: 'connectPool'; tokens: number }
  | { kind: 'depositToAccount' }
  | { kind: 'supply'; tokens: number; autoChange: boolean }
  | { kind: 'accountWithdraw'; deployWalletValue: bigint }
  | { kind: 'poolDirectWithdraw'; tokens: number; deployWalletValue: bigint };

export interface GasRequest {
  method: string;
  params: Record<string, string | boolean>;
  /** The operation is a TIP-3 transfer with notify: add the transfer's gas. */
  transfer: boolean;
}

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

export type GasReader = (contract: string, method: string, params: GasRequest['params']) => Promise<GasValue>;

const defaultReader: GasReader = async (contract, method, params) =>
  (await import('../chain/gasValuesChain')).readDexGas(contract, method, params);

/**
 * The value to attach for `op`, from the cache or the gas-values contract. Throws when the contract is not
 * configured or the read fails (the caller shows the error).
 */
export async function liquidityGas(
  client: QueryClient,
  contract: string,
  op: LiquidityGasOp,
  reader: GasReader = defaultReader,
): Promise<bigint> {
  if (!contract) throw new Error('The DEX gas-values contract is not configured');
  const request = gasRequest(op);
  const gas = await client.fetchQuery({
    queryKey: ['chain', 'dexGas', contract, request.method, request.params],
    queryFn: () => reader(contract, request.method, request.params),
    staleTime: 10 * 60_000,
    retry: 1,
  });
  return gasToValue(gas, request.transfer);
}
