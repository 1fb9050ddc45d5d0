import { describe, expect, it, vi } from 'vitest';
import { createFakeRpc } from './testing/fakeRpc';
import { createRpcBackend } from './walletBackend';
import { WalletController } from './walletController';

const ADDRESS = `0:${'1'.repeat(64)}`;
const OTHER = `0:${'2'.repeat(64)}`;

function setup(fake: ReturnType<typeof createFakeRpc> | null, minVersion = '0.3.40') {
  const controller = new WalletController({
    loadBackend: async () => (fake ? createRpcBackend(fake.rpc, (a) => ({ toString: () => a })) : null),
    minVersion,
  });
  return controller;
}

describe('WalletController', () => {
  it('starts in checking and reports a missing provider', async () => {
    const controller = setup(null);
    expect(controller.getState().status).toBe('checking');
    await controller.init();
    expect(controller.getState()).toEqual({ status: 'missing' });
  });

  it('treats a provider that fails to load as missing', async () => {
    const controller = new WalletController({
      loadBackend: () => Promise.reject(new Error('boom')),
      minVersion: '0.3.40',
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await controller.init();
    expect(controller.getState().status).toBe('missing');
  });

  it('reports an outdated provider with its version', async () => {
    const controller = setup(createFakeRpc({ version: '0.3.39' }));
    await controller.init();
    expect(controller.getState()).toEqual({ status: 'outdated', version: '0.3.39' });
    await controller.connect();
    expect(controller.getState().status).toBe('outdated');
  });

  it('connects when asked during the provider check, once the check ends', async () => {
    let provide: () => void = () => {};
    const fake = createFakeRpc();
    const controller = new WalletController({
      loadBackend: () =>
        new Promise((resolve) => (provide = () => resolve(createRpcBackend(fake.rpc, (a) => ({ toString: () => a }))))),
      minVersion: '0.3.40',
    });
    void controller.init();
    expect(controller.getState().status).toBe('checking');
    const connecting = controller.connect();
    provide();
    await connecting;
    expect(fake.calls).toContain('requestPermissions:basic,accountInteraction');
    expect(controller.getState().status).toBe('connected');
  });

  it('a connect asked for during the check of a missing provider changes nothing', async () => {
    const controller = setup(null);
    await controller.connect();
    expect(controller.getState()).toEqual({ status: 'missing' });
  });

  it('accepts exactly the minimum version', async () => {
    const controller = setup(createFakeRpc({ version: '0.3.40' }));
    await controller.init();
    expect(controller.getState().status).toBe('disconnected');
  });

  it('connects with basic and accountInteraction, then loads the balance', async () => {
    const fake = createFakeRpc();
    fake.setBalance(ADDRESS, '12500000000', { emit: false });
    const controller = setup(fake);
    const seen: string[] = [];
    controller.subscribe(() => seen.push(controller.getState().status));
    await controller.init();
    expect(controller.getState().status).toBe('disconnected');
    await controller.connect();
    expect(fake.calls).toContain('requestPermissions:basic,accountInteraction');
    expect(seen).toContain('connecting');
    expect(controller.getState().status).toBe('connected');
    expect(controller.getState().account?.address).toBe(ADDRESS);
    await vi.waitFor(() => expect(controller.getState().balance).toBe('12500000000'));
    expect(fake.calls).toContain(`subscribe:contractStateChanged:${ADDRESS}`);
  });

  it('restores an existing permission on start', async () => {
    const fake = createFakeRpc({ account: { address: ADDRESS, publicKey: 'pk' }, balance: '7' });
    const controller = setup(fake);
    await controller.init();
    expect(controller.getState().status).toBe('connected');
    await vi.waitFor(() => expect(controller.getState().balance).toBe('7'));
  });

  it('a returning user goes from checking straight to connected, never through a clickable disconnected', async () => {
    const fake = createFakeRpc({ account: { address: ADDRESS, publicKey: 'pk' }, balance: '7' });
    const controller = setup(fake);
    const seen: string[] = [];
    controller.subscribe(() => seen.push(controller.getState().status));
    await controller.init();
    expect(seen).not.toContain('disconnected');
    expect(controller.getState().status).toBe('connected');
  });

  it('updates the balance on contractStateChanged, with or without a state balance', async () => {
    const fake = createFakeRpc({ account: { address: ADDRESS, publicKey: 'pk' }, balance: '1000000000' });
    const controller = setup(fake);
    await controller.init();
    await vi.waitFor(() => expect(fake.listenerCount('contractStateChanged')).toBe(1));
    fake.setBalance(ADDRESS, '2000000000');
    expect(controller.getState().balance).toBe('2000000000');
    fake.setBalance(ADDRESS, '3000000000', { emitWithState: false });
    await vi.waitFor(() => expect(controller.getState().balance).toBe('3000000000'));
    fake.setBalance(OTHER, '999'); // another account's event is ignored
    expect(controller.getState().balance).toBe('3000000000');
  });

  it('shows 0 when the balance cannot be loaded', async () => {
    const fake = createFakeRpc({ account: { address: ADDRESS, publicKey: 'pk' } });
    (fake.rpc as unknown as { getBalance: () => Promise<string> }).getBalance = () => Promise.reject(new Error('x'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const controller = setup(fake);
    await controller.init();
    await vi.waitFor(() => expect(controller.getState().balance).toBe('0'));
  });

  it('goes back to disconnected when the user rejects', async () => {
    const fake = createFakeRpc();
    fake.rejectNextConnect(new Error('Rejected by user'));
    const controller = setup(fake);
    await controller.init();
    await expect(controller.connect()).rejects.toThrow('Rejected by user');
    expect(controller.getState()).toMatchObject({ status: 'disconnected', error: 'Rejected by user' });
  });

  it('disconnects: calls the provider, clears the state and stops the balance subscription', async () => {
    const fake = createFakeRpc({ account: { address: ADDRESS, publicKey: 'pk' }, balance: '5' });
    const controller = setup(fake);
    await controller.init();
    await vi.waitFor(() => expect(fake.listenerCount('contractStateChanged')).toBe(1));
    await controller.disconnect();
    expect(fake.calls).toContain('disconnect');
    expect(controller.getState()).toEqual({ status: 'disconnected', version: '0.4.0' });
    await vi.waitFor(() => expect(fake.listenerCount('contractStateChanged')).toBe(0));
    fake.setBalance(ADDRESS, '6');
    expect(controller.getState().balance).toBeUndefined();
  });

  it('follows permissionsChanged (account switch, removal) and loggedOut', async () => {
    const fake = createFakeRpc({ account: { address: ADDRESS, publicKey: 'pk' }, balance: '5' });
    fake.setBalance(OTHER, '9', { emit: false });
    const controller = setup(fake);
    await controller.init();
    fake.changeAccount({ address: OTHER, publicKey: 'pk2' });
    expect(controller.getState().account?.address).toBe(OTHER);
    await vi.waitFor(() => expect(controller.getState().balance).toBe('9'));
    fake.changeAccount(null);
    expect(controller.getState().status).toBe('disconnected');
    fake.changeAccount({ address: ADDRESS, publicKey: 'pk' });
    expect(controller.getState().status).toBe('connected');
    fake.logOut();
    expect(controller.getState().status).toBe('disconnected');
  });
});
