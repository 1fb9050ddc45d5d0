import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answer } from './answer';
import type { SchemaRegistry } from './registry';

const pool = z.object({ tvl: z.string(), n: z.coerce.number() });
const loadDex = vi.fn(async () => ({ pool }));
const registry = {
  dex: loadDex,
  farming: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
} as unknown as SchemaRegistry;

describe('answer', () => {
  it('parses the text and returns what the schema gives', async () => {
    expect(await answer(registry, { id: 1, module: 'dex', name: 'pool', text: '{"tvl":"5","n":"7","x":1}' })).toEqual({
      id: 1,
      ok: true,
      value: { tvl: '5', n: 7 },
    });
  });
  it('loads the schema record of the answer on its use', async () => {
    loadDex.mockClear();
    await answer(registry, { id: 1, module: 'dex', name: 'pool', text: '{"tvl":"5","n":1}' });
    expect(loadDex).toHaveBeenCalledOnce();
  });
  it('answers an answer the schema rejects with the validation error', async () => {
    const reply = await answer(registry, { id: 2, module: 'dex', name: 'pool', text: '{"tvl":5}' });
    expect(reply).toMatchObject({ id: 2, ok: false, error: { name: 'ZodError' } });
    expect(!reply.ok && reply.error.message).toContain('tvl');
  });
  it('answers text that is not JSON with the parse error', async () => {
    expect(await answer(registry, { id: 3, module: 'dex', name: 'pool', text: '<html>' })).toMatchObject({
      ok: false,
      error: { name: 'SyntaxError' },
    });
  });
  it('names a schema it does not hold', async () => {
    expect(await answer(registry, { id: 4, module: 'dex', name: 'nope', text: '{}' })).toEqual({
      id: 4,
      ok: false,
      error: { name: 'Error', message: 'No answer schema dex.nope' },
    });
    expect(await answer(registry, { id: 5, module: 'dex', name: 'toString', text: '{}' })).toMatchObject({
      ok: false,
      error: { message: 'No answer schema dex.toString' },
    });
    expect(await answer(registry, { id: 6, module: 'tokens', name: 'pool', text: '{}' })).toMatchObject({
      ok: false,
      error: { message: 'No answer schema tokens.pool' },
    });
  });
  it('answers with the error when the schema record cannot load', async () => {
    expect(await answer(registry, { id: 7, module: 'farming', name: 'pool', text: '{}' })).toEqual({
      id: 7,
      ok: false,
      error: { name: 'TypeError', message: 'Failed to fetch dynamically imported module' },
    });
  });
});
