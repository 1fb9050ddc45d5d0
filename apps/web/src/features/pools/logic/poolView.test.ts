import { describe, expect, it } from 'vitest';
import { indexTokens } from '@/shared/tokens';
import { addLiquidityTarget, hasCustomToken, isNPool, poolName, removeLiquidityTarget, tradeTarget } from './poolView';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;
const C = `0:${'c'.repeat(64)}`;
const P = `0:${'f'.repeat(64)}`;
const meta = (roots: string[]) => ({
  meta: {
    poolAddress: P,
    lpAddress: P,
    currencyAddresses: roots,
    currencies: roots.map(() => 'X'),
    pairType: 'common' as const,
    poolType: 'common' as const,
  },
});

describe('pool view', () => {
  it('links pairs by token roots and N-pools by pool address', () => {
    expect(isNPool(meta([A, B]))).toBe(false);
    expect(addLiquidityTarget(meta([A, B]))).toBe(`/liquidity/add/${A}/${B}`);
    expect(removeLiquidityTarget(meta([A, B]))).toBe(`/liquidity/remove/${A}/${B}`);
    expect(addLiquidityTarget(meta([A, B, C]))).toBe(`/pools/${P}/liquidity/add`);
    expect(removeLiquidityTarget(meta([A, B, C]))).toBe(`/pools/${P}/liquidity/remove`);
    expect(tradeTarget(meta([A, B]))).toBe(`/swap/${A}/${B}`);
    expect(poolName({ meta: { currencies: ['USDT', 'TON', 'EVER'] } })).toBe('USDT/TON/EVER');
  });

  it('flags imported or unverified tokens', () => {
    const index = indexTokens([
      { address: A, symbol: 'A', name: 'A', logoURI: '', verified: true },
      { address: B, symbol: 'B', name: 'B', logoURI: '', verified: false },
    ]);
    expect(hasCustomToken([A], index, [])).toBe(false);
    expect(hasCustomToken([A, B], index, [])).toBe(true);
    expect(hasCustomToken([A], index, [{ root: A, symbol: 'A', name: 'A', decimals: 9 }])).toBe(true);
    expect(hasCustomToken([C], undefined, [])).toBe(false);
  });
});
