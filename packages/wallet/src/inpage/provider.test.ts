import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { registerDevWallet } from '../server/plugin';
import { ALICE, BOB, createFakeDevnet } from '../server/testing/fake-devnet';
import { DevWalletProvider, type Approver } from './provider';
import { Settings, STORAGE_KEYS } from './settings';

class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

let app: FastifyInstance | undefined;
const providers: DevWalletProvider[] = [];
afterEach(async () => {
  for (const provider of providers) provider.close();
  await app?.close();
  app = undefined;
  providers.length = 0;
});

async function server() {
  app = Fastify();
  await app.register(websocket);
  registerDevWallet(app, {
    devnet: createFakeDevnet(),
    version: '0.3.60',
    networkId: 7,
    bundlePath: '/none',
    allowMissingOrigin: true,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${url.replace('http', 'ws')}/devwallet/ws`;
}

function makeProvider(url: string, search = '', local = new MemoryStorage(), approver?: Partial<Approver>) {
  const calls = { pick: 0, confirm: 0 };
  const provider = new DevWalletProvider({
    url,
    origin: 'http://app.test',
    site: 'app.test',
    settings: new Settings(search, local, new MemoryStorage()),
    WebSocketImpl: WebSocket as unknown as typeof globalThis.WebSocket,
    approver: {
      pickAccount: async (req) => {
        calls.pick++;
        return approver?.pickAccount ? approver.pickAccount(req) : req.accounts[1].address;
      },
      confirmTransaction: async (req) => {
        calls.confirm++;
        return approver?.confirmTransaction ? approver.confirmTransaction(req) : true;
      },
    },
  });
  providers.push(provider);
  return { provider, calls, local };
}

const send = (sender: string) => ({
  method: 'sendMessage',
  params: { sender, recipient: BOB.address, amount: '1000000000', bounce: false },
});

describe('in-page provider over the WebSocket', () => {
  it('connects through the picker, remembers the grant, and restores it after a reload', async () => {
    const url = await server();
    const first = makeProvider(url);
    const result = await first.provider.request({
      method: 'requestPermissions',
      params: { permissions: ['basic', 'accountInteraction'] },
    });
    expect(result).toMatchObject({ basic: true, accountInteraction: { address: BOB.address } });
    expect(first.calls.pick).toBe(1);
    expect(JSON.parse(first.local.getItem(STORAGE_KEYS.permissions)!)).toEqual({
      permissions: ['basic', 'accountInteraction'],
      account: BOB.address,
    });

    const reloaded = makeProvider(url, '', first.local);
    const state = (await reloaded.provider.request({ method: 'getProviderState' })) as {
      permissions: { accountInteraction?: { address: string } };
      version: string;
    };
    expect(state.permissions.accountInteraction?.address).toBe(BOB.address);
    expect(state.version).toBe('0.3.60');
    await reloaded.provider.request({
      method: 'requestPermissions',
      params: { permissions: ['basic', 'accountInteraction'] },
    });
    expect(reloaded.calls.pick).toBe(0);
  });

  it('adopts a grant made or dropped in another tab of the same origin', async () => {
    const url = await server();
    const shared = new MemoryStorage();
    const tabA = makeProvider(url, '?devAccount=bob', shared);
    const tabB = makeProvider(url, '', shared);
    await tabB.provider.welcomed();
    const changes: unknown[] = [];
    tabB.provider.on('permissionsChanged', (data) => changes.push(data));
    await tabA.provider.request({
      method: 'requestPermissions',
      params: { permissions: ['basic', 'accountInteraction'] },
    });
    tabB.provider.syncFromStorage();
    await vi.waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toMatchObject({ permissions: { accountInteraction: { address: BOB.address } } });
    expect(await tabB.provider.request({ method: 'getProviderState' })).toMatchObject({
      permissions: { accountInteraction: { address: BOB.address } },
    });
    await tabA.provider.request({ method: 'disconnect' });
    tabB.provider.syncFromStorage();
    await vi.waitFor(() => expect(changes).toHaveLength(2));
    expect(changes[1]).toEqual({ permissions: {} });
    expect(tabB.provider.account).toBeUndefined();
  });

  it('tells the app when the server drops a remembered account it does not know (reseeded devnet)', async () => {
    const url = await server();
    const local = new MemoryStorage();
    local.setItem(
      STORAGE_KEYS.permissions,
      JSON.stringify({ permissions: ['basic', 'accountInteraction'], account: `0:${'9'.repeat(64)}` }),
    );
    const { provider } = makeProvider(url, '', local);
    const changed = new Promise((resolve) => provider.once('permissionsChanged', resolve));
    await expect(changed).resolves.toEqual({ permissions: { basic: true } });
    expect(provider.account).toBeUndefined();
    expect(JSON.parse(local.getItem(STORAGE_KEYS.permissions)!)).toEqual({ permissions: ['basic'] });
  });

  it('opens one picker for concurrent connects (e.g. a double effect)', async () => {
    const url = await server();
    const { provider, calls } = makeProvider(url);
    const request = () =>
      provider.request({ method: 'requestPermissions', params: { permissions: ['basic', 'accountInteraction'] } });
    const [a, b] = await Promise.all([request(), request()]);
    expect(a).toEqual(b);
    expect(calls.pick).toBe(1);
  });

  it('rejects with the extension error when the user rejects, and sends nothing', async () => {
    const url = await server();
    const { provider } = makeProvider(url, '', new MemoryStorage(), {
      pickAccount: async () => undefined,
      confirmTransaction: async () => false,
    });
    await expect(
      provider.request({ method: 'requestPermissions', params: { permissions: ['basic', 'accountInteraction'] } }),
    ).rejects.toMatchObject({ code: 3, message: 'Rejected by user' });
    const preset = makeProvider(url, '?devAccount=alice', new MemoryStorage(), {
      confirmTransaction: async () => false,
    });
    await preset.provider.request({
      method: 'requestPermissions',
      params: { permissions: ['basic', 'accountInteraction'] },
    });
    expect(preset.calls.pick).toBe(0);
    await expect(preset.provider.request(send(ALICE.address))).rejects.toMatchObject({
      code: 3,
      message: 'Rejected by user',
    });
    expect(preset.calls.confirm).toBe(1);
  });

  it('auto-approves sends with ?autoApprove=1, asks otherwise, and lets the server refuse foreign senders', async () => {
    const url = await server();
    const auto = makeProvider(url, '?autoApprove=1&devAccount=alice');
    await auto.provider.request({
      method: 'requestPermissions',
      params: { permissions: ['basic', 'accountInteraction'] },
    });
    await expect(auto.provider.request(send(ALICE.address))).resolves.toMatchObject({
      transaction: { id: { lt: expect.any(String) } },
    });
    expect(auto.calls.confirm).toBe(0);
    expect(auto.local.getItem(STORAGE_KEYS.autoApprove)).toBe('1');
    const manual = makeProvider(url, '?devAccount=alice');
    await manual.provider.request({
      method: 'requestPermissions',
      params: { permissions: ['basic', 'accountInteraction'] },
    });
    await manual.provider.request(send(ALICE.address));
    expect(manual.calls.confirm).toBe(1);
    await expect(manual.provider.request(send(BOB.address))).rejects.toMatchObject({
      code: 2,
      message: expect.stringMatching(/Specified sender is not allowed/),
    });
    expect(manual.calls.confirm).toBe(1);
  });

  it('emits pushed events to listeners, and once/off work', async () => {
    const url = await server();
    const { provider } = makeProvider(url, '?devAccount=alice&autoApprove=1');
    const changed = vi.fn();
    const once = vi.fn();
    provider.addListener('permissionsChanged', changed);
    provider.once('permissionsChanged', once);
    await provider.request({ method: 'requestPermissions', params: { permissions: ['basic', 'accountInteraction'] } });
    const found = new Promise((resolve) => provider.on('transactionsFound', resolve));
    await provider.request({
      method: 'subscribe',
      params: { address: ALICE.address, subscriptions: { transactions: true } },
    });
    await provider.request(send(ALICE.address));
    await expect(found).resolves.toMatchObject({ address: ALICE.address });
    await provider.request({ method: 'disconnect' });
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
    expect(once).toHaveBeenCalledTimes(1);
    expect(provider.account).toBeUndefined();
  });

  it('hides executeLocal with ?noExecuteLocal=1, as a wallet without it answers', async () => {
    const url = await server();
    const local = {
      address: ALICE.address,
      messageHeader: { type: 'internal', sender: ALICE.address, amount: '1', bounce: false },
    };
    const { provider: plain } = makeProvider(url, '?devAccount=alice');
    await plain.request({ method: 'requestPermissions', params: { permissions: ['basic'] } });
    // reaches the server (the fake devnet runs no contracts: an invalid request, not a missing method)
    await expect(plain.request({ method: 'executeLocal', params: local })).rejects.toMatchObject({ code: 2 });
    const { provider } = makeProvider(url, '?noExecuteLocal=1&devAccount=alice');
    await provider.request({ method: 'requestPermissions', params: { permissions: ['basic'] } });
    await expect(provider.request({ method: 'executeLocal', params: local })).rejects.toMatchObject({
      code: 4,
      message: 'executeLocal is not supported by the Tycho dev wallet',
    });
  });

  it('reports ?walletVersion= and reconnects after the socket drops', async () => {
    const url = await server();
    const { provider } = makeProvider(url, '?walletVersion=0.3.39&devAccount=alice');
    await provider.request({ method: 'requestPermissions', params: { permissions: ['basic', 'accountInteraction'] } });
    expect(await provider.request({ method: 'getProviderState' })).toMatchObject({
      version: '0.3.39',
      numericVersion: 3039,
    });
    for (const client of app!.websocketServer.clients) client.terminate();
    await vi.waitFor(() => expect(provider.connected).toBe(false));
    const state = await provider.request({ method: 'getProviderState' });
    expect(state).toMatchObject({ version: '0.3.39', permissions: { accountInteraction: { address: ALICE.address } } });
    await expect(provider.request({ method: 'nope' })).rejects.toMatchObject({
      code: 4,
      message: 'nope is not supported by the Tycho dev wallet',
    });
  });
});
