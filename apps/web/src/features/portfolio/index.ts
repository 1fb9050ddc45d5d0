/**
 * The portfolio feature's public face (shared/lib/featureFace.ts): its screens (in `screens.tsx`, each page in a chunk of its own loaded after the first render), and its API
 * answer schemas.
 */
import type { SchemaLoaders, ScreenLoader } from '@/shared/lib/featureFace';

export const screens = {
  portfolio: () => import('./screens').then((m) => ({ default: m.PortfolioScreen })),
} satisfies Record<string, ScreenLoader>;

export const screenModules: Readonly<Record<keyof typeof screens, string>> = {
  portfolio: 'screens.tsx',
};

export const answerSchemas = {
  portfolio: () => import('./api/portfolioSchemas').then((m) => m.portfolioSchemas),
} satisfies SchemaLoaders;
