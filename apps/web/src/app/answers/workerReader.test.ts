import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { schemaRefs } from '@/shared/api';
import { answer, type AnswerReply, type AnswerRequest } from './answer';
import type { SchemaRegistry } from './registry';
import { createWorkerReader, type AnswerPort } from './workerReader';

const record = { pool: z.object({ n: z.number() }) };
const registry = { dex: async () => record } as unknown as SchemaRegistry;
const load = vi.fn(async () => record);
const pool = schemaRefs('dex', load)('pool');

/** A worker stand-in: replies through the real `answer`, when told to (`flush`), or fails. */
function fakePort() {
  const listeners: {
    message?: ((event: MessageEvent<AnswerReply>) => void)[];
    other: Record<string, ((event: Event) => void)[]>;
  } = {
    other: {},
  };
  const inbox: AnswerRequest[] = [];
  const port: AnswerPort & {
    flush(transform?: (r: AnswerReply) => AnswerReply): Promise<void>;
    emit(type: string): void;
  } = {
    postMessage: (message) => void inbox.push(message),
    addEventListener: (
      type: string,
      listener: ((event: MessageEvent<AnswerReply>) => void) | ((event: Event) => void),
    ) => {
      if (type === 'message') (listeners.message ??= []).push(listener as (event: MessageEvent<AnswerReply>) => void);
      else (listeners.other[type] ??= []).push(listener as (event: Event) => void);
    },
    terminate: vi.fn(),
    async flush(transform = (r) => r) {
      for (const request of inbox.splice(0)) {
        const data = transform(await answer(registry, request));
        listeners.message?.forEach((l) => l(new MessageEvent('message', { data })));
      }
    },
    emit(type) {
      listeners.other[type]?.forEach((l) => l(new Event(type, { cancelable: true })));
    },
  };
  return port;
}

describe('the worker answer reader', () => {
  it('starts the worker with the first request, once, and resolves each answer with its reply', async () => {
    const port = fakePort();
    const spawn = vi.fn(() => port);
    const read = createWorkerReader(spawn);
    const first = read(pool);
    expect(spawn).toHaveBeenCalledTimes(1);
    const a = first('{"n":1}');
    const b = read(pool)('{"n":2}');
    expect(spawn).toHaveBeenCalledTimes(1);
    void port.flush();
    await expect(a).resolves.toEqual({ n: 1 });
    await expect(b).resolves.toEqual({ n: 2 });
    expect(load).not.toHaveBeenCalled();
  });
  it("rejects with the worker's validation error", async () => {
    const port = fakePort();
    const pending = createWorkerReader(() => port)(pool)('{"n":"one"}');
    void port.flush();
    await expect(pending).rejects.toMatchObject({ name: 'ZodError' });
  });
  it('validates here what the worker held when it failed, and everything after', async () => {
    const port = fakePort();
    const read = createWorkerReader(() => port);
    const held = read(pool)('{"n":3}');
    port.emit('error');
    await expect(held).resolves.toEqual({ n: 3 });
    expect(port.terminate).toHaveBeenCalled();
    await expect(read(pool)('{"n":4}')).resolves.toEqual({ n: 4 });
    await expect(read(pool)('{"n":"x"}')).rejects.toThrow();
    expect(load).toHaveBeenCalled();
  });
  it('validates here when no worker can start', async () => {
    const read = createWorkerReader(() => {
      throw new Error('no workers');
    });
    await expect(read(pool)('{"n":5}')).resolves.toEqual({ n: 5 });
  });
  it('validates here a reply that could not be copied', async () => {
    const port = fakePort();
    const read = createWorkerReader(() => port);
    const a = read(pool)('{"n":6}');
    void port.flush((r) => ({ id: r.id, ok: false, error: { name: 'DataCloneError', message: 'cannot clone' } }));
    await expect(a).resolves.toEqual({ n: 6 });
    const b = read(pool)('{"n":7}');
    port.emit('messageerror');
    await expect(b).resolves.toEqual({ n: 7 });
  });
});
