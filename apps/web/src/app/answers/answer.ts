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

export function answer(registry: SchemaRegistry, request: AnswerRequest): AnswerReply {
  const { id, module, name, text } = request;
  try {
    const schema = Object.hasOwn(registry, module) ? registry[module][name] : undefined;
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
