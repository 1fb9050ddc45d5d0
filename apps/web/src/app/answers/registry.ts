/**
 * Every API answer schema, by the record ids `schemaRefs` names (shared/api/schemaRef.ts). Only the answer worker
 * imports this module: zod and the schemas are evaluated there, never on the page's thread.
 */
import type { z } from 'zod';
import type { SchemaModuleId } from '@/shared/api';
import { dexSchemas } from '@/shared/api/dexSchemas';
import { tokenSchemas } from '@/shared/tokens/tokenSchemas';
import { builderSchemas } from '@/features/builder/api/builderSchemas';
import { daoSchemas } from '@/features/dao/api/daoSchemas';
import { farmingSchemas } from '@/features/farming/api/farmingSchemas';
import { gaugeHistorySchemas } from '@/features/gauges/api/gaugeHistorySchemas';
import { gaugesSchemas } from '@/features/gauges/api/gaugesSchemas';
import { limitSchemas } from '@/features/limit/api/limitSchemas';
import { relatedGaugesSchemas } from '@/features/pools/api/relatedGaugesSchema';
import { portfolioSchemas } from '@/features/portfolio/api/portfolioSchemas';
import { proposalsSchemas } from '@/features/proposals/api/proposalsSchemas';
import { swapSchemas } from '@/features/swap/api/swapSchemas';

export type SchemaRegistry = Readonly<Record<SchemaModuleId, Readonly<Record<string, z.ZodType>>>>;

export const schemaRegistry: SchemaRegistry = {
  dex: dexSchemas,
  tokens: tokenSchemas,
  builder: builderSchemas,
  dao: daoSchemas,
  farming: farmingSchemas,
  gaugeHistory: gaugeHistorySchemas,
  gauges: gaugesSchemas,
  limit: limitSchemas,
  relatedGauges: relatedGaugesSchemas,
  portfolio: portfolioSchemas,
  proposals: proposalsSchemas,
  swap: swapSchemas,
};
