/** Pure view decisions of the pool page: name, N-pool flag, link targets, custom-token alert. */
import type { PoolDetail } from '@tycho/api';
import { isCustomToken, isImportedToken, type ImportedToken, type TokenIndex } from '@/shared/tokens';
import { liquidityTarget } from './pairRoute';

export const isNPool = (pool: Pick<PoolDetail, 'meta'>) => pool.meta.currencyAddresses.length > 2;

export const addLiquidityTarget = (pool: Pick<PoolDetail, 'meta'>) => liquidityTarget('add', pool);
export const removeLiquidityTarget = (pool: Pick<PoolDetail, 'meta'>) => liquidityTarget('remove', pool);

/** A pool's name: its token symbols joined by '/'. */
export const poolName = (pool: { meta: { currencies: readonly string[] } }) => pool.meta.currencies.join('/');

export function tradeTarget(pool: Pick<PoolDetail, 'meta'>): string {
  const [a, b] = pool.meta.currencyAddresses;
  return `/swap/${a}/${b}`;
}

/** The custom-token alert: any pool token custom by the shared rule (only the imported ones known while the list loads). */
export function hasCustomToken(
  roots: readonly string[],
  index: TokenIndex | undefined,
  imported: readonly ImportedToken[],
): boolean {
  return roots.some((r) => (index ? isCustomToken(r, index, imported) : isImportedToken(r, imported)));
}
