/**
 * The DAO proposals feature's public face (shared/lib/featureFace.ts): its screens (in `screens.tsx`, each page in a chunk of its own loaded after the first render), and its
 * API answer schemas.
 */
import type { SchemaLoaders, ScreenLoader } from '@/shared/lib/featureFace';

export const screens = {
  proposals: () => import('./screens').then((m) => ({ default: m.ProposalsScreen })),
  createProposal: () => import('./screens').then((m) => ({ default: m.CreateProposalScreen })),
  proposal: () => import('./screens').then((m) => ({ default: m.ProposalScreen })),
} satisfies Record<string, ScreenLoader>;

export const screenModules: Readonly<Record<keyof typeof screens, string>> = {
  proposals: 'screens.tsx',
  createProposal: 'screens.tsx',
  proposal: 'screens.tsx',
};

export const answerSchemas = {
  proposals: () => import('./api/proposalsSchemas').then((m) => m.proposalsSchemas),
} satisfies SchemaLoaders;
