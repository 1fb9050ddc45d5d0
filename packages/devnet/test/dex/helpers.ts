/** DEX test fixtures: a small network (base steps + DEX root), minting, callbacks and conservation checks. */
import { expect } from 'vitest';
import { DexPairCallbacksAbiJson, TokenRootAbiJson } from '@tycho/abi';
import { openDatabase } from '@tycho/db';
import { createDevnet, type DevnetHandle } from '../../src';
import type { DevnetImpl } from '../../src/devnet';
import { decodeEvent } from 'nekoton-wasm/node';
import { decodeCall, EMPTY_CELL } from '../../src/engine/codec';
import { GENESIS_SUPPLY, TYCHO } from '../../src/engine/constants';
import { devAccountsStep, tokensStep, vaultStep } from '../../src/seed/steps';
import { dexRootStep } from '../../src/seed/dex';
import type { PoolState } from '../../src/contracts/dex/pool-state';
import type { TokenRootState } from '../../src/contracts/token-root';

export type Net = DevnetHandle & { closeAll(): Promise<void> };

export async function dexDevnet(): Promise<Net> {
  const handle = await openDatabase();
  const devnet = await createDevnet({
    db: handle.db,
    seed: 7,
    steps: [devAccountsStep, tokensStep, vaultStep, dexRootStep],
  });
  return Object.assign(devnet, {
    async closeAll() {
      await devnet.close();
      await handle.close();
    },
  });
}

export const impl = (d: DevnetHandle) => d as unknown as DevnetImpl;

export async function mint(d: DevnetHandle, root: string, to: string, amount: bigint) {
  const giver = d.addresses().giver!;
  const sent = await d.sendFrom(giver, root, {
    value: TYCHO,
    bounce: true,
    call: {
      abi: TokenRootAbiJson,
      method: 'mint',
      params: {
        amount,
        recipient: to,
        deployWalletValue: TYCHO / 10n,
        remainingGasTo: giver,
        notify: false,
        payload: EMPTY_CELL,
      },
    },
  });
  await sent.settled;
}

/** DEX callbacks the user's wallet received after `fromLt`, decoded. */
export async function callbacks(d: DevnetHandle, user: string, fromLt = 0n) {
  const page = await d.getTransactions(user, undefined, 100);
  return page.transactions
    .filter((t) => BigInt(t.id.lt) > fromLt && t.inMessage.body)
    .map((t) => decodeCall(DexPairCallbacksAbiJson, t.inMessage.body!))
    .filter((c) => c !== undefined)
    .reverse();
}

export const lastLt = (d: DevnetHandle) => impl(d).chain.currentLt();

/** Conservation: token supplies = wallet sums; pools' wallets hold reserves + fees; LP supply = pool's. */
export function expectConservation(d: DevnetHandle) {
  expect(d.accounts().reduce((s, a) => s + a.balance, 0n)).toBe(GENESIS_SUPPLY);
  const sums = new Map<string, bigint>();
  const wallets = new Map<string, bigint>();
  for (const a of d.accounts()) {
    if (a.kind === 'TokenWallet' || a.kind === 'VaultTokenWallet') {
      const s = a.state as { root: string; balance: bigint };
      sums.set(s.root, (sums.get(s.root) ?? 0n) + s.balance);
      wallets.set(a.address, s.balance);
    }
  }
  for (const a of d.accounts()) {
    if (a.kind === 'TokenRoot')
      expect(sums.get(a.address) ?? 0n, (a.state as TokenRootState).symbol).toBe(
        (a.state as TokenRootState).totalSupply,
      );
  }
  for (const a of d.accounts()) {
    if (!a.kind?.startsWith('DexPair') && !a.kind?.startsWith('DexStable')) continue;
    const p = a.state as PoolState;
    if (!p.active) continue;
    p.wallets.forEach((w, k) => expect(wallets.get(w) ?? 0n).toBe(p.balances[k]! + p.accumulatedFees[k]!));
    expect((d.account(p.lpRoot)!.state as TokenRootState).totalSupply).toBe(p.lpSupply);
    expect(wallets.get(p.lpWallet) ?? 0n).toBe(0n);
  }
}

/** Events `name` (decoded) emitted by `address` after `fromLt`. */
export async function eventsOf(d: DevnetHandle, address: string, abi: string, name: string, fromLt = 0n) {
  const page = await d.getTransactions(address, undefined, 100);
  const safe = (body: string) => {
    try {
      return decodeEvent(body, abi, name);
    } catch {
      return undefined;
    }
  };
  return page.transactions
    .filter((t) => BigInt(t.id.lt) > fromLt)
    .flatMap((t) => t.outMessages.filter((o) => !o.dst && o.body).map((o) => safe(o.body!)))
    .filter((e) => e !== undefined && e !== null);
}
