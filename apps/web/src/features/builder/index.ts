/**
 * The token builder's feature's public face (shared/lib/featureFace.ts): its screens, each in its own chunk, and its
 * API answer schemas.
 */
import type { SchemaLoaders, ScreenLoader } from '@/shared/lib/featureFace';

export const screens = {
  builder: () => import('./BuilderScreen'),
  createToken: () => import('./CreateTokenScreen'),
  manageToken: () => import('./ManageTokenScreen'),
} satisfies Record<string, ScreenLoader>;

export const screenModules: Readonly<Record<keyof typeof screens, string>> = {
  builder: 'BuilderScreen.tsx',
  createToken: 'CreateTokenScreen.tsx',
  manageToken: 'ManageTokenScreen.tsx',
};

export const answerSchemas = {
  builder: () => import('./api/builderSchemas').then((m) => m.builderSchemas),
} satisfies SchemaLoaders;
