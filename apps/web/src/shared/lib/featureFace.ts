/**
 * The shapes of a feature's public face (`features/<name>/index.ts`), the only module the app reaches a feature
 * through (eslint forbids deeper imports from outside the feature):
 * - `screens`: one loader per screen, `() => import('./XScreen')`, so that each route loads only its screen's chunk;
 * - `screenModules`: the file each of those loaders imports, for the build tools (route byte budget, preloads) and
 *   the catalogue split; `app/routes/screenModules.test.ts` checks that each names the module its loader loads;
 * - `answerSchemas`: a loader per API answer schema record of the feature, for the answer worker's registry.
 * A face imports nothing at run time beyond its lazy loaders: the route table imports every face into the first
 * bytes, and the build tools read it in Node.
 */
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { SchemaModuleId } from '@/shared/api';

/** Loads one screen module (its default export is the screen). */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** A record of API answer schemas, by the names `schemaRefs` gives them. */
export type SchemaRecord = Readonly<Record<string, z.ZodType>>;

/** Loads one schema record. */
export type SchemaLoader = () => Promise<SchemaRecord>;

/** A face's answer schema records, by the ids `schemaRefs` names them with. */
export type SchemaLoaders = Partial<Record<SchemaModuleId, SchemaLoader>>;
