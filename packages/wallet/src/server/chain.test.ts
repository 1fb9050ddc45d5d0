import { ZERO_ADDRESS } from '@tycho/abi';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB, PLAIN_CONTRACT, TOKEN_ROOT } from './testing/fake-devnet';
import { errorOf, setup, TEST_ABI, tick } from './testing/helpers';

const runLocal = (address: string, method: string, params = {}, responsible?: boolean) => ({
  address,
  responsible,
  functionCall: { abi: TEST_ABI, method, params },
});

describe('chain reads', () => {
  it('getFullContractState returns the devnet state, or undefined for an unknown account', async () => {
    const { session } = setup('basic');
    const { state } = (await session.request('getFullContractState', {
      address: ALICE.address.toUpperCase().replace('0X', '0x'),
    })) as { state: { balance: string } };
    expect(state.balance).toBe('1000000000000');
    expect(await session.request('getFullContractState', { address: ZERO_ADDRESS })).toEqual({
      state: undefined,
    });
    expect((await errorOf(session.request('getFullContractState', { address: 'alice' }))).message).toMatch(
      /"address" must be an address/,
    );
  });

  it('runLocal passes the function call and the responsible flag', async () => {
    const { session } = setup('basic');
    expect(await session.request('runLocal', runLocal(TOKEN_ROOT, 'symbol', { answerId: 0 }, true))).toEqual({
      code: 0,
      output: { value0: 'TST' },
    });
    expect(await session.request('runLocal', runLocal(TOKEN_ROOT, 'echo', { x: '1' }))).toEqual({
      code: 0,
      output: { value0: '{"x":"1"}' },
    });
    expect((await errorOf(session.request('runLocal', runLocal(PLAIN_CONTRACT, 'nope')))).message).toBe(
      `runLocal: Method nope not found on ${PLAIN_CONTRACT}`,
    );
    expect((await errorOf(session.request('runLocal', runLocal(ZERO_ADDRESS, 'x')))).message).toBe(
      'runLocal: Account not found',
    );
    expect((await errorOf(session.request('runLocal', { address: TOKEN_ROOT }))).message).toMatch(
      /"functionCall" must be a function call/,
    );
  });

  it('getTransactions pages with a continuation; getTransaction and findTransaction look one up', async () => {
    const { session } = setup('account');
    for (let i = 0; i < 3; i++)
      await session.request('sendMessage', {
        sender: ALICE.address,
        recipient: BOB.address,
        amount: '1',
        bounce: false,
      });
    const first = (await session.request('getTransactions', { address: ALICE.address, limit: 2 })) as {
      transactions: { id: { lt: string; hash: string }; inMessage: { hash: string } }[];
      continuation?: { lt: string };
    };
    expect(first.transactions).toHaveLength(2);
    expect(first.continuation).toEqual(first.transactions[1].id);
    const second = (await session.request('getTransactions', {
      address: ALICE.address,
      continuation: first.continuation,
      limit: 2,
    })) as { transactions: unknown[]; continuation?: unknown };
    expect(second.transactions).toHaveLength(1);
    expect(second.continuation).toBeUndefined();
    const tx = first.transactions[0];
    expect(await session.request('getTransaction', { hash: tx.id.hash })).toEqual({ transaction: tx });
    expect(await session.request('findTransaction', { inMessageHash: tx.inMessage.hash })).toEqual({ transaction: tx });
    expect(await session.request('findTransaction', {})).toEqual({ transaction: undefined });
    expect(await session.request('getTransaction', { hash: 'ff'.repeat(32) })).toEqual({ transaction: undefined });
    expect((await errorOf(session.request('getTransactions', { address: ALICE.address, limit: 0 }))).message).toMatch(
      /"limit" must be an integer/,
    );
  });

  it('getExpectedAddress answers the devnet address with a state init and hash', async () => {
    const { session } = setup('basic');
    const result = (await session.request('getExpectedAddress', {
      tvc: 'not-a-tvc',
      abi: TEST_ABI,
      initParams: {},
    })) as { address: string; stateInit: string; hash: string };
    expect(result.address).toMatch(/^0:[0-9a-f]{64}$/);
    expect(result.hash).toBe(result.address.slice(2));
    expect(typeof result.stateInit).toBe('string');
    expect((await errorOf(session.request('getExpectedAddress', { tvc: 'x', abi: TEST_ABI }))).message).toMatch(
      /"initParams" must be an object/,
    );
  });
});

describe('subscriptions', () => {
  it('pushes transactionsFound and contractStateChanged for subscribed addresses only', async () => {
    const { session, events, devnet } = setup('account');
    expect(
      await session.request('subscribe', {
        address: ALICE.address,
        subscriptions: { state: true, transactions: true },
      }),
    ).toEqual({ state: true, transactions: true });
    await session.request('sendMessage', { sender: ALICE.address, recipient: BOB.address, amount: '5', bounce: false });
    devnet.emitState(BOB.address);
    await tick();
    const found = events.find((e) => e.event === 'transactionsFound')?.data as {
      address: string;
      transactions: { id: { lt: string } }[];
      info: unknown;
    };
    expect(found.address).toBe(ALICE.address);
    expect(found.info).toEqual({
      minLt: found.transactions[0].id.lt,
      maxLt: found.transactions[0].id.lt,
      batchType: 'new',
    });
    const changed = events.filter((e) => e.event === 'contractStateChanged');
    expect(changed).toHaveLength(1);
    const state = changed[0].data as { address: string; state: Record<string, unknown> };
    expect(state.address).toBe(ALICE.address);
    expect(state.state).not.toHaveProperty('boc');
    expect(state.state.isDeployed).toBe(true);
  });

  it('unsubscribe and unsubscribeAll stop the events', async () => {
    const { session, events, devnet } = setup('account');
    await session.request('subscribe', { address: ALICE.address, subscriptions: { state: true } });
    await session.request('subscribe', { address: BOB.address, subscriptions: { state: true } });
    expect(await session.request('unsubscribe', { address: ALICE.address })).toEqual({});
    devnet.emitState(ALICE.address);
    devnet.emitState(BOB.address);
    expect(events.map((e) => (e.data as { address: string }).address)).toEqual([BOB.address]);
    expect(await session.request('unsubscribeAll')).toEqual({});
    devnet.emitState(BOB.address);
    expect(events).toHaveLength(1);
    expect(
      (await errorOf(session.request('subscribe', { address: BOB.address, subscriptions: { state: 'yes' } }))).message,
    ).toMatch(/"subscriptions.state" must be a boolean/);
  });
});
