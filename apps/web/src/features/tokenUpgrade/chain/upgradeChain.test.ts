// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeAddresses, setupFakeChain } from '@/shared/chain/testing/chainTest';

const [ROOT_V4, ROOT_V5, OWNER, WALLET_V4, WALLET_V5, PROXY] = fakeAddresses('123456');
const chain = () => import('./upgradeChain');
const { fake, sent } = setupFakeChain(chain);

beforeEach(() => {
  fake.on(ROOT_V4, 'walletOf', { value0: WALLET_V4 });
  fake.on(ROOT_V5, 'walletOf', { value0: WALLET_V5 });
});

describe('token upgrade: the burn it sends', () => {
  it("burns from the owner's v4 wallet with the proxy as callback target and 1 coin", async () => {
    await (await chain()).sendUpgradeBurn({ rootV4: ROOT_V4, proxy: PROXY, owner: OWNER, amount: 42n });
    expect(sent()).toEqual([
      {
        kind: 'send',
        address: WALLET_V4,
        method: 'burn',
        params: { amount: '42', remainingGasTo: OWNER, callbackTo: PROXY, payload: '' },
        options: { from: OWNER, amount: '1000000000', bounce: true },
      },
    ]);
  });

  it('reads 0 from a wallet that is not deployed, the balance from one that is', async () => {
    fake.deploy(WALLET_V4);
    fake.on(WALLET_V4, 'balance', { value0: '900' });
    const snapshot = await (await chain()).readSnapshot(ROOT_V4, ROOT_V5, OWNER);
    expect([snapshot.v4, snapshot.v5]).toEqual([900n, 0n]);
  });

  it('a wallet rejection reaches the caller', async () => {
    fake.rejectNextSend(new Error('rejected'));
    await expect(
      (await chain()).sendUpgradeBurn({ rootV4: ROOT_V4, proxy: PROXY, owner: OWNER, amount: 1n }),
    ).rejects.toThrow('rejected');
  });
});
