// @vitest-environment jsdom
import { ZERO_ADDRESS } from '@tycho/abi';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeProvider } from '@/shared/chain/testing/fakeProvider';
import { gasRequest, type LiquidityGasOp } from '../logic/gas';

const fake = createFakeProvider();
const GAS = `0:${'9'.repeat(64)}`;
const answer = { value0: { fixedValue: '2000000000', dynamicGas: '150000' } };

const read = async (op: LiquidityGasOp) => (await import('./gasValuesChain')).readDexGas(GAS, gasRequest(op));

beforeAll(() => fake.install());
beforeEach(() => fake.reset());

describe('readDexGas', () => {
  it('calls the getter of each operation with its arguments, addresses as addresses', async () => {
    const ops: LiquidityGasOp[] = [
      { kind: 'deployAccount' },
      { kind: 'deployPool', tokens: 2 },
      { kind: 'connectPool', tokens: 3 },
      { kind: 'depositToAccount' },
      { kind: 'supply', tokens: 2, autoChange: true },
      { kind: 'accountWithdraw', deployWalletValue: 0n },
      { kind: 'poolDirectWithdraw', tokens: 3, deployWalletValue: 100_000_000n },
    ];
    for (const op of ops) fake.on(GAS, gasRequest(op).method, answer);
    for (const op of ops) expect(await read(op)).toEqual({ fixedValue: 2_000_000_000n, dynamicGas: 150_000n });
    expect(fake.calls.map((c) => [c.method, c.params])).toEqual([
      ['getDeployAccountGas', {}],
      ['getDeployPoolGas', { N: '2' }],
      ['getAddPoolGas', { N: '3' }],
      ['getDepositToAccountGas', {}],
      ['getAccountDepositGas', { N: '2', referrer: ZERO_ADDRESS, autoChange: true }],
      ['getAccountWithdrawGas', { deployWalletValue: '0' }],
      [
        'getPoolDirectWithdrawGas',
        { numberOfCurrenciesToWithdraw: '3', deployWalletValue: '100000000', referrer: ZERO_ADDRESS },
      ],
    ]);
    expect(fake.calls.every((c) => c.address === GAS && c.options.responsible === undefined)).toBe(true);
  });

  it('a getter that does not answer is an error, never a default', async () => {
    await expect(read({ kind: 'deployAccount' })).rejects.toThrow(/No answer/);
  });
});
