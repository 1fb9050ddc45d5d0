/**
 * The limit order feature's public face (shared/lib/featureFace.ts): its screens, each in its own chunk, and its API
 * answer schemas.
 */
import type { SchemaLoaders, ScreenLoader } from '@/shared/lib/featureFace';

export const screens = {
  limit: () => import('./LimitScreen'),
} satisfies Record<string, ScreenLoader>;

export const screenModules: Readonly<Record<keyof typeof screens, string>> = {
  limit: 'LimitScreen.tsx',
};

export const answerSchemas = {
  limit: () => import('./api/limitSchemas').then((m) => m.limitSchemas),
} satisfies SchemaLoaders;
