/**
 * The DAO feature's public face (shared/lib/featureFace.ts): its screens (in `screens.tsx`, each page in a chunk of its own loaded after the first render), and its API answer
 * schemas.
 */
import type { SchemaLoaders, ScreenLoader } from '@/shared/lib/featureFace';

export const screens = {
  dao: () => import('./screens').then((m) => ({ default: m.DaoScreen })),
  balance: () => import('./screens').then((m) => ({ default: m.BalanceScreen })),
  epoch: () => import('./screens').then((m) => ({ default: m.EpochScreen })),
  whitelisting: () => import('./screens').then((m) => ({ default: m.WhitelistingScreen })),
} satisfies Record<string, ScreenLoader>;

export const screenModules: Readonly<Record<keyof typeof screens, string>> = {
  dao: 'screens.tsx',
  balance: 'screens.tsx',
  epoch: 'screens.tsx',
  whitelisting: 'screens.tsx',
};

export const answerSchemas = {
  dao: () => import('./api/daoSchemas').then((m) => m.daoSchemas),
} satisfies SchemaLoaders;
