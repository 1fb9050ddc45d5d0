/**
 * The farming feature's public face (shared/lib/featureFace.ts): its screens, each in its own chunk, and its API
 * answer schemas.
 */
import type { SchemaLoaders, ScreenLoader } from '@/shared/lib/featureFace';

export const screens = {
  farming: () => import('./FarmingScreen'),
  createFarm: () => import('./CreateFarmScreen'),
  farmPool: () => import('./FarmPoolScreen'),
} satisfies Record<string, ScreenLoader>;

export const screenModules: Readonly<Record<keyof typeof screens, string>> = {
  farming: 'FarmingScreen.tsx',
  createFarm: 'CreateFarmScreen.tsx',
  farmPool: 'FarmPoolScreen.tsx',
};

export const answerSchemas = {
  farming: () => import('./api/farmingSchemas').then((m) => m.farmingSchemas),
} satisfies SchemaLoaders;
