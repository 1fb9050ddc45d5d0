import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import { BASE_STEPS, createDevnet, type DevnetHandle } from '@tycho/devnet';
import { DEV_WALLET_MAX_FRAME_BYTES, SUPPORTED_METHODS, type ServerMessage } from '@tycho/wallet/server';
import { buildApp } from '../src/app';

/**
 * The dev wallet's WebSocket under generated malformed provider frames: not JSON, wrong types, unknown and
 * prototype-named methods, parameters of every wrong shape (with real ABIs and addresses mixed in, so nekoton and
 * the devnet see odd but parseable input), broken hello/restore and approval fields, overlong strings. Every frame
 * gets an answer (a welcome, a response to its id, or an error frame), never silence; the server stays healthy.
 */
const ADDRESS = `0:${'a'.repeat(64)}`;
/** A frame of exactly the dev wallet's limit: `head`, padding, `tail`. */
const atLimit = (head: string, tail: string) =>
  `${head}${'p'.repeat(DEV_WALLET_MAX_FRAME_BYTES - head.length - tail.length)}${tail}`;
const EMPTY_CELL = 'te6ccgEBAQEAAgAAAA==';
const KEYS = [
  'abi',
  'abiVersion',
  'account',
  'address',
  'allowPartial',
  'amount',
  'boc',
  'body',
  'bounce',
  'continuation',
  'data',
  'event',
  'functionCall',
  'hash',
  'inMessageHash',
  'initParams',
  'internal',
  'limit',
  'method',
  'params',
  'payload',
  'permissions',
  'publicKey',
  'recipient',
  'responsible',
  'rootContract',
  'sender',
  'stateInit',
  'structure',
  'subscriptions',
  'transaction',
  'tvc',
  'type',
  'workchain',
  '__proto__',
];

function badValue(devAccount: string) {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(
      -1,
      1e308,
      Number.MAX_SAFE_INTEGER,
      '-5',
      (2n ** 128n).toString(),
      (2n ** 256n).toString(),
      '0:zz',
      `1:${'a'.repeat(64)}`,
      ADDRESS,
      devAccount,
      EMPTY_CELL,
      'te6cc',
      TokenRootAbiJson,
      TokenWalletAbiJson,
      '{"ABI version":2}',
      'x'.repeat(100_000),
      '',
      null,
      true,
      [],
      {},
      ['basic', 'accountInteraction'],
      { abi: TokenRootAbiJson, method: 'name', params: { answerId: 0 } },
      { abi: TokenWalletAbiJson, method: 'transfer', params: { amount: '1' } },
      { lt: '1', hash: 'zz' },
    ),
    fc.string({ maxLength: 200 }),
    fc.bigInt({ min: -(2n ** 200n), max: 2n ** 200n }).map(String),
  );
}

const params = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }), weight: 6 },
    { arbitrary: value, weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );

/** A frame a page (or anything that opened the socket) could send. */
function frameOf(devAccount: string) {
  const value = badValue(devAccount);
  const method = fc.oneof(
    { arbitrary: fc.constantFrom(...SUPPORTED_METHODS), weight: 8 },
    { arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'eval'), weight: 1 },
    { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  );
  const id = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 1_000_000 }), weight: 10 },
    { arbitrary: fc.constantFrom('1', null, 1.5, -0.5, 1e300, Number.MAX_SAFE_INTEGER + 2, [], {}), weight: 1 },
  );
  const approval = fc.oneof(fc.constant(undefined), value, fc.record({ account: value }));
  const request = fc
    .record({ id, method: fc.oneof({ arbitrary: method, weight: 9 }, { arbitrary: value, weight: 1 }) })
    .chain((base) =>
      fc.record({ params: params(value), approval }).map((rest) => ({ type: 'request', ...base, ...rest })),
    );
  const restore = fc.oneof(
    value,
    fc.record(
      {
        permissions: fc.oneof(value, fc.constant(['basic', 'accountInteraction'])),
        account: fc.oneof(value, fc.constant(devAccount)),
        subscriptions: fc.oneof(value, fc.dictionary(fc.constantFrom(ADDRESS, devAccount, 'x'), value)),
      },
      { requiredKeys: [] },
    ),
  );
  const hello = fc
    .record({ origin: value, version: fc.oneof(value, fc.constantFrom('0.3.45', '9.9.9', '1.2')), restore })
    .map((h) => ({ type: 'hello', ...h }));
  return fc.oneof(
    { arbitrary: request.map((r) => JSON.stringify(r)), weight: 70 },
    { arbitrary: hello.map((h) => JSON.stringify(h)), weight: 8 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'), weight: 8 },
    {
      arbitrary: fc.tuple(fc.string({ maxLength: 20 }), value).map(([type, v]) => JSON.stringify({ type, id: 1, v })),
      weight: 4,
    },
    { arbitrary: fc.string({ maxLength: 200 }), weight: 6 },
    {
      arbitrary: fc.constantFrom('{', '{"type":"request","id":', 'nul', '[]', '"hello"', '', '[['.repeat(5_000)),
      weight: 3,
    },
    {
      // a request at the frame limit: read and answered
      arbitrary: fc.constant(atLimit(`{"type":"request","id":7,"method":"getProviderState","pad":"`, '"}')),
      weight: 1,
    },
  );
}

/** A client that answers the next non-event frame (or the close) after each frame it sends. */
async function client(url: string, origin: string) {
  const socket = new WebSocket(url, { origin });
  const inbox: ServerMessage[] = [];
  let waiting: ((m: ServerMessage | { type: 'closed'; code: number }) => void) | undefined;
  let closed: { type: 'closed'; code: number } | undefined;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    if (message.type === 'event') return;
    if (waiting) {
      const w = waiting;
      waiting = undefined;
      w(message);
    } else inbox.push(message);
  });
  socket.on('close', (code) => {
    closed = { type: 'closed', code };
    waiting?.(closed);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const next = () =>
    new Promise<ServerMessage | { type: 'closed'; code: number }>((resolve) => {
      const queued = inbox.shift();
      if (queued) resolve(queued);
      else if (closed) resolve(closed);
      else waiting = resolve;
    });
  return {
    socket,
    exchange: (frame: string) => {
      socket.send(frame);
      return next();
    },
  };
}

describe('dev wallet WebSocket under generated malformed frames', () => {
  let database: DatabaseHandle;
  let devnet: DevnetHandle;
  let app: FastifyInstance;
  let url: string;
  let origin: string;

  beforeAll(async () => {
    database = await openDatabase();
    devnet = await createDevnet({ db: database.db, seed: 1, steps: BASE_STEPS });
    app = await buildApp({
      config: { devWallet: true, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' },
      devnet,
      databaseKind: database.kind,
      db: database.db,
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    url = `${origin.replace('http', 'ws')}/devwallet/ws`;
  });

  afterAll(async () => {
    await app?.close();
    await devnet?.close();
    await database?.close();
  });

  it('answers 10,000 generated frames, each with a response to its id, a welcome or an error frame', async () => {
    const devAccount = devnet.devAccounts()[0].address;
    let connection = await client(url, origin);
    const kinds = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(frameOf(devAccount), async (frame) => {
        const answer = await connection.exchange(frame);
        const where = `${frame.slice(0, 300)} → ${JSON.stringify(answer).slice(0, 300)}`;
        kinds.set(answer.type, (kinds.get(answer.type) ?? 0) + 1);
        expect(['response', 'welcome', 'error'], where).toContain(answer.type);
        if (answer.type === 'error') expect(answer.error.message, where).toBeTruthy();
        if (answer.type === 'response' && answer.error) {
          expect(typeof answer.error.message, where).toBe('string');
          // a malformed request is the page's mistake, never the wallet's internal error
          expect(answer.error.code, where).not.toBe(0);
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(frame);
        } catch {
          parsed = undefined;
        }
        const id = (parsed as { id?: unknown } | undefined)?.id;
        const isRequest = (parsed as { type?: unknown } | undefined)?.type === 'request';
        if (isRequest && Number.isSafeInteger(id)) expect(answer, where).toMatchObject({ type: 'response', id });
      }),
      { numRuns: Number(process.env.WS_RUNS ?? 10_000), seed: 15 },
    );
    expect(kinds.get('error') ?? 0).toBeGreaterThan(500);
    expect(kinds.get('response') ?? 0).toBeGreaterThan(5_000);
    // a frame above the limit is refused before it is read: the socket closes with 1009 (message too big)
    const huge = await connection.exchange(`{"pad":"${'p'.repeat(DEV_WALLET_MAX_FRAME_BYTES)}"}`);
    expect(huge).toEqual({ type: 'closed', code: 1009 });
    // the server is healthy: HTTP answers and a new page connection works
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    connection = await client(url, origin);
    expect(await connection.exchange(JSON.stringify({ type: 'hello', origin }))).toMatchObject({ type: 'welcome' });
    const state = await connection.exchange(JSON.stringify({ type: 'request', id: 1, method: 'getProviderState' }));
    expect(state).toMatchObject({ type: 'response', id: 1, result: { networkId: 1000 } });
    connection.socket.close();
  }, 300_000);
});
