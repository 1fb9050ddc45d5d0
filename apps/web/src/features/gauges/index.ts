/**
 * The gauges feature's public face (shared/lib/featureFace.ts): its screens, each in its own chunk, and its API
 * answer schemas.
 */
import type { SchemaLoaders, ScreenLoader } from '@/shared/lib/featureFace';

export const screens = {
  gauges: () => import('./GaugesScreen'),
  createGauge: () => import('./CreateGaugeScreen'),
  calc: () => import('./CalcScreen'),
  gauge: () => import('./GaugeScreen'),
} satisfies Record<string, ScreenLoader>;

export const screenModules: Readonly<Record<keyof typeof screens, string>> = {
  gauges: 'GaugesScreen.tsx',
  createGauge: 'CreateGaugeScreen.tsx',
  calc: 'CalcScreen.tsx',
  gauge: 'GaugeScreen.tsx',
};

export const answerSchemas = {
  gauges: () => import('./api/gaugesSchemas').then((m) => m.gaugesSchemas),
  gaugeHistory: () => import('./api/gaugeHistorySchemas').then((m) => m.gaugeHistorySchemas),
} satisfies SchemaLoaders;
