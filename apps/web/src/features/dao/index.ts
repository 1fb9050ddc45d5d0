/**
 * The DAO feature's public face (shared/lib/featureFace.ts): its screens, each in its own chunk, and its API answer
 * schemas.
 */
import type { SchemaLoaders, ScreenLoader } from '@/shared/lib/featureFace';

export const screens = {
  dao: () => import('./DaoScreen'),
  balance: () => import('./BalanceScreen'),
  epoch: () => import('./EpochScreen'),
  whitelisting: () => import('./WhitelistingScreen'),
} satisfies Record<string, ScreenLoader>;

export const screenModules: Readonly<Record<keyof typeof screens, string>> = {
  dao: 'DaoScreen.tsx',
  balance: 'BalanceScreen.tsx',
  epoch: 'EpochScreen.tsx',
  whitelisting: 'WhitelistingScreen.tsx',
};

export const answerSchemas = {
  dao: () => import('./api/daoSchemas').then((m) => m.daoSchemas),
} satisfies SchemaLoaders;
