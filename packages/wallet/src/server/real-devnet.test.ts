/** The dev wallet backend against the real devnet (in-memory PGlite), through the Fastify plugin and a ws client. */
import websocket from '@fastify/websocket';
import { TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import type { DatabaseHandle } from '@tycho/db';
import type { DevnetHandle } from '@tycho/devnet';
import { openSeededNetwork } from '@tycho/devnet/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerMessage } from '../protocol';
import { registerDevWallet } from './plugin';

let db: DatabaseHandle;
let devnet: DevnetHandle;
let app: FastifyInstance;
let socket: WebSocket;
const frames: ServerMessage[] = [];
let nextId = 1;

function waitFor(test: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting for a frame')), timeoutMs);
    const check = () => {
      const found = frames.find(test);
      if (found) {
        clearTimeout(timer);
        socket.off('message', check);
        resolve(found);
      }
    };
    socket.on('message', check);
    check();
  });
}

async function call<T = Record<string, unknown>>(
  method: string,
  params?: unknown,
  approval?: { account: string },
): Promise<T> {
  const id = nextId++;
  socket.send(JSON.stringify({ type: 'request', id, method, params, approval }));
  const response = (await waitFor((m) => m.type === 'response' && m.id === id)) as Extract<
    ServerMessage,
    { type: 'response' }
  >;
  if (response.error) throw Object.assign(new Error(response.error.message), response.error);
  return response.result as T;
}

beforeAll(async () => {
  ({ database: db, devnet } = await openSeededNetwork());
  app = Fastify();
  await app.register(websocket);
  registerDevWallet(app, { devnet, networkId: 1000, bundlePath: '/none', allowMissingOrigin: true });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  socket = new WebSocket(`${url.replace('http', 'ws')}/devwallet/ws`);
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerMessage));
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'hello', origin: 'http://localhost' }));
  await waitFor((m) => m.type === 'welcome');
});

afterAll(async () => {
  socket?.close();
  await app?.close();
  await devnet?.close();
  await db?.close();
});

describe('dev wallet on the real devnet', () => {
  it('connects a seeded account, reads state, sends a TIP-3 transfer and pushes its transactions', async () => {
    const [alice, bob] = devnet.devAccounts();
    const usdt = devnet.addresses()['token:USDT'];
    expect(usdt).toMatch(/^0:[0-9a-f]{64}$/);

    const permissions = await call(
      'requestPermissions',
      { permissions: ['basic', 'accountInteraction'] },
      { account: alice.name },
    );
    expect(permissions).toMatchObject({
      basic: true,
      accountInteraction: { address: alice.address, publicKey: alice.publicKey },
    });
    const { state } = await call<{ state: { balance: string; isDeployed: boolean } }>('getFullContractState', {
      address: alice.address,
    });
    expect(state.isDeployed).toBe(true);
    expect(BigInt(state.balance)).toBeGreaterThan(0n);

    const symbol = await call('runLocal', {
      address: usdt,
      responsible: true,
      functionCall: { abi: TokenRootAbiJson, method: 'symbol', params: { answerId: 0 } },
    });
    expect(symbol).toEqual({ code: 0, output: { value0: 'USDT' } });
    const walletOf = (owner: string) =>
      call<{ output: { value0: string } }>('runLocal', {
        address: usdt,
        responsible: true,
        functionCall: { abi: TokenRootAbiJson, method: 'walletOf', params: { answerId: 0, walletOwner: owner } },
      });
    const aliceWallet = (await walletOf(alice.address)).output.value0;
    const bobWallet = (await walletOf(bob.address)).output.value0;
    const balanceOf = async (wallet: string) =>
      BigInt(
        (
          await call<{ output: { value0: string } }>('runLocal', {
            address: wallet,
            responsible: true,
            functionCall: { abi: TokenWalletAbiJson, method: 'balance', params: { answerId: 0 } },
          })
        ).output.value0,
      );
    const bobBefore = await balanceOf(bobWallet);

    await call('subscribe', { address: alice.address, subscriptions: { transactions: true, state: true } });
    const { message } = await call<{ message: { hash: string; expireAt: number } }>('sendMessageDelayed', {
      sender: alice.address,
      recipient: aliceWallet,
      amount: '500000000',
      bounce: true,
      payload: {
        abi: TokenWalletAbiJson,
        method: 'transfer',
        params: {
          amount: '1000000',
          recipient: bob.address,
          deployWalletValue: '0',
          remainingGasTo: alice.address,
          notify: false,
          payload: '',
        },
      },
    });
    const status = await waitFor((m) => m.type === 'event' && m.event === 'messageStatusUpdated');
    expect(status).toMatchObject({
      data: { address: alice.address, hash: message.hash, transaction: { inMessage: { hash: message.hash } } },
    });
    await waitFor((m) => m.type === 'event' && m.event === 'transactionsFound');
    await waitFor((m) => m.type === 'event' && m.event === 'contractStateChanged');

    const found = await call<{ transaction: { id: { hash: string } } }>('findTransaction', {
      inMessageHash: message.hash,
    });
    expect(found.transaction.id.hash).toMatch(/^[0-9a-f]{64}$/);
    await expect(call('getTransaction', { hash: found.transaction.id.hash })).resolves.toMatchObject({
      transaction: { id: found.transaction.id },
    });
    const history = await call<{ transactions: unknown[] }>('getTransactions', { address: alice.address, limit: 5 });
    expect(history.transactions.length).toBeGreaterThan(0);
    await devnet.drain();
    expect(await balanceOf(bobWallet)).toBe(bobBefore + 1_000_000n);

    await expect(
      call('addAsset', { account: alice.address, type: 'tip3_token', params: { rootContract: usdt } }),
    ).resolves.toEqual({ newAsset: true });
    await expect(
      call('addAsset', { account: alice.address, type: 'tip3_token', params: { rootContract: aliceWallet } }),
    ).rejects.toMatchObject({ code: 2 });
    await expect(
      call('sendMessage', { sender: bob.address, recipient: alice.address, amount: '1', bounce: false }),
    ).rejects.toMatchObject({ code: 2, message: expect.stringMatching(/Specified sender is not allowed/) });
  });

  it('connects a freshly funded wallet by address and sends from it', async () => {
    const fresh = await devnet.createFundedWallet('wallet-test');
    const granted = await call('changeAccount', undefined, { account: fresh.address });
    expect(granted).toMatchObject({ accountInteraction: { address: fresh.address } });
    const [alice] = devnet.devAccounts();
    await expect(
      call('sendMessage', { sender: fresh.address, recipient: alice.address, amount: '1000000000', bounce: false }),
    ).resolves.toMatchObject({ transaction: { aborted: false } });
    await expect(call('changeAccount', undefined, { account: devnet.addresses()['token:USDT'] })).rejects.toMatchObject(
      { code: 2 },
    );
  });
});
