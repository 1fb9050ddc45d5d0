import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, getJson, isNotFound, postJson } from './http';
import { schemaRefs, setAnswerReader } from './schemaRef';

const schema = z.object({ n: z.number() });
const respond = (status: number, body: unknown, statusText = '') =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText }));

describe('postJson', () => {
  it('posts JSON and parses the answer', async () => {
    const fetchImpl = respond(200, { n: 3 });
    await expect(postJson('/api/x', { a: 1 }, schema, { fetchImpl })).resolves.toEqual({ n: 3 });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });
  it("throws the server's message on a non-ok answer", async () => {
    const fetchImpl = respond(400, { error: 'Bad Request', message: 'body/limit must be at most 100' });
    const error = await postJson('/x', {}, schema, { fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('body/limit must be at most 100');
  });
  it('marks 404 as not found and falls back to the status text', async () => {
    const error = await postJson('/x', {}, schema, { fetchImpl: respond(404, 'nope', 'Not Found') }).catch((e) => e);
    expect(isNotFound(error)).toBe(true);
    expect((error as ApiError).message).toBe('Not Found');
  });
  it('rejects an answer that does not match the schema', async () => {
    await expect(postJson('/x', {}, schema, { fetchImpl: respond(200, { n: 'three' }) })).rejects.toThrow();
  });
  it('loads a referenced schema while the request is in flight, and parses with it', async () => {
    const events: string[] = [];
    const load = vi.fn(async () => {
      events.push('schema');
      return { n: schema };
    });
    const fetchImpl = vi.fn(async () => {
      events.push('fetch');
      return new Response(JSON.stringify({ n: 4 }));
    });
    const ref = schemaRefs('dex', load);
    await expect(postJson('/x', {}, ref('n'), { fetchImpl })).resolves.toEqual({ n: 4 });
    expect(events).toEqual(['schema', 'fetch']);
    await expect(getJson('/x', ref('n'), { fetchImpl: respond(200, { n: 'four' }) })).rejects.toThrow();
  });
  it('fails with the schema loader when it fails, and with the answer when the answer fails first', async () => {
    const broken = schemaRefs('dex', () => Promise.reject<{ n: typeof schema }>(new Error('chunk failed')));
    await expect(postJson('/x', {}, broken('n'), { fetchImpl: respond(200, { n: 1 }) })).rejects.toThrow(
      'chunk failed',
    );
    const error = await getJson('/x', broken('n'), { fetchImpl: respond(500, { message: 'down' }) }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).status).toBe(500);
  });
});

describe('the installed answer reader', () => {
  afterEach(() => setAnswerReader(undefined));
  it('is started before the request and validates the text; the schema module is not loaded here', async () => {
    const events: string[] = [];
    const load = vi.fn(async () => ({ n: schema }));
    setAnswerReader((ref) => {
      events.push(`start ${ref.module}.${ref.name}`);
      return async (text) => {
        events.push(`read ${text}`);
        return { n: 7 };
      };
    });
    const fetchImpl = vi.fn(async () => {
      events.push('fetch');
      return new Response('{"n":7}');
    });
    await expect(getJson('/x', schemaRefs('farming', load)('n'), { fetchImpl })).resolves.toEqual({ n: 7 });
    expect(events).toEqual(['start farming.n', 'fetch', 'read {"n":7}']);
    expect(load).not.toHaveBeenCalled();
  });
  it('is not asked to read an answer that failed', async () => {
    const read = vi.fn(async () => ({}));
    setAnswerReader(() => read);
    const ref = schemaRefs('dex', async () => ({ n: schema }));
    const error = await getJson('/x', ref('n'), { fetchImpl: respond(503, { message: 'down' }) }).catch((e) => e);
    expect((error as ApiError).status).toBe(503);
    expect(read).not.toHaveBeenCalled();
  });
  it('does not handle plain schemas, which are parsed here', async () => {
    const start = vi.fn();
    setAnswerReader(start);
    await expect(getJson('/x', schema, { fetchImpl: respond(200, { n: 2 }) })).resolves.toEqual({ n: 2 });
    expect(start).not.toHaveBeenCalled();
  });
});
