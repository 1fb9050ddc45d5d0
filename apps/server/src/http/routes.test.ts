import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '@tycho/api';
import { AnswerCache } from './answer-cache';
import { installErrorHandling } from './errors';
import { keptReads, registerRoute } from './routes';

const route = {
  method: 'POST',
  path: '/chart',
  summary: 'A test chart',
  body: z.object({ points: z.number().int().min(1).max(5), hour: z.number().default(0) }),
  response: z.array(z.object({ n: z.number() })),
} satisfies RouteDef;

async function server(answers?: AnswerCache) {
  const app = Fastify();
  installErrorHandling(app);
  const computed: number[] = [];
  registerRoute(
    app,
    route,
    async ({ body }) => {
      computed.push(body.points);
      if (body.points === 5) throw new Error('five is refused');
      return Array.from({ length: body.points }, (_, n) => ({ n }));
    },
    [],
    { answers, depends: ({ body }) => ({ chain: false, clock: false, also: `${body.hour}` }) },
  );
  await app.ready();
  const ask = (body: object) => app.inject({ method: 'POST', url: '/chart', payload: body });
  return { app, computed, ask };
}

describe('registerRoute kept answers', () => {
  it('answers a kept read with the same JSON, computed once per version and per validated input', async () => {
    const answers = new AnswerCache({ now: () => 1, onCommitted: () => () => undefined });
    const { app, computed, ask } = await server(answers);
    const first = await ask({ points: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual([{ n: 0 }, { n: 1 }]);
    // the same request spelled with its default: one answer
    const second = await ask({ hour: 0, points: 2 });
    expect(second.body).toBe(first.body);
    expect(computed).toEqual([2]);
    await ask({ points: 2, hour: 1 });
    expect(computed).toEqual([2, 2]);
    answers.invalidate();
    await ask({ points: 2 });
    expect(computed).toEqual([2, 2, 2]);
    // a bad request is refused before the cache, a failure is not kept
    expect((await ask({ points: 9 })).statusCode).toBe(400);
    expect((await ask({ points: 5 })).statusCode).toBe(500);
    expect((await ask({ points: 5 })).statusCode).toBe(500);
    expect(computed).toEqual([2, 2, 2, 5, 5]);
    await app.close();
  });
  it('computes every request without an answer cache', async () => {
    const { app, computed, ask } = await server();
    expect((await ask({ points: 1 })).json()).toEqual([{ n: 0 }]);
    await ask({ points: 1 });
    expect(computed).toEqual([1, 1]);
    await app.close();
  });
});

describe('keptReads', () => {
  it('keeps a read until the read model, the chain or its second moves', async () => {
    let now = 100;
    const listeners: (() => void)[] = [];
    const answers = new AnswerCache({ now: () => now, onCommitted: (l) => (listeners.push(l), () => undefined) });
    const app = Fastify();
    installErrorHandling(app);
    let computed = 0;
    keptReads(answers)(app, route, async ({ body }) => (computed++, [{ n: body.points }]), []);
    await app.ready();
    const ask = async () => (await app.inject({ method: 'POST', url: '/chart', payload: { points: 1 } })).json();
    expect(await ask()).toEqual([{ n: 1 }]);
    await ask();
    expect(computed).toBe(1);
    for (const listener of listeners) listener(); // a chain commit
    await ask();
    expect(computed).toBe(2);
    now += 1; // the chain's next second
    await ask();
    expect(computed).toBe(3);
    answers.invalidate(); // an indexer batch
    await ask();
    await ask();
    expect(computed).toBe(4);
    // without an answer cache, every request computes
    const plain = Fastify();
    let plainComputed = 0;
    keptReads(undefined)(plain, route, async () => (plainComputed++, [{ n: 0 }]), []);
    await plain.inject({ method: 'POST', url: '/chart', payload: { points: 1 } });
    await plain.inject({ method: 'POST', url: '/chart', payload: { points: 1 } });
    expect(plainComputed).toBe(2);
    await Promise.all([app.close(), plain.close()]);
  });
});
