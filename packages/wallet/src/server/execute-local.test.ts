/**
 * executeLocal on the real devnet: a message tree followed locally (each out-message executed on the state the
 * previous local runs produced) commits nothing and matches, transaction by transaction, the real one that follows.
 */
import { EverWalletAbiJson, TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import { BASE_STEPS, createDevnet, type DevnetHandle } from '@tycho/devnet';
import type { FullContractState, RawTransaction } from 'everscale-inpage-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderBackend, type ProviderSession } from './backend';

let db: DatabaseHandle;
let devnet: DevnetHandle;
let session: ProviderSession;

beforeAll(async () => {
  db = await openDatabase();
  devnet = await createDevnet({ db: db.db, seed: 1, steps: BASE_STEPS });
  session = createProviderBackend(devnet, { version: '0.3.60', networkId: 1000 }).createSession();
  await session.request('requestPermissions', { permissions: ['basic', 'accountInteraction'] }, { account: 'alice' });
});

afterAll(async () => {
  await devnet?.close();
  await db?.close();
});

interface Local {
  transaction: RawTransaction;
  newState?: FullContractState;
}

/** What must be equal between a local run and the real transaction (hashes and lts differ by construction). */
const shape = (account: string, t: RawTransaction) => ({
  account,
  aborted: t.aborted,
  exitCode: t.exitCode,
  totalFees: t.totalFees,
  inValue: t.inMessage.value,
  outMessages: t.outMessages.map((m) => ({ dst: m.dst, value: m.value, bounce: m.bounce, body: m.body })),
});

/** The whole tree of an external call of the wallet, run locally breadth first (the devnet's queue order). */
async function simulate(sender: string, publicKey: string, message: Record<string, unknown>) {
  const states = new Map<string, FullContractState | undefined>();
  const steps: ReturnType<typeof shape>[] = [];
  const first = (await session.request('executeLocal', {
    address: sender,
    payload: { abi: EverWalletAbiJson, method: 'sendTransaction', params: { ...message, flags: 3 } },
    messageHeader: { type: 'external', publicKey, withoutSignature: true },
  })) as Local;
  const queue = [{ account: sender, local: first }];
  while (queue.length) {
    const { account, local } = queue.shift()!;
    states.set(account, local.newState);
    steps.push(shape(account, local.transaction));
    for (const out of local.transaction.outMessages) {
      if (!out.dst) continue;
      const next = (await session.request('executeLocal', {
        address: out.dst,
        cachedState: states.get(out.dst),
        payload: out.body,
        messageHeader: {
          type: 'internal',
          sender: account,
          amount: out.value,
          bounce: out.bounce,
          bounced: out.bounced,
        },
      })) as Local;
      queue.push({ account: out.dst, local: next });
    }
  }
  return { steps, states };
}

async function realRun(send: () => Promise<unknown>) {
  const seen: ReturnType<typeof shape>[] = [];
  const off = devnet.on('transactions', (account, txs) => {
    for (const t of txs) seen.push(shape(account, t));
  });
  await send();
  await devnet.drain();
  off();
  return seen;
}

describe('executeLocal', () => {
  it('previews a TIP-3 transfer tree exactly and commits nothing', async () => {
    const [alice, bob] = devnet.devAccounts();
    const usdt = devnet.addresses()['token:USDT'];
    const wallet = String(devnet.get(usdt, TokenRootAbiJson, 'walletOf', { walletOwner: alice.address }).value0);
    const transfer = {
      abi: TokenWalletAbiJson,
      method: 'transfer',
      params: {
        amount: '1000000',
        recipient: bob.address,
        deployWalletValue: '0',
        remainingGasTo: alice.address,
        notify: false,
        payload: '',
      },
    };
    const body = ((await session.request('encodeInternalInput', transfer)) as { boc: string }).boc;
    const before = devnet.getFullContractState(alice.address);
    const preview = await simulate(alice.address, alice.publicKey, {
      dest: wallet,
      value: '500000000',
      bounce: true,
      payload: body,
    });
    // nothing committed: the account is exactly as before
    expect(devnet.getFullContractState(alice.address)).toEqual(before);
    expect(preview.steps.map((s) => s.account)).toEqual([alice.address, wallet, expect.any(String), alice.address]);

    const real = await realRun(() =>
      session.request('sendMessage', {
        sender: alice.address,
        recipient: wallet,
        amount: '500000000',
        bounce: true,
        payload: transfer,
      }),
    );
    expect(real).toEqual(preview.steps);
    expect(devnet.getFullContractState(alice.address)?.balance).toBe(preview.states.get(alice.address)?.balance);
    // a getter reads a local run's state through cachedState
    const bobWallet = String(devnet.get(usdt, TokenRootAbiJson, 'walletOf', { walletOwner: bob.address }).value0);
    const afterLocal = preview.states.get(bobWallet);
    const local = (await session.request('runLocal', {
      address: bobWallet,
      cachedState: afterLocal,
      responsible: true,
      functionCall: { abi: TokenWalletAbiJson, method: 'balance', params: { answerId: 0 } },
    })) as { output: { value0: string } };
    expect(local.output.value0).toBe(String(devnet.get(bobWallet, TokenWalletAbiJson, 'balance').value0));
  });

  it('previews a bounce (a transfer above the balance) as the chain then runs it', async () => {
    const [alice, bob] = devnet.devAccounts();
    const usdt = devnet.addresses()['token:USDT'];
    const wallet = String(devnet.get(usdt, TokenRootAbiJson, 'walletOf', { walletOwner: alice.address }).value0);
    const balance = BigInt(String(devnet.get(wallet, TokenWalletAbiJson, 'balance').value0));
    const transfer = {
      abi: TokenWalletAbiJson,
      method: 'transfer',
      params: {
        amount: (balance + 1n).toString(),
        recipient: bob.address,
        deployWalletValue: '0',
        remainingGasTo: alice.address,
        notify: false,
        payload: '',
      },
    };
    const { boc } = (await session.request('encodeInternalInput', transfer)) as { boc: string };
    const preview = await simulate(alice.address, alice.publicKey, {
      dest: wallet,
      value: '500000000',
      bounce: true,
      payload: boc,
    });
    expect(preview.steps[1]).toMatchObject({ account: wallet, aborted: true });
    expect(preview.steps.at(-1)).toMatchObject({ account: alice.address, aborted: false });
    const real = await realRun(() =>
      session.request('sendMessage', {
        sender: alice.address,
        recipient: wallet,
        amount: '500000000',
        bounce: true,
        payload: transfer,
      }),
    );
    expect(real).toEqual(preview.steps);
  });

  it('refuses what it cannot run: a state init, an unknown header type', async () => {
    const [alice] = devnet.devAccounts();
    await expect(
      session.request('executeLocal', {
        address: alice.address,
        stateInit: 'te6ccgEBAQEAAgAAAA==',
        messageHeader: { type: 'internal', sender: alice.address, amount: '1', bounce: false },
      }),
    ).rejects.toMatchObject({ code: 2, message: expect.stringMatching(/stateInit/) });
    await expect(
      session.request('executeLocal', { address: alice.address, messageHeader: { type: 'other' } }),
    ).rejects.toMatchObject({ code: 2 });
  });
});
