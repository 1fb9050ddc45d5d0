/**
 * Every API answer schema record, by the ids `schemaRefs` names (shared/api/schemaRef.ts), each loaded on its first
 * use: the shared ones from shared/, the features' from their public faces (`answerSchemas`). Only the answer worker
 * imports this module: zod and the schemas are evaluated there, never on the page's thread. The worker is built as
 * one file (vite.config.ts, `worker`), so a first use waits for no download.
 */
import type { SchemaModuleId } from '@/shared/api';
import type { SchemaLoader } from '@/shared/lib/featureFace';
import { answerSchemas as builder } from '@/features/builder';
import { answerSchemas as dao } from '@/features/dao';
import { answerSchemas as farming } from '@/features/farming';
import { answerSchemas as gauges } from '@/features/gauges';
import { answerSchemas as limit } from '@/features/limit';
import { answerSchemas as pools } from '@/features/pools';
import { answerSchemas as portfolio } from '@/features/portfolio';
import { answerSchemas as proposals } from '@/features/proposals';
import { answerSchemas as swap } from '@/features/swap';

export type SchemaRegistry = Readonly<Record<SchemaModuleId, SchemaLoader>>;

export const schemaRegistry: SchemaRegistry = {
  dex: () => import('@/shared/api/dexSchemas').then((m) => m.dexSchemas),
  tokens: () => import('@/shared/tokens/tokenSchemas').then((m) => m.tokenSchemas),
  ...builder,
  ...dao,
  ...farming,
  ...gauges,
  ...limit,
  ...pools,
  ...portfolio,
  ...proposals,
  ...swap,
};
