/**
 * Where an API answer is validated. The app installs a reader that hands the answer's text to a worker holding every
 * schema (apps/web/src/app/answers), so zod and the schemas never run on the page's thread; without one (unit tests,
 * or a worker that failed to start) the schema's module is loaded here, while the request is in flight.
 */
import type { z } from 'zod';

/** The schema records the answer worker holds; apps/web/src/app/answers/registry.ts maps each id to its record. */
export type SchemaModuleId =
  | 'dex'
  | 'tokens'
  | 'dao'
  | 'gauges'
  | 'gaugeHistory'
  | 'portfolio'
  | 'builder'
  | 'farming'
  | 'proposals'
  | 'swap'
  | 'limit'
  | 'relatedGauges';

/** One schema of a module's record: by name for the worker, by a loader for validation on this thread. */
export interface SchemaRef<S extends z.ZodType> {
  readonly module: SchemaModuleId;
  readonly name: string;
  readonly load: () => Promise<S>;
}

/** Names the schemas of one record: `const schema = schemaRefs('dex', () => import('./dexSchemas').then((m) => m.dexSchemas))`. */
export function schemaRefs<R extends Record<string, z.ZodType>>(module: SchemaModuleId, load: () => Promise<R>) {
  return <K extends keyof R & string>(name: K): SchemaRef<R[K]> => ({
    module,
    name,
    load: () => load().then((record) => record[name]),
  });
}

/** Started when a request starts (to load what validation needs meanwhile); validates the answer's text. */
export type AnswerReader = (ref: SchemaRef<z.ZodType>) => (text: string) => Promise<unknown>;

/** Validation on this thread: the schema loads while the request is in flight. */
export const localReader: AnswerReader = (ref) => {
  const schema = ref.load();
  schema.catch(() => undefined); // reported where it is awaited, not as unhandled
  return async (text) => (await schema).parse(JSON.parse(text));
};

let installed: AnswerReader | undefined;

/** The app's reader (the worker); `undefined` goes back to validation on this thread. */
export function setAnswerReader(reader: AnswerReader | undefined): void {
  installed = reader;
}

export function answerReader(): AnswerReader {
  return installed ?? localReader;
}
