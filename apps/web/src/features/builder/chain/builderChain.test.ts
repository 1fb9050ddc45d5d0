// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EMPTY_CELL, ZERO_ADDRESS } from '@tycho/abi';
import { fakeAddresses, setupFakeChain } from '@/shared/chain/testing/chainTest';

const [FACTORY, OWNER, ROOT, TARGET, PROXY, NEW_OWNER] = fakeAddresses('123456');
const chain = () => import('./builderChain');
const { fake, sent } = setupFakeChain(chain);

describe('builder: the call each action sends', () => {
  it('creates a token through the factory: zero supply, the call id, 5 coins', async () => {
    await (
      await chain()
    ).sendBuilderCall({
      type: 'create',
      factory: FACTORY,
      owner: OWNER,
      callId: 321,
      params: { name: 'Tycho Test', symbol: 'TT', decimals: 9 },
    });
    expect(sent()).toEqual([
      {
        kind: 'send',
        address: FACTORY,
        method: 'createToken',
        params: {
          callId: 321,
          name: 'Tycho Test',
          symbol: 'TT',
          decimals: 9,
          initialSupplyTo: ZERO_ADDRESS,
          initialSupply: '0',
          deployWalletValue: '0',
          mintDisabled: false,
          burnByRootDisabled: false,
          burnPaused: false,
          remainingGasTo: OWNER,
        },
        options: { from: OWNER, amount: '5000000000', bounce: true },
      },
    ]);
  });

  it("mints to the target with the deploy-wallet value, no notify, 0.6 coin; burns from the target's wallet", async () => {
    const c = await chain();
    await c.sendBuilderCall({ type: 'mint', root: ROOT, owner: OWNER, target: TARGET, amount: 1000n });
    await c.sendBuilderCall({
      type: 'burn',
      root: ROOT,
      owner: OWNER,
      target: TARGET,
      amount: 400n,
      callbackTo: PROXY,
      payload: 'hi',
    });
    const [mint, burn] = sent();
    expect([mint.address, mint.method, mint.params, mint.options]).toEqual([
      ROOT,
      'mint',
      {
        amount: '1000',
        recipient: TARGET,
        deployWalletValue: '100000000',
        remainingGasTo: OWNER,
        notify: false,
        payload: EMPTY_CELL,
      },
      { from: OWNER, amount: '600000000', bounce: true },
    ]);
    expect([burn.address, burn.method, burn.params, burn.options]).toEqual([
      ROOT,
      'burnTokens',
      {
        amount: '400',
        walletOwner: TARGET,
        remainingGasTo: TARGET,
        callbackTo: PROXY,
        // the text as bytes (base64 of "hi") packed into a cell
        payload: `packed:${JSON.stringify({ data: btoa('hi') })}`,
      },
      { from: OWNER, amount: '500000000', bounce: true },
    ]);
  });

  it('transfers the ownership with no callbacks and 5 coins', async () => {
    await (await chain()).sendBuilderCall({ type: 'transfer', root: ROOT, owner: OWNER, newOwner: NEW_OWNER });
    expect(sent().map((s) => [s.address, s.method, s.params, s.options])).toEqual([
      [
        ROOT,
        'transferOwnership',
        { newOwner: NEW_OWNER, remainingGasTo: OWNER, callbacks: [] },
        { from: OWNER, amount: '5000000000', bounce: true },
      ],
    ]);
  });

  it('a wallet rejection reaches the caller', async () => {
    fake.rejectNextSend(new Error('rejected'));
    await expect(
      (await chain()).sendBuilderCall({ type: 'transfer', root: ROOT, owner: OWNER, newOwner: NEW_OWNER }),
    ).rejects.toThrow('rejected');
  });
});
