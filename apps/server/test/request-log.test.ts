import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import { BASE_STEPS, createDevnet, type DevnetHandle } from '@tycho/devnet';
import { buildApp } from '../src/app';

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  statusCode?: number;
  path?: string;
  err?: { message: string; stack?: string };
  cause?: string;
}

/** The request log (issue 41): every 5xx at error with its cause and the id the answer named; 4xx stay quiet at warn. */
describe('structured request logs', () => {
  let database: DatabaseHandle;
  let devnet: DevnetHandle;
  let app: FastifyInstance;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    database = await openDatabase();
    devnet = await createDevnet({ db: database.db, seed: 1, steps: BASE_STEPS });
    // a separate read-model database, closed below to make the DEX API fail as a lost database would
    const readModel = await openDatabase();
    app = await buildApp({
      config: { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' },
      devnet,
      databaseKind: database.kind,
      db: readModel.db,
      logger: { level: 'warn', stream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } },
    });
    await readModel.close();
  });

  afterAll(async () => {
    await app?.close();
    await devnet?.close();
    await database?.close();
  });

  it('logs a 500 at error with its cause and the request id the answer names', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v2/pools', payload: {} });
    expect(response.statusCode).toBe(500);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(response.json().message).toBe(`The server failed to answer; see its log (request id ${id}).`);
    const logged = lines.filter((l) => l.reqId === id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 50,
      statusCode: 500,
      path: '/api/v2/pools',
      msg: 'POST /api/v2/pools answered 500',
    });
    // the cause: PGlite's own error, with its stack
    expect(logged[0]!.err?.message).toMatch(/closed/i);
    expect(logged[0]!.err?.stack).toBeTruthy();
  });

  it('logs a 5xx the server chose to send with the reason it gave', async () => {
    const response = await app.inject({ method: 'GET', url: '/swap' });
    expect(response.statusCode).toBe(503);
    const id = response.headers['x-request-id'];
    const logged = lines.filter((l) => l.reqId === id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, statusCode: 503, path: '/swap' });
    expect(logged[0]!.cause).toMatch(/The web app is not built/);
  });

  it('gives every request its own id and keeps 2xx and 4xx out of a warn-level log', async () => {
    const before = lines.length;
    const ids = new Set<string>();
    for (const url of ['/healthz', '/api/v2/nope', '/healthz']) {
      const response = await app.inject({ method: 'GET', url });
      ids.add(String(response.headers['x-request-id']));
    }
    const refused = await app.inject({ method: 'POST', url: '/api/v2/pools', payload: { limit: -1 } });
    expect(refused.statusCode).toBe(400);
    ids.add(String(refused.headers['x-request-id']));
    expect(ids.size).toBe(4);
    expect(lines.length).toBe(before);
  });
});
