import { describe, expect, it } from 'vitest';
import { createProviderBackend } from './backend';
import { ALICE, BOB, createFakeDevnet, FRESH_WALLET, TOKEN_ROOT } from './testing/fake-devnet';
import { errorOf, setup } from './testing/helpers';

describe('permissions', () => {
  it('grants basic without an account and pushes permissionsChanged', async () => {
    const { session, events } = setup('none');
    expect(await session.request('requestPermissions', { permissions: ['basic'] })).toEqual({ basic: true });
    expect(events).toEqual([{ event: 'permissionsChanged', data: { permissions: { basic: true } } }]);
  });

  it('grants accountInteraction for the account approved in the page (by address or name)', async () => {
    const { session } = setup('none');
    const result = await session.request(
      'requestPermissions',
      { permissions: ['basic', 'accountInteraction'] },
      { account: 'bob' },
    );
    expect(result).toEqual({
      basic: true,
      accountInteraction: { address: BOB.address, publicKey: BOB.publicKey, contractType: 'EverWallet' },
    });
  });

  it('rejects an unknown account, a missing approval and bad params', async () => {
    const { session } = setup('none');
    const unknown = await errorOf(
      session.request(
        'requestPermissions',
        { permissions: ['accountInteraction'] },
        { account: `0:${'9'.repeat(64)}` },
      ),
    );
    expect(unknown.code).toBe(2);
    expect(unknown.message).toMatch(/not a dev wallet account/);
    expect(
      (await errorOf(session.request('requestPermissions', { permissions: ['accountInteraction'] }))).message,
    ).toMatch(/no account was approved/);
    expect((await errorOf(session.request('requestPermissions', { permissions: ['root'] }))).message).toMatch(
      /unknown permission "root"/,
    );
    expect((await errorOf(session.request('requestPermissions', {}))).message).toMatch(
      /"permissions" must be an array/,
    );
    expect((await errorOf(session.request('requestPermissions'))).message).toMatch(/params must be an object/);
  });

  it('accepts any deployed wallet account by address (freshly funded ones), not other contracts', async () => {
    const { session } = setup('none');
    const fresh = await session.request(
      'requestPermissions',
      { permissions: ['accountInteraction'] },
      { account: FRESH_WALLET },
    );
    expect(fresh).toEqual({
      accountInteraction: { address: FRESH_WALLET, publicKey: '0'.repeat(64), contractType: 'EverWallet' },
    });
    const error = await errorOf(
      session.request('requestPermissions', { permissions: ['accountInteraction'] }, { account: TOKEN_ROOT }),
    );
    expect(error.message).toMatch(/is not a dev wallet account/);
  });

  it('changes the account and requires accountInteraction to do so', async () => {
    const { session, events } = setup('account');
    const result = (await session.request('changeAccount', undefined, { account: BOB.address })) as {
      accountInteraction: { address: string };
    };
    expect(result.accountInteraction.address).toBe(BOB.address);
    expect(events.at(-1)?.event).toBe('permissionsChanged');
    const none = setup('basic');
    const error = await errorOf(none.session.request('changeAccount', undefined, { account: BOB.address }));
    expect(error.code).toBe(5);
  });

  it('disconnects: clears permissions and subscriptions, pushes permissionsChanged and loggedOut', async () => {
    const { session, events } = setup('account');
    await session.request('subscribe', { address: ALICE.address, subscriptions: { state: true } });
    expect(await session.request('disconnect')).toEqual({});
    expect(session.permissions()).toEqual({});
    expect(events.map((e) => e.event)).toEqual(['permissionsChanged', 'loggedOut']);
    expect(events[0].data).toEqual({ permissions: {} });
    expect((await errorOf(session.request('getFullContractState', { address: ALICE.address }))).code).toBe(5);
  });
});

describe('getProviderState', () => {
  it('reports version, numeric version, network, permissions and subscriptions', async () => {
    const { session } = setup('account');
    await session.request('subscribe', { address: BOB.address, subscriptions: { transactions: true } });
    expect(await session.request('getProviderState')).toEqual({
      version: '0.3.60',
      numericVersion: 3060,
      networkId: 1000,
      selectedConnection: 'tycho-devnet',
      supportedPermissions: ['basic', 'accountInteraction'],
      permissions: {
        basic: true,
        accountInteraction: { address: ALICE.address, publicKey: ALICE.publicKey, contractType: 'EverWallet' },
      },
      subscriptions: { [BOB.address]: { state: false, transactions: true } },
    });
  });

  it('uses the per-session version override and rejects malformed versions', async () => {
    const backend = createProviderBackend(createFakeDevnet(), { version: '0.3.60', networkId: 1 });
    const state = (await backend.createSession({ version: '0.3.39' }).request('getProviderState')) as {
      version: string;
      numericVersion: number;
    };
    expect(state).toMatchObject({ version: '0.3.39', numericVersion: 3039 });
    expect(() => backend.createSession({ version: 'latest' })).toThrow(/Invalid wallet version/);
  });
});

describe('errors', () => {
  it('names unsupported methods of the API and unknown methods', async () => {
    const { session } = setup('account');
    for (const method of ['signData', 'sendExternalMessage', 'addNetwork', 'changeNetwork', 'frobnicate']) {
      const error = await errorOf(session.request(method, {}));
      expect(error.code).toBe(4);
      expect(error.message).toBe(`${method} is not supported by the Tycho dev wallet`);
    }
    expect((await errorOf(session.request('toString', {}))).message).toMatch(/toString is not supported/);
  });

  it('requires basic for chain reads, as the extension does', async () => {
    const { session } = setup('none');
    const error = await errorOf(session.request('getFullContractState', { address: ALICE.address }));
    expect(error.code).toBe(5);
    expect(error.message).toMatch(/getFullContractState requires "basic"/);
  });

  it('restores remembered permissions only for known accounts', () => {
    const { session } = setup('none');
    session.restore({ permissions: ['basic', 'accountInteraction'], account: `0:${'9'.repeat(64)}` });
    expect(session.permissions()).toEqual({ basic: true });
  });

  it('stops pushing events after close', async () => {
    const { session, devnet, events } = setup('account');
    await session.request('subscribe', { address: ALICE.address, subscriptions: { state: true } });
    session.close();
    devnet.emitState(ALICE.address);
    expect(events).toEqual([]);
  });
});
