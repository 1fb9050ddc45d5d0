/**
 * The pools feature's public face (shared/lib/featureFace.ts): its screens, each in its own chunk, and its API
 * answer schemas.
 */
import type { SchemaLoaders, ScreenLoader } from '@/shared/lib/featureFace';

export const screens = {
  pools: () => import('./PoolsScreen'),
  pool: () => import('./PoolScreen'),
  poolAddLiquidity: () => import('./PoolAddLiquidityScreen'),
  removeLiquidity: () => import('./RemoveLiquidityScreen'),
  addLiquidity: () => import('./AddLiquidityScreen'),
} satisfies Record<string, ScreenLoader>;

export const screenModules: Readonly<Record<keyof typeof screens, string>> = {
  pools: 'PoolsScreen.tsx',
  pool: 'PoolScreen.tsx',
  poolAddLiquidity: 'PoolAddLiquidityScreen.tsx',
  removeLiquidity: 'RemoveLiquidityScreen.tsx',
  addLiquidity: 'AddLiquidityScreen.tsx',
};

export const answerSchemas = {
  relatedGauges: () => import('./api/relatedGaugesSchema').then((m) => m.relatedGaugesSchemas),
} satisfies SchemaLoaders;
