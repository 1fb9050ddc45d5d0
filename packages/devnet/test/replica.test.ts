import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenWalletAbiJson } from '@tycho/abi';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import { BASE_STEPS, createDevnet, type DevnetHandle, openDevnetReplica } from '../src';
import { TYCHO } from '../src/engine/constants';
import { tokenBalance, transferTokens, walletOf } from './helpers';

/** The read-only replica (the server's `api` role) answers as the devnet does once it refreshed. */
/** An account's state without its generation time, which is the chain clock's now (it turns with the wall clock). */
function stateOf<T extends { genTimings: { genUtime: number } }>(state: T | undefined) {
  return state && { ...state, genTimings: { ...state.genTimings, genUtime: 0 } };
}

describe('devnet replica', () => {
  let handle: DatabaseHandle;
  let d: DevnetHandle;
  beforeAll(async () => {
    handle = await openDatabase();
    d = await createDevnet({ db: handle.db, seed: 5, steps: BASE_STEPS });
  });
  afterAll(async () => {
    await d.close();
    await handle.close();
  });

  it('follows the commits of the writer and runs getters on the same state', async () => {
    const replica = await openDevnetReplica(handle.db);
    const [alice, bob] = d.devAccounts();
    const usdt = d.addresses()['token:USDT']!;
    expect(replica.addresses()).toEqual(d.addresses());
    expect(replica.devAccounts()).toEqual(d.devAccounts());
    // the two clocks tick with the wall clock: a second may turn between two reads
    expect([0, 1]).toContain(d.now() - replica.now());
    const before = stateOf(replica.getFullContractState(bob!.address));
    let heard = 0;
    replica.onCommitted(() => (heard += 1));

    const sent = await d.sendFromWallet({
      sender: alice!.address,
      recipient: bob!.address,
      amount: TYCHO,
      bounce: false,
    });
    await sent.settled;
    await transferTokens(d, usdt, alice!.address, bob!.address, 777n);
    await d.advanceClock(600);
    // nothing is seen before a refresh; everything after one
    expect(stateOf(replica.getFullContractState(bob!.address))).toEqual(before);
    expect(await replica.refresh()).toBe(true);
    expect(heard).toBe(1);
    expect(await replica.refresh()).toBe(false);
    expect(replica.appliedLt).toBe(await d.latestCursor());
    expect([0, 1]).toContain(d.now() - replica.now());
    expect(stateOf(replica.getFullContractState(bob!.address))).toEqual(stateOf(d.getFullContractState(bob!.address)));
    const wallet = walletOf(d, usdt, bob!.address);
    expect(replica.runLocal(wallet, TokenWalletAbiJson, 'balance', { answerId: 0 })).toEqual(
      d.runLocal(wallet, TokenWalletAbiJson, 'balance', { answerId: 0 }),
    );
    expect(tokenBalance(d, usdt, bob!.address)).toBeGreaterThanOrEqual(777n);
    expect(await replica.getTransactions(bob!.address, undefined, 5)).toEqual(
      await d.getTransactions(bob!.address, undefined, 5),
    );
    expect(replica.runLocal('0:' + '0'.repeat(64), TokenWalletAbiJson, 'balance', {}).code).not.toBe(0);
  });

  it('refuses a database without a network', async () => {
    const empty = await openDatabase();
    await expect(openDevnetReplica(empty.db)).rejects.toThrow(/holds no network yet/);
    await empty.close();
  });
});
