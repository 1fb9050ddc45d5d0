import { ZERO_ADDRESS } from '@tycho/abi';
import { describe, expect, it } from 'vitest';
import { addLiquidityGasOp, deployWalletValueFor, gasRequest, gasToValue, payoutDeployWalletValue } from './gas';

const TYCHO = 1_000_000_000n;

describe('liquidity gas from DexGasValues', () => {
  it('maps each operation to its getter and arguments', () => {
    expect(gasRequest({ kind: 'deployAccount' })).toEqual({
      method: 'getDeployAccountGas',
      params: {},
      transfer: false,
    });
    expect(gasRequest({ kind: 'deployPool', tokens: 2 })).toEqual({
      method: 'getDeployPoolGas',
      params: { N: '2' },
      transfer: false,
    });
    expect(gasRequest({ kind: 'connectPool', tokens: 3 })).toEqual({
      method: 'getAddPoolGas',
      params: { N: '3' },
      transfer: false,
    });
    expect(gasRequest({ kind: 'depositToAccount' })).toEqual({
      method: 'getDepositToAccountGas',
      params: {},
      transfer: true,
    });
    expect(gasRequest({ kind: 'supply', tokens: 2, autoChange: true })).toEqual({
      method: 'getAccountDepositGas',
      params: { N: '2', referrer: ZERO_ADDRESS, autoChange: true },
      transfer: false,
    });
    expect(gasRequest({ kind: 'accountWithdraw', deployWalletValue: 100_000_000n })).toEqual({
      method: 'getAccountWithdrawGas',
      params: { deployWalletValue: '100000000' },
      transfer: false,
    });
    expect(gasRequest({ kind: 'poolDirectWithdraw', tokens: 3, deployWalletValue: 0n })).toEqual({
      method: 'getPoolDirectWithdrawGas',
      params: { numberOfCurrenciesToWithdraw: '3', deployWalletValue: '0', referrer: ZERO_ADDRESS },
      transfer: true,
    });
  });

  it('maps the add-liquidity steps', () => {
    expect(addLiquidityGasOp('createPool', 2)).toEqual({ kind: 'deployPool', tokens: 2 });
    expect(addLiquidityGasOp('deposit', 3)).toEqual({ kind: 'depositToAccount' });
    expect(addLiquidityGasOp('supply', 3, true)).toEqual({ kind: 'supply', tokens: 3, autoChange: true });
    expect(addLiquidityGasOp('connectPool', 3)).toEqual({ kind: 'connectPool', tokens: 3 });
    expect(addLiquidityGasOp('deployAccount', 2)).toEqual({ kind: 'deployAccount' });
  });

  it('turns an answer into the value to attach', () => {
    expect(gasToValue({ fixedValue: 2n * TYCHO, dynamicGas: 0n }, false)).toBe(2n * TYCHO);
    // dynamic gas × gas price, plus a transfer's gas for TIP-3 transfers
    expect(gasToValue({ fixedValue: TYCHO, dynamicGas: 500_000n }, false)).toBe(TYCHO + 500_000_000n);
    expect(gasToValue({ fixedValue: TYCHO, dynamicGas: 0n }, true)).toBe(TYCHO + 100_000_000n);
    expect(gasToValue({ fixedValue: 0n, dynamicGas: 10n }, false, 7n)).toBe(70n);
  });

  it('attaches the deploy-wallet value only for an undeployed wallet', () => {
    expect(deployWalletValueFor(false)).toBe(100_000_000n);
    expect(deployWalletValueFor(true)).toBe(0n);
  });

  it('a payout to several wallets deploys when any of them is missing, else attaches nothing (spec 9)', () => {
    expect(payoutDeployWalletValue([0n, 0n])).toBe(0n);
    expect(payoutDeployWalletValue([0n, 100_000_000n, 0n])).toBe(100_000_000n);
    expect(payoutDeployWalletValue([])).toBe(0n);
  });
});
