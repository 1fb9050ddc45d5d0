import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer } from './answer';
import type { SchemaRegistry } from './registry';

const registry = {
  dex: { pool: z.object({ tvl: z.string(), n: z.coerce.number() }) },
} as unknown as SchemaRegistry;

describe('answer', () => {
  it('parses the text and returns what the schema gives', () => {
    expect(answer(registry, { id: 1, module: 'dex', name: 'pool', text: '{"tvl":"5","n":"7","x":1}' })).toEqual({
      id: 1,
      ok: true,
      value: { tvl: '5', n: 7 },
    });
  });
  it('answers an answer the schema rejects with the validation error', () => {
    const reply = answer(registry, { id: 2, module: 'dex', name: 'pool', text: '{"tvl":5}' });
    expect(reply).toMatchObject({ id: 2, ok: false, error: { name: 'ZodError' } });
    expect(!reply.ok && reply.error.message).toContain('tvl');
  });
  it('answers text that is not JSON with the parse error', () => {
    expect(answer(registry, { id: 3, module: 'dex', name: 'pool', text: '<html>' })).toMatchObject({
      ok: false,
      error: { name: 'SyntaxError' },
    });
  });
  it('names a schema it does not hold', () => {
    expect(answer(registry, { id: 4, module: 'dex', name: 'nope', text: '{}' })).toEqual({
      id: 4,
      ok: false,
      error: { name: 'Error', message: 'No answer schema dex.nope' },
    });
    expect(answer(registry, { id: 5, module: 'farming', name: 'pool', text: '{}' })).toMatchObject({ ok: false });
  });
});
