import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerMessage } from '../protocol';
import { devWalletScriptTag, registerDevWallet, sameOrigin } from './plugin';
import { ALICE, BOB, createFakeDevnet } from './testing/fake-devnet';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(bundlePath: string, allowMissingOrigin = true) {
  app = Fastify();
  await app.register(websocket);
  registerDevWallet(app, {
    devnet: createFakeDevnet(),
    version: '0.3.61',
    networkId: 42,
    bundlePath,
    allowMissingOrigin,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return url;
}

/** A ws client that collects frames and waits for one matching a predicate. */
async function connect(url: string, origin?: string) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/devwallet/ws`, origin ? { origin } : {});
  const frames: ServerMessage[] = [];
  const waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    frames.push(message);
    for (const w of [...waiters]) {
      if (!w.test(message)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(message);
    }
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const next = (test: (m: ServerMessage) => boolean) =>
    new Promise<ServerMessage>((resolve) => {
      const seen = frames.find(test);
      if (seen) resolve(seen);
      else waiters.push({ test, resolve });
    });
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  return { socket, next, send };
}

describe('registerDevWallet', () => {
  it('serves the built bundle without caching, and a clear 503 when it is missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'devwallet-'));
    writeFileSync(join(dir, 'inpage.js'), 'window.__bundle = 1;');
    const url = await start(join(dir, 'inpage.js'));
    const ok = await fetch(`${url}/devwallet/inpage.js`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toMatch(/no-store/);
    expect(ok.headers.get('content-type')).toMatch(/javascript/);
    expect(await ok.text()).toBe('window.__bundle = 1;');
    await app?.close();
    const missingUrl = await start(join(dir, 'missing.js'));
    const missing = await fetch(`${missingUrl}/devwallet/inpage.js`);
    expect(missing.status).toBe(503);
    expect(await missing.text()).toMatch(/dev wallet is not built .*npm run build -w @tycho\/wallet/);
    expect(devWalletScriptTag()).toBe('<script src="/devwallet/inpage.js"></script>');
  });

  it('answers requests over the WebSocket and pushes events', async () => {
    const url = await start('/nonexistent');
    const client = await connect(url);
    client.send({ type: 'hello', origin: 'http://localhost:5173', version: '0.3.45' });
    const welcome = await client.next((m) => m.type === 'welcome');
    expect(welcome).toEqual({
      type: 'welcome',
      version: '0.3.45',
      networkId: 42,
      accounts: [ALICE, BOB],
      permissions: {},
    });

    client.send({ type: 'request', id: 1, method: 'getProviderState' });
    const state = await client.next((m) => m.type === 'response' && m.id === 1);
    expect(state).toMatchObject({
      result: { version: '0.3.45', numericVersion: 3045, networkId: 42, selectedConnection: 'tycho-devnet' },
    });

    client.send({
      type: 'request',
      id: 2,
      method: 'requestPermissions',
      params: { permissions: ['basic', 'accountInteraction'] },
      approval: { account: 'alice' },
    });
    expect(await client.next((m) => m.type === 'response' && m.id === 2)).toMatchObject({
      result: { basic: true, accountInteraction: { address: ALICE.address } },
    });
    expect(await client.next((m) => m.type === 'event' && m.event === 'permissionsChanged')).toMatchObject({
      data: { permissions: { basic: true } },
    });

    client.send({
      type: 'request',
      id: 3,
      method: 'subscribe',
      params: { address: ALICE.address, subscriptions: { transactions: true } },
    });
    await client.next((m) => m.type === 'response' && m.id === 3);
    client.send({
      type: 'request',
      id: 4,
      method: 'sendMessage',
      params: { sender: ALICE.address, recipient: BOB.address, amount: '7', bounce: false },
    });
    await client.next((m) => m.type === 'response' && m.id === 4);
    const found = await client.next((m) => m.type === 'event' && m.event === 'transactionsFound');
    expect(found).toMatchObject({ data: { address: ALICE.address, info: { batchType: 'new' } } });

    client.send({ type: 'request', id: 5, method: 'signData', params: {} });
    expect(await client.next((m) => m.type === 'response' && m.id === 5)).toEqual({
      type: 'response',
      id: 5,
      error: { code: 4, message: 'signData is not supported by the Tycho dev wallet' },
    });
    client.socket.close();
  });

  it('accepts same-origin pages and refuses other origins', async () => {
    const url = await start('/nonexistent');
    const same = await connect(url, url);
    same.send({ type: 'hello', origin: url });
    await same.next((m) => m.type === 'welcome');
    same.socket.close();
    const other = await connect(url, 'http://evil.example');
    const code = await new Promise((resolve) => other.socket.once('close', resolve));
    expect(code).toBe(1008);
    // the same host under another scheme or port is another origin
    const { port } = new URL(url);
    for (const origin of [url.replace('http:', 'https:'), `http://127.0.0.1:${Number(port) + 1}`, 'null']) {
      const refused = await connect(url, origin);
      expect(await new Promise((resolve) => refused.socket.once('close', resolve)), origin).toBe(1008);
    }
  });

  it('compares scheme, host and port of the Origin with the server', () => {
    expect(sameOrigin('http://127.0.0.1:8080', '127.0.0.1:8080', 'http')).toBe(true);
    expect(sameOrigin('http://localhost', 'localhost:80', 'http')).toBe(true);
    expect(sameOrigin('https://127.0.0.1:8080', '127.0.0.1:8080', 'http')).toBe(false);
    expect(sameOrigin('http://127.0.0.1:8081', '127.0.0.1:8080', 'http')).toBe(false);
    expect(sameOrigin('http://127.0.0.1', '127.0.0.1:8080', 'http')).toBe(false);
    expect(sameOrigin('http://evil.example:8080', '127.0.0.1:8080', 'http')).toBe(false);
    expect(sameOrigin('null', '127.0.0.1:8080', 'http')).toBe(false);
    expect(sameOrigin('http://127.0.0.1:8080', undefined, 'http')).toBe(false);
    expect(sameOrigin('https://example.org', 'example.org', 'https')).toBe(true);
  });

  it('refuses a client without an Origin header unless the test-only switch is on', async () => {
    const url = await start('/nonexistent', false);
    const bare = await connect(url);
    const code = await new Promise((resolve) => bare.socket.once('close', resolve));
    expect(code).toBe(1008);
  });

  it('restores a remembered permission on hello (page reload)', async () => {
    const url = await start('/nonexistent');
    const client = await connect(url);
    client.send({
      type: 'hello',
      origin: 'x',
      restore: {
        permissions: ['basic', 'accountInteraction'],
        account: BOB.address,
        subscriptions: { [BOB.address]: { state: true, transactions: false } },
      },
    });
    expect(await client.next((m) => m.type === 'welcome')).toMatchObject({
      version: '0.3.61',
      permissions: { accountInteraction: { address: BOB.address } },
    });
    client.send({ type: 'request', id: 1, method: 'getProviderState' });
    expect(await client.next((m) => m.type === 'response' && m.id === 1)).toMatchObject({
      result: { subscriptions: { [BOB.address]: { state: true, transactions: false } } },
    });
    client.socket.close();
  });
});
