/**
 * The token factory and the builder operations on the devnet (spec 4 builder, reference §3): createToken, owner-only
 * mint / burnTokens / transferOwnership, refusals bouncing with their value, and the seeded builder token.
 */
import * as nt from 'nekoton-wasm/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TokenCallbacksAbiJson,
  TokenFactoryAbi,
  TokenFactoryAbiJson,
  TokenFactoryCallbacksAbiJson,
  TokenRootAbiJson,
  ZERO_ADDRESS,
} from '@tycho/abi';
import { openDatabase } from '@tycho/db';
import { BASE_STEPS, builderStep, createDevnet, type DevnetHandle, setTokenFactoryCallbackFault } from '../src';
import { EMPTY_CELL, packCell } from '../src/engine/codec';
import { GENESIS_SUPPLY, TRANSACTION_FEE, TYCHO } from '../src/engine/constants';
import { TokenErrors } from '../src/contracts/tip3';
import { nativeSum, tokenBalance, totalSupply, walletOf } from './helpers';

let d: DevnetHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  const handle = await openDatabase();
  d = await createDevnet({ db: handle.db, seed: 3, steps: [...BASE_STEPS, builderStep] });
  close = async () => {
    await d.close();
    await handle.close();
  };
});
afterAll(() => close());

const factory = () => d.addresses().tokenFactory!;
/** The call a transaction's inbound message carries, if it is `method` of `abi`. */
function decodeIn(tx: unknown, abi: string, method: string) {
  try {
    return nt.decodeTransaction(tx as never, abi, method);
  } catch {
    return undefined;
  }
}

const getter = (root: string, method: string) => String(d.get(root, TokenRootAbiJson, method).value0);

async function createToken(from: string, params: { callId: number; name: string; symbol: string; decimals: number }) {
  const sent = await d.sendFrom(from, factory(), {
    value: 5n * TYCHO,
    bounce: true,
    call: {
      abi: TokenFactoryAbiJson,
      method: 'createToken',
      params: {
        ...params,
        initialSupplyTo: ZERO_ADDRESS,
        initialSupply: 0,
        deployWalletValue: 0,
        mintDisabled: false,
        burnByRootDisabled: false,
        burnPaused: false,
        remainingGasTo: from,
      },
    },
  });
  await sent.settled;
  const factoryTx = await d.findTransaction(sent.transaction.outMessages[0]!.hash);
  const event = factoryTx && nt.decodeTransactionEvents(factoryTx as never, TokenFactoryAbiJson)[0];
  return { factoryTx, root: event ? String((event.data as { tokenRoot: string }).tokenRoot) : undefined };
}

async function rootCall(from: string, root: string, method: string, params: Record<string, unknown>, value = TYCHO) {
  const sent = await d.sendFrom(from, root, { value, bounce: true, call: { abi: TokenRootAbiJson, method, params } });
  await sent.settled;
  return (await d.findTransaction(sent.transaction.outMessages[0]!.hash))!;
}

const mintParams = (amount: bigint, recipient: string, gasTo: string) => ({
  amount,
  recipient,
  deployWalletValue: TYCHO / 10n,
  remainingGasTo: gasTo,
  notify: false,
  payload: EMPTY_CELL,
});

describe('token factory and builder tokens', () => {
  it('seeds the factory (owned by the giver) and a builder token owned by Heidi with two holders', () => {
    expect(String(d.get(factory(), TokenFactoryAbiJson, 'owner').value0)).toBe(d.addresses().giver);
    const demo = d.addresses()['builder:DEMO']!;
    const heidi = d.devAccounts().find((a) => a.name === 'Heidi')!.address;
    const grace = d.devAccounts().find((a) => a.name === 'Grace')!.address;
    expect(getter(demo, 'rootOwner')).toBe(heidi);
    expect(getter(demo, 'name')).toBe('Builder Demo');
    expect(tokenBalance(d, demo, heidi)).toBe(1_000_000_000_000n);
    expect(tokenBalance(d, demo, grace)).toBe(2_500_000_000n);
    expect(totalSupply(d, demo)).toBe(1_002_500_000_000n);
  });

  it("seeds Dave's builder token, the factory's second root, all of it his", () => {
    const mine = d.addresses()['builder:DAVE']!;
    const dave = d.devAccounts().find((a) => a.name === 'Dave')!.address;
    expect(getter(mine, 'rootOwner')).toBe(dave);
    expect(getter(mine, 'symbol')).toBe('DAVE');
    expect(tokenBalance(d, mine, dave)).toBe(500_000_000n);
    expect(totalSupply(d, mine)).toBe(500_000_000n);
  });

  it('createToken deploys a root owned by the caller, emits TokenCreated and calls back with the call id', async () => {
    const alice = await d.createFundedWallet('builder-alice');
    const before = BigInt(d.getFullContractState(alice.address)!.balance);
    const { factoryTx, root } = await createToken(alice.address, {
      callId: 4242,
      name: '<b>Bold</b>',
      symbol: 'B<i>',
      decimals: 3,
    });
    expect(factoryTx?.aborted).toBe(false);
    expect(root).toBeDefined();
    expect(getter(root!, 'rootOwner')).toBe(alice.address);
    expect(getter(root!, 'name')).toBe('<b>Bold</b>');
    expect(getter(root!, 'symbol')).toBe('B<i>');
    expect(getter(root!, 'decimals')).toBe('3');
    expect(totalSupply(d, root!)).toBe(0n);
    const page = await d.getTransactions(alice.address, undefined, 10);
    const callback = page.transactions
      .map((tx) => decodeIn(tx, TokenFactoryCallbacksAbiJson, 'onTokenRootDeployed'))
      .find(Boolean);
    expect(callback?.input).toEqual({ callId: '4242', token_root: root });
    // The factory keeps an absolute 1 TYCHO (it already has it) and the root keeps 1 TYCHO; the rest comes back
    // to the caller (the factory's surplus and the root's change), fees aside.
    const spent = before - BigInt(d.getFullContractState(alice.address)!.balance);
    expect(spent).toBeGreaterThanOrEqual(TYCHO);
    expect(spent).toBeLessThan(TYCHO + 10n * TRANSACTION_FEE);
    expect(nativeSum(d)).toBe(GENESIS_SUPPLY);
  });

  it('test-only callback faults of one caller: drop sends no callback, otherCallId another call id, none the call id', async () => {
    const carol = await d.createFundedWallet('builder-carol');
    const callIds = async () =>
      (await d.getTransactions(carol.address, undefined, 50)).transactions
        .map((tx) => decodeIn(tx, TokenFactoryCallbacksAbiJson, 'onTokenRootDeployed'))
        .filter((decoded) => decoded !== undefined)
        .map((decoded) => String((decoded.input as { callId: unknown }).callId));
    try {
      setTokenFactoryCallbackFault(carol.address, 'drop');
      const dropped = await createToken(carol.address, { callId: 7, name: 'Dropped', symbol: 'DRP', decimals: 0 });
      // the root is deployed all the same: only the callback is missing
      expect(getter(dropped.root!, 'rootOwner')).toBe(carol.address);
      expect(await callIds()).toEqual([]);
      setTokenFactoryCallbackFault(carol.address, 'otherCallId');
      await createToken(carol.address, { callId: 8, name: 'Other', symbol: 'OTH', decimals: 0 });
      expect(await callIds()).toEqual(['9']);
    } finally {
      setTokenFactoryCallbackFault(carol.address, 'none');
    }
    await createToken(carol.address, { callId: 10, name: 'Normal', symbol: 'NRM', decimals: 0 });
    expect(await callIds()).toEqual(['10', '9']);
  });

  it('createToken with too little value cannot deploy: aborted, the value bounces, no root', async () => {
    const bob = await d.createFundedWallet('builder-bob');
    const sent = await d.sendFrom(bob.address, factory(), {
      value: TYCHO,
      bounce: true,
      call: {
        abi: TokenFactoryAbiJson,
        method: 'createToken',
        params: {
          callId: 1,
          name: 'Cheap',
          symbol: 'CHP',
          decimals: 0,
          initialSupplyTo: ZERO_ADDRESS,
          initialSupply: 0,
          deployWalletValue: 0,
          mintDisabled: false,
          burnByRootDisabled: false,
          burnPaused: false,
          remainingGasTo: bob.address,
        },
      },
    });
    await sent.settled;
    const tx = await d.findTransaction(sent.transaction.outMessages[0]!.hash);
    expect(tx?.aborted).toBe(true);
    expect(tx?.outMessages.some((m) => m.bounced)).toBe(true);
    expect(nt.decodeTransactionEvents(tx as never, TokenFactoryAbiJson)).toEqual([]);
  });

  it('only the root owner mints, burns and transfers ownership; refusals bounce with their value', async () => {
    const owner = await d.createFundedWallet('builder-owner');
    const holder = await d.createFundedWallet('builder-holder');
    const next = await d.createFundedWallet('builder-next');
    const { root } = await createToken(owner.address, { callId: 7, name: 'Managed', symbol: 'MNG', decimals: 2 });

    const minted = await rootCall(owner.address, root!, 'mint', mintParams(12_345n, holder.address, owner.address));
    expect(minted.aborted).toBe(false);
    expect(tokenBalance(d, root!, holder.address)).toBe(12_345n);
    expect(totalSupply(d, root!)).toBe(12_345n);

    const refused = await rootCall(holder.address, root!, 'mint', mintParams(1n, holder.address, holder.address));
    expect(refused.exitCode).toBe(TokenErrors.NOT_OWNER);
    expect(BigInt(refused.outMessages[0]!.value)).toBe(TYCHO - TRANSACTION_FEE);
    expect(refused.outMessages[0]!.bounced).toBe(true);

    const zeroOwner = await rootCall(owner.address, root!, 'burnTokens', {
      amount: 1n,
      walletOwner: ZERO_ADDRESS,
      remainingGasTo: owner.address,
      callbackTo: ZERO_ADDRESS,
      payload: EMPTY_CELL,
    });
    expect(zeroOwner.exitCode).toBe(TokenErrors.WRONG_WALLET_OWNER);

    const payload = packCell([{ name: 'memo', type: 'string' }], { memo: 'burn' });
    await rootCall(owner.address, root!, 'burnTokens', {
      amount: 345n,
      walletOwner: holder.address,
      remainingGasTo: holder.address,
      callbackTo: next.address,
      payload,
    });
    expect(tokenBalance(d, root!, holder.address)).toBe(12_000n);
    expect(totalSupply(d, root!)).toBe(12_000n);
    const burnCallback = (await d.getTransactions(next.address, undefined, 10)).transactions
      .map((tx) => decodeIn(tx, TokenCallbacksAbiJson, 'onAcceptTokensBurn'))
      .find(Boolean);
    expect(burnCallback?.input).toMatchObject({ amount: '345', walletOwner: holder.address, payload });

    const transferred = await rootCall(
      owner.address,
      root!,
      'transferOwnership',
      {
        newOwner: next.address,
        remainingGasTo: owner.address,
        callbacks: [[next.address, { value: TYCHO / 10n, payload }]],
      },
      5n * TYCHO,
    );
    expect(transferred.aborted).toBe(false);
    expect(getter(root!, 'rootOwner')).toBe(next.address);
    const ownership = (await d.getTransactions(next.address, undefined, 10)).transactions
      .map((tx) => decodeIn(tx, TokenCallbacksAbiJson, 'onTransferTokenRootOwnership'))
      .find(Boolean);
    expect(ownership?.input).toMatchObject({ oldOwner: owner.address, newOwner: next.address, payload });

    const oldOwner = await rootCall(owner.address, root!, 'mint', mintParams(1n, owner.address, owner.address));
    expect(oldOwner.exitCode).toBe(TokenErrors.NOT_OWNER);
    expect(totalSupply(d, root!)).toBe(12_000n);
    expect(nativeSum(d)).toBe(GENESIS_SUPPLY);
    expect(walletOf(d, root!, holder.address)).not.toBe(ZERO_ADDRESS);
  });

  it('declares the factory ABI it speaks', () => {
    expect(TokenFactoryAbi.events.map((e) => e.name)).toEqual(['TokenCreated']);
  });
});
