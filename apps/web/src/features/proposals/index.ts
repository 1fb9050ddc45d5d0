/**
 * The DAO proposals feature's public face (shared/lib/featureFace.ts): its screens, each in its own chunk, and its
 * API answer schemas.
 */
import type { SchemaLoaders, ScreenLoader } from '@/shared/lib/featureFace';

export const screens = {
  proposals: () => import('./ProposalsScreen'),
  createProposal: () => import('./CreateProposalScreen'),
  proposal: () => import('./ProposalScreen'),
} satisfies Record<string, ScreenLoader>;

export const screenModules: Readonly<Record<keyof typeof screens, string>> = {
  proposals: 'ProposalsScreen.tsx',
  createProposal: 'CreateProposalScreen.tsx',
  proposal: 'ProposalScreen.tsx',
};

export const answerSchemas = {
  proposals: () => import('./api/proposalsSchemas').then((m) => m.proposalsSchemas),
} satisfies SchemaLoaders;
