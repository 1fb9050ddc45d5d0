/**
 * The portfolio feature's public face (shared/lib/featureFace.ts): its screens, each in its own chunk, and its API
 * answer schemas.
 */
import type { SchemaLoaders, ScreenLoader } from '@/shared/lib/featureFace';

export const screens = {
  portfolio: () => import('./PortfolioScreen'),
} satisfies Record<string, ScreenLoader>;

export const screenModules: Readonly<Record<keyof typeof screens, string>> = {
  portfolio: 'PortfolioScreen.tsx',
};

export const answerSchemas = {
  portfolio: () => import('./api/portfolioSchemas').then((m) => m.portfolioSchemas),
} satisfies SchemaLoaders;
