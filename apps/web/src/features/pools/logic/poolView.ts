/** Pure view decisions of the pool page: name, N-pool flag, link targets, custom-token alert. */
import type { PoolDetail } from '@tycho/api';
import { findToken, isImportedToken, type ImportedToken, type TokenIndex } from '@/shared/tokens';

export const isNPool = (pool: Pick<PoolDetail, 'meta'>) => pool.meta.currencyAddresses.length > 2;

export function addLiquidityTarget(pool: Pick<PoolDetail, 'meta'>): string {
  const [a, b] = pool.meta.currencyAddresses;
  return isNPool(pool) ? `/pools/${pool.meta.poolAddress}/liquidity/add` : `/liquidity/add/${a}/${b}`;
}

export function removeLiquidityTarget(pool: Pick<PoolDetail, 'meta'>): string {
  const [a, b] = pool.meta.currencyAddresses;
  return isNPool(pool) ? `/pools/${pool.meta.poolAddress}/liquidity/remove` : `/liquidity/remove/${a}/${b}`;
}

export function tradeTarget(pool: Pick<PoolDetail, 'meta'>): string {
  const [a, b] = pool.meta.currencyAddresses;
  return `/swap/${a}/${b}`;
}

/** The custom-token alert: any pool token imported by the user or not verified in the token list. */
export function hasCustomToken(
  roots: readonly string[],
  index: TokenIndex | undefined,
  imported: readonly ImportedToken[],
): boolean {
  return roots.some((r) => isImportedToken(r, imported) || (index ? !findToken(index, r)?.verified : false));
}
