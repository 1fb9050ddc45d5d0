/**
 * The tokens feature's public face (shared/lib/featureFace.ts): its screens, each in its own chunk (its API answers
 * use the shared token and DEX schemas).
 */
import type { ScreenLoader } from '@/shared/lib/featureFace';

export const screens = {
  tokens: () => import('./TokensScreen'),
  token: () => import('./TokenScreen'),
} satisfies Record<string, ScreenLoader>;

export const screenModules: Readonly<Record<keyof typeof screens, string>> = {
  tokens: 'TokensScreen.tsx',
  token: 'TokenScreen.tsx',
};
