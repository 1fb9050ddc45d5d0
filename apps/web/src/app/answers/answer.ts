/** What the answer worker does with one answer: parse its text and validate it with the named schema. */
import type { SchemaModuleId } from '@/shared/api';
import type { SchemaRegistry } from './registry';

export interface AnswerRequest {
  id: number;
  module: SchemaModuleId;
  name: string;
  text: string;
}

export type AnswerReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { name: string; message: string } };

/** Loads the named schema's record (on its first use; later uses find it loaded), then validates the answer. */
export async function answer(registry: SchemaRegistry, request: AnswerRequest): Promise<AnswerReply> {
  const { id, module, name, text } = request;
  try {
    const record = Object.hasOwn(registry, module) ? await registry[module]() : undefined;
    const schema = record && Object.hasOwn(record, name) ? record[name] : undefined;
    if (!schema) throw new Error(`No answer schema ${module}.${name}`);
    return { id, ok: true, value: schema.parse(JSON.parse(text)) };
  } catch (error) {
    return { id, ok: false, error: failure(error) };
  }
}

export function failure(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };
}
