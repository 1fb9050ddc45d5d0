import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TokenWalletAbiJson } from '@tycho/abi';
import { openDatabase } from '@tycho/db';
import { EMPTY_CELL } from '../src/engine/codec';
import { BASE_STEPS, createDevnet } from '../src';
import { GENESIS_SUPPLY, TYCHO } from '../src/engine/constants';
import { balanceOf, nativeSum, tokenBalance, transferTokens, walletOf } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'tycho-devnet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('persistence', () => {
  it('keeps every committed transaction across a restart and resumes the queue', async () => {
    let handle = await openDatabase({ dataDir: dir });
    let d = await createDevnet({ db: handle.db, seed: 3, steps: BASE_STEPS });
    const [alice, bob] = d.devAccounts();
    const usdt = d.addresses()['token:USDT']!;
    const native = await d.sendFromWallet({
      sender: alice!.address,
      recipient: bob!.address,
      amount: 3n * TYCHO,
      bounce: false,
    });
    await native.settled;
    await transferTokens(d, usdt, alice!.address, bob!.address, 1234n);
    await d.advanceClock(7200);
    const snapshot = {
      addresses: d.addresses(),
      accounts: d.accounts().map((a) => [a.address, a.balance, a.lastLt]),
      usdtBob: tokenBalance(d, usdt, bob!.address),
      now: d.now(),
    };
    // Start a token transfer and "crash" right after the wallet's transaction committed: the rest stays queued.
    const pending = await d.sendFrom(alice!.address, walletOf(d, usdt, alice!.address), {
      value: TYCHO / 2n,
      bounce: true,
      call: {
        abi: TokenWalletAbiJson,
        method: 'transfer',
        params: {
          amount: 66n,
          recipient: bob!.address,
          deployWalletValue: 0n,
          remainingGasTo: alice!.address,
          notify: false,
          payload: EMPTY_CELL,
        },
      },
    });
    await d.chain.halt();
    expect(d.chain.queueLength()).toBeGreaterThan(0);
    await handle.close();

    handle = await openDatabase({ dataDir: dir });
    const started = Date.now();
    d = await createDevnet({ db: handle.db, seed: 99 });
    const restartMs = Date.now() - started;
    expect(restartMs).toBeLessThan(5000);
    expect(d.seed).toBe(3);
    expect(d.addresses()).toEqual(snapshot.addresses);
    expect(d.now()).toBeGreaterThanOrEqual(snapshot.now);
    expect(await d.findTransaction(native.messageHash)).toEqual(native.transaction);
    expect(await d.getTransaction(pending.transaction.id.hash)).toEqual(pending.transaction);
    await d.drain();
    expect(tokenBalance(d, usdt, bob!.address)).toBe(snapshot.usdtBob + 66n);
    expect(nativeSum(d)).toBe(GENESIS_SUPPLY);
    expect(balanceOf(d, bob!.address)).toBeGreaterThan(0n);
    await d.close();
    await handle.close();
  });
});
