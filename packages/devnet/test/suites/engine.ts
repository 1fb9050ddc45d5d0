import * as nt from 'nekoton-wasm/node';
import { describe, expect, it } from 'vitest';
import { EverWalletAbiJson, TokenRootAbiJson, TokenWalletAbiJson, WrappedCurrencyVaultAbiJson } from '@tycho/abi';
import type { RawTransaction } from 'everscale-inpage-provider';
import { encodeCall, EMPTY_CELL, eventId } from '../../src/engine/codec';
import { GENESIS_SUPPLY, RunLocalCode, TRANSACTION_FEE, TYCHO } from '../../src/engine/constants';
import { balanceOf, nativeSum, walletOf } from '../helpers';
import { d } from '../shared';

describe('engine', () => {
  it('conserves the native supply from genesis', () => {
    expect(nativeSum(d)).toBe(GENESIS_SUPPLY);
    expect(balanceOf(d, d.addresses().feeCollector!)).toBeGreaterThan(0n);
  });

  it('sends native coin between wallet accounts; the fee goes to the collector', async () => {
    const [alice, bob] = [await d.createFundedWallet(), await d.createFundedWallet()];
    const a0 = balanceOf(d, alice.address);
    const b0 = balanceOf(d, bob.address);
    const fees0 = balanceOf(d, d.addresses().feeCollector!);
    const sent = await d.sendFromWallet({
      sender: alice.address,
      recipient: bob.address,
      amount: 5n * TYCHO,
      bounce: false,
    });
    await sent.settled;
    expect(balanceOf(d, alice.address)).toBe(a0 - 5n * TYCHO - TRANSACTION_FEE);
    expect(balanceOf(d, bob.address)).toBe(b0 + 5n * TYCHO - TRANSACTION_FEE);
    expect(balanceOf(d, d.addresses().feeCollector!)).toBe(fees0 + 2n * TRANSACTION_FEE);
    expect(sent.messageHash).toBe(sent.transaction.inMessage.hash);
    expect(await d.findTransaction(sent.messageHash)).toEqual(sent.transaction);
    expect(await d.getTransaction(sent.transaction.id.hash)).toEqual(sent.transaction);
    expect(nativeSum(d)).toBe(GENESIS_SUPPLY);
  });

  it('keeps value at an address without code, and bounces it back when bounce is set', async () => {
    const alice = await d.createFundedWallet();
    const nowhere = '0:' + '12'.repeat(32);
    await (
      await d.sendFromWallet({ sender: alice.address, recipient: nowhere, amount: TYCHO, bounce: false })
    ).settled;
    expect(d.getFullContractState(nowhere)).toMatchObject({ balance: TYCHO.toString(), isDeployed: false });
    const before = balanceOf(d, alice.address);
    await (
      await d.sendFromWallet({ sender: alice.address, recipient: '0:' + '13'.repeat(32), amount: TYCHO, bounce: true })
    ).settled;
    // Two transactions on alice (send, then the bounced message) and nothing kept by the target.
    expect(balanceOf(d, alice.address)).toBe(before - 2n * TRANSACTION_FEE);
    expect(d.getFullContractState('0:' + '13'.repeat(32))).toBeUndefined();
    const [bounced] = (await d.getTransactions('0:' + '13'.repeat(32), undefined, 1)).transactions;
    expect(bounced).toMatchObject({ aborted: true, origStatus: 'nonexist', endStatus: 'nonexist' });
    expect(bounced!.outMessages[0]).toMatchObject({ bounced: true, value: TYCHO.toString(), dst: alice.address });
  });

  it('gives native coin from the giver to any address', async () => {
    const target = '0:' + '5a'.repeat(32);
    const tx = await d.give(target, 42n * TYCHO);
    expect(tx.inMessage.dst).toBe(d.addresses().giver);
    expect(tx.outMessages[0]).toMatchObject({ dst: target, value: (42n * TYCHO).toString(), bounce: false });
    expect(d.getFullContractState(target)).toMatchObject({ balance: (42n * TYCHO).toString(), isDeployed: false });
    expect(nativeSum(d)).toBe(GENESIS_SUPPLY);
  });

  it('rejects sends from accounts that are not wallets', async () => {
    await expect(
      d.sendFromWallet({
        sender: d.addresses()['token:USDT']!,
        recipient: d.addresses().giver!,
        amount: 1n,
        bounce: false,
      }),
    ).rejects.toThrow();
  });

  it('runLocal: getters return raw tokens; unknown method and undeployed account give codes', () => {
    const usdt = d.addresses()['token:USDT']!;
    expect(d.runLocal(usdt, TokenRootAbiJson, 'decimals', { answerId: 0 }, true)).toEqual({
      code: 0,
      output: { value0: '6' },
    });
    expect(d.runLocal(usdt, TokenRootAbiJson, 'mint', {}, false).code).toBe(RunLocalCode.UNKNOWN_METHOD);
    expect(d.runLocal(usdt, TokenRootAbiJson, 'decimals', {}, false)).toEqual({ code: 0, output: { value0: '6' } });
    expect(d.runLocal(usdt, TokenRootAbiJson, 'walletOf', { walletOwner: 'nope' }).code).toBe(RunLocalCode.BAD_INPUT);
    expect(d.runLocal('0:' + '77'.repeat(32), TokenRootAbiJson, 'decimals', { answerId: 0 }).code).toBe(
      RunLocalCode.NOT_DEPLOYED,
    );
    const vault = d.addresses().vault!;
    const config = d.runLocal(vault, WrappedCurrencyVaultAbiJson, 'configuration', {});
    expect(config.output).toMatchObject({
      configuration: { root: d.addresses().wtycho, receive_safe_fee: TYCHO.toString() },
    });
  });

  it('getFullContractState has the provider shape', () => {
    const state = d.getFullContractState(d.addresses().vault!)!;
    expect(state.isDeployed).toBe(true);
    expect(state.lastTransactionId).toMatchObject({ isExact: true });
    expect(state.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(nt.validateCell(state.boc)).toBe(true);
    expect(d.getFullContractState('0:' + '99'.repeat(32))).toBeUndefined();
  });

  it('pages transactions newest first with a continuation', async () => {
    const giver = d.addresses().giver!;
    const first = await d.getTransactions(giver, undefined, 5);
    expect(first.transactions).toHaveLength(5);
    const lts = first.transactions.map((t) => BigInt(t.id.lt));
    expect([...lts].sort((a, b) => (b > a ? 1 : -1))).toEqual(lts);
    const second = await d.getTransactions(giver, first.continuation, 5);
    expect(BigInt(second.transactions[0]!.id.lt)).toBeLessThan(lts[4]!);
    expect(second.info?.batchType).toBe('old');
    expect(second.transactions[0]!.id).toEqual(first.transactions[4]!.prevTransactionId);
  });

  it('streams every committed transaction in logical-time order after a cursor', async () => {
    const first = await d.transactionsAfter(0n, 300);
    expect(first).toHaveLength(300);
    const cursors = first.map((t) => t.cursor);
    // in numeric order across digit counts (as text, "101" would sort before "11")
    expect(cursors.every((c, k) => k === 0 || c > cursors[k - 1]!)).toBe(true);
    expect(new Set(cursors.map((c) => c.toString().length)).size).toBeGreaterThan(1);
    expect(first.every((t) => BigInt(t.transaction.id.lt) === t.cursor)).toBe(true);
    const next = await d.transactionsAfter(cursors[4]!, 2);
    expect(next).toEqual(first.slice(5, 7));

    let heard = 0;
    const off = d.onCommitted(() => (heard += 1));
    const before = await d.latestCursor();
    const alice = await d.createFundedWallet();
    off();
    expect(heard).toBeGreaterThan(0);
    const after = await d.transactionsAfter(before, 1000);
    expect(after.length).toBeGreaterThan(0);
    expect(after.some((t) => t.account === alice.address)).toBe(true);
    expect(await d.latestCursor()).toBe(after.at(-1)!.cursor);
  });

  it('fires subscriptions after commit', async () => {
    const alice = await d.createFundedWallet();
    const seen: { address: string; txs: RawTransaction[] }[] = [];
    const states: string[] = [];
    const off1 = d.on('transactions', (address, txs) => {
      seen.push({ address, txs });
    });
    const off2 = d.on('state', (address, state) => {
      if (address === alice.address) states.push(state.balance);
    });
    const sent = await d.sendFromWallet({
      sender: alice.address,
      recipient: d.addresses().giver!,
      amount: TYCHO,
      bounce: false,
    });
    expect(seen.some((s) => s.address === alice.address)).toBe(true);
    // When the listener fired, the transaction was already readable from the database.
    expect(await d.getTransaction(sent.transaction.id.hash)).toBeDefined();
    await sent.settled;
    off1();
    off2();
    expect(states.at(-1)).toBe(d.getFullContractState(alice.address)!.balance);
  });

  it('encodes bodies, events and transactions nekoton decodes', async () => {
    const giver = d.addresses().giver!;
    const vault = d.addresses().vault!;
    const newOwner = (await d.createFundedWallet()).address;
    const sent = await d.sendFrom(giver, vault, {
      value: TYCHO,
      bounce: true,
      call: { abi: WrappedCurrencyVaultAbiJson, method: 'transferOwnership', params: { newOwner } },
    });
    await sent.settled;
    const [tx] = (await d.getTransactions(vault, undefined, 1)).transactions;
    const events = nt.decodeTransactionEvents(tx as never, WrappedCurrencyVaultAbiJson);
    expect(events).toEqual([{ event: 'OwnershipTransferred', data: { previousOwner: giver, newOwner } }]);
    const event = tx!.outMessages.find((m) => !m.dst)!;
    expect(nt.decodeEvent(event.body!, WrappedCurrencyVaultAbiJson, 'OwnershipTransferred')?.data).toEqual({
      previousOwner: giver,
      newOwner,
    });
    expect(eventId(WrappedCurrencyVaultAbiJson, 'OwnershipTransferred')).toBeLessThan(2 ** 31);
    expect(nt.decodeTransaction(tx as never, WrappedCurrencyVaultAbiJson, 'transferOwnership')?.input).toEqual({
      newOwner,
    });
    // The wallet's transaction: the inMessage carries the sendTransaction call.
    const input = nt.decodeTransaction(sent.transaction as never, EverWalletAbiJson, 'sendTransaction')?.input;
    expect(input).toMatchObject({ dest: vault, value: TYCHO.toString(), flags: '3' });
    expect(sent.transaction.inMessage.src).toBeUndefined();
    // Token transfer body round trip.
    const body = encodeCall(TokenWalletAbiJson, 'transfer', {
      amount: 1,
      recipient: giver,
      deployWalletValue: 0,
      remainingGasTo: giver,
      notify: false,
      payload: EMPTY_CELL,
    });
    expect(nt.decodeInput(body, TokenWalletAbiJson, ['transfer', 'burn'], true)?.method).toBe('transfer');
    expect(walletOf(d, d.addresses()['token:USDT']!, giver)).toMatch(/^0:[0-9a-f]{64}$/);
  });

  it('delegates getExpectedAddress to nekoton', () => {
    const tvc = nt.codeToTvc(EMPTY_CELL).boc;
    const address = d.getExpectedAddress(tvc, EverWalletAbiJson, 0, d.devAccounts()[0]!.publicKey, {});
    expect(address).toMatch(/^0:[0-9a-f]{64}$/);
  });

  it('advances the clock', async () => {
    const t = d.now();
    await d.advanceClock(3600);
    expect(d.now()).toBeGreaterThanOrEqual(t + 3600);
  });
});
