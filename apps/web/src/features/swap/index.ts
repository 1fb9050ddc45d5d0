/**
 * The swap feature's public face (shared/lib/featureFace.ts): its screens, each in its own chunk, and its API answer
 * schemas.
 */
import type { SchemaLoaders, ScreenLoader } from '@/shared/lib/featureFace';

export const screens = {
  swap: () => import('./SwapScreen'),
} satisfies Record<string, ScreenLoader>;

export const screenModules: Readonly<Record<keyof typeof screens, string>> = {
  swap: 'SwapScreen.tsx',
};

export const answerSchemas = {
  swap: () => import('./api/swapSchemas').then((m) => m.swapSchemas),
} satisfies SchemaLoaders;
