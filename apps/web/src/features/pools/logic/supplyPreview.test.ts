import { describe, expect, it } from 'vitest';
import type { SideInput } from './addLiquiditySteps';
import { nextSupply, supplyKey } from './supplyPreview';

const side = (amount: bigint): SideInput => ({ symbol: 'T', amount, dexBalance: amount, depositing: false });

const base = {
  owner: '0:o',
  account: { address: '0:a', deployed: true },
  roots: ['0:l', '0:r'],
  lpRoot: '0:lp',
  autoChange: false,
  step: { action: 'supply' },
  sides: [side(5n), side(7n)],
};

describe('the supply the button runs next', () => {
  it("is each side's amount from the DEX account, as the run sends it", () => {
    expect(nextSupply(base)).toEqual({
      owner: '0:o',
      account: '0:a',
      operations: [
        { root: '0:l', amount: 5n },
        { root: '0:r', amount: 7n },
      ],
      lpRoot: '0:lp',
      autoChange: false,
    });
  });

  it('is none while the button offers another step, is disabled, or the account or LP root is unknown', () => {
    expect(nextSupply({ ...base, step: { action: 'depositLeft' } })).toBeUndefined();
    expect(nextSupply({ ...base, step: { action: 'supply', disabled: true } })).toBeUndefined();
    expect(nextSupply({ ...base, account: { address: '0:a', deployed: false } })).toBeUndefined();
    expect(nextSupply({ ...base, lpRoot: undefined })).toBeUndefined();
    expect(nextSupply({ ...base, owner: undefined })).toBeUndefined();
  });

  it('a different amount or auto exchange is a different supply (a new call id and preview)', () => {
    const ask = nextSupply(base);
    expect(supplyKey(ask)).not.toBe(supplyKey(nextSupply({ ...base, autoChange: true })));
    expect(supplyKey(ask)).not.toBe(supplyKey(nextSupply({ ...base, sides: [side(6n), side(7n)] })));
    expect(supplyKey(undefined)).toBe('');
  });
});
