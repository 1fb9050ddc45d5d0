import * as nt from 'nekoton-wasm/node';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB, FEE, PLAIN_CONTRACT, TOKEN_ROOT } from './testing/fake-devnet';
import { errorOf, setup, TEST_ABI, tick } from './testing/helpers';

const transfer = { abi: TEST_ABI, method: 'transfer', params: { to: BOB.address, amount: '100' } };

describe('sendMessage', () => {
  it('encodes a FunctionCall payload with nekoton and returns the wallet transaction', async () => {
    const { session, devnet } = setup('account');
    const result = (await session.request('sendMessage', {
      sender: ALICE.address,
      recipient: TOKEN_ROOT,
      amount: '2000000000',
      bounce: true,
      payload: transfer,
    })) as { transaction: { id: { lt: string } } };
    expect(result.transaction.id.lt).toMatch(/^\d+$/);
    const [sent] = devnet.sent;
    expect(sent).toMatchObject({ sender: ALICE.address, recipient: TOKEN_ROOT, amount: 2_000_000_000n, bounce: true });
    expect(nt.decodeInput(sent.body!, TEST_ABI, 'transfer', true)).toEqual({
      method: 'transfer',
      input: { to: BOB.address, amount: '100' },
    });
  });

  it('passes a raw base64 body through and sends plain transfers without a body', async () => {
    const { session, devnet } = setup('account');
    const body = nt.encodeInternalInput(TEST_ABI, 'ping', {});
    await session.request('sendMessage', {
      sender: ALICE.address,
      recipient: BOB.address,
      amount: '1',
      bounce: false,
      payload: body,
    });
    await session.request('sendMessage', { sender: ALICE.address, recipient: BOB.address, amount: '1', bounce: false });
    expect(devnet.sent.map((m) => m.body)).toEqual([body, undefined]);
    expect(
      (
        await errorOf(
          session.request('sendMessage', {
            sender: ALICE.address,
            recipient: BOB.address,
            amount: '1',
            bounce: false,
            payload: 'not a boc',
          }),
        )
      ).message,
    ).toMatch(/"payload" is not a valid base64 BOC/);
  });

  it('refuses a sender other than the permitted account, and sends nothing', async () => {
    const { session, devnet } = setup('account');
    const error = await errorOf(
      session.request('sendMessage', { sender: BOB.address, recipient: ALICE.address, amount: '1', bounce: false }),
    );
    expect(error.code).toBe(2);
    expect(error.message).toMatch(/Specified sender is not allowed/);
    expect(devnet.sent).toEqual([]);
    const basicOnly = setup('basic');
    expect(
      (
        await errorOf(
          basicOnly.session.request('sendMessage', {
            sender: ALICE.address,
            recipient: BOB.address,
            amount: '1',
            bounce: false,
          }),
        )
      ).code,
    ).toBe(5);
  });

  it('validates params and reports devnet failures', async () => {
    const { session, devnet } = setup('account');
    const base = { sender: ALICE.address, recipient: BOB.address, amount: '1', bounce: false };
    expect((await errorOf(session.request('sendMessage', { ...base, amount: '-1' }))).message).toMatch(
      /"amount" must be a non-negative integer/,
    );
    expect((await errorOf(session.request('sendMessage', { ...base, bounce: undefined }))).message).toMatch(
      /"bounce" must be a boolean/,
    );
    expect((await errorOf(session.request('sendMessage', { ...base, recipient: 'bob' }))).message).toMatch(
      /"recipient" must be an address/,
    );
    expect(
      (
        await errorOf(
          session.request('sendMessage', { ...base, payload: { abi: TEST_ABI, method: 'nope', params: {} } }),
        )
      ).message,
    ).toMatch(/cannot encode payload nope/);
    devnet.failNextSend = 'insufficient balance';
    expect((await errorOf(session.request('sendMessage', base))).message).toBe(
      'sendMessage: message was not sent: insufficient balance',
    );
  });
});

describe('sendMessageDelayed', () => {
  it('returns the message at once and pushes messageStatusUpdated afterwards', async () => {
    const { session, events, devnet } = setup('account');
    const { message } = (await session.request('sendMessageDelayed', {
      sender: ALICE.address,
      recipient: BOB.address,
      amount: '5',
      bounce: false,
      payload: transfer,
    })) as { message: { account: string; hash: string; expireAt: number } };
    expect(message).toEqual({
      account: ALICE.address,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      expireAt: devnet.now() + 60,
    });
    expect(events.filter((e) => e.event === 'messageStatusUpdated')).toEqual([]);
    await tick();
    const update = events.find((e) => e.event === 'messageStatusUpdated')?.data as {
      address: string;
      hash: string;
      transaction: { inMessage: { hash: string } };
    };
    expect(update.address).toBe(ALICE.address);
    expect(update.hash).toBe(message.hash);
    expect(update.transaction.inMessage.hash).toBe(message.hash);
  });

  it('checks the sender too', async () => {
    const { session } = setup('account');
    expect(
      (
        await errorOf(
          session.request('sendMessageDelayed', {
            sender: BOB.address,
            recipient: ALICE.address,
            amount: '1',
            bounce: false,
          }),
        )
      ).message,
    ).toMatch(/Specified sender is not allowed/);
  });
});

describe('estimateFees and addAsset', () => {
  it('estimateFees answers the devnet flat fee', async () => {
    const { session } = setup('account');
    expect(
      await session.request('estimateFees', {
        sender: ALICE.address,
        recipient: BOB.address,
        amount: '1',
        payload: transfer,
      }),
    ).toEqual({ fees: FEE.toString() });
  });

  it('addAsset accepts TIP-3 roots once per account and rejects other contracts', async () => {
    const { session } = setup('account');
    const add = (root: string, account = ALICE.address) =>
      session.request('addAsset', { account, type: 'tip3_token', params: { rootContract: root } });
    expect(await add(TOKEN_ROOT)).toEqual({ newAsset: true });
    expect(await add(TOKEN_ROOT)).toEqual({ newAsset: false });
    expect((await errorOf(add(PLAIN_CONTRACT))).message).toMatch(/is not a TIP-3 token root/);
    expect((await errorOf(add(TOKEN_ROOT, BOB.address))).message).toMatch(/Specified account is not allowed/);
    expect(
      (await errorOf(session.request('addAsset', { account: ALICE.address, type: 'nft', params: {} }))).message,
    ).toMatch(/unknown asset type "nft"/);
  });
});

describe('sendUnsignedExternalMessage', () => {
  it('sends an unsigned external call (a proposal queue or execute) and returns its transaction', async () => {
    const { session } = setup('account');
    const result = (await session.request('sendUnsignedExternalMessage', {
      recipient: PLAIN_CONTRACT,
      payload: { abi: TEST_ABI, method: 'ping', params: {} },
    })) as { transaction: { id: { lt: string }; inMessage: { dst: string } } };
    expect(result.transaction.id.lt).toMatch(/^\d+$/);
    expect(result.transaction.inMessage.dst).toBe(PLAIN_CONTRACT);
  });

  it('refuses local execution', async () => {
    const { session } = setup('account');
    const error = await errorOf(
      session.request('sendUnsignedExternalMessage', {
        recipient: PLAIN_CONTRACT,
        payload: { abi: TEST_ABI, method: 'ping', params: {} },
        local: true,
      }),
    );
    expect(error.message).toMatch(/local execution/);
  });
});
