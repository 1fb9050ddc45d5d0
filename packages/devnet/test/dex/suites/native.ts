import { describe, expect, it } from 'vitest';
import { TYCHO } from '../../../src/engine/constants';
import { units } from '../../../src/seed/tokens';
import * as dex from '../../../src/seed/dex-actions';
import { callbacks, expectConservation, impl, lastLt, mint } from '../helpers';
import { env } from '../shared';

const n = () => impl(env.d);
const native = (address: string) => BigInt(env.d.getFullContractState(address)!.balance);

describe('native coin in and out', () => {
  it('native in: acceptNative on the pool WTYCHO wallet swaps the coin (TYCHO → USDT)', async () => {
    const { d, m } = env;
    const user = (await d.createFundedWallet('natin', 1000n * TYCHO)).address;
    const before = native(user);
    await dex.swapNative(n(), m.dexRoot, user, m.t.WTYCHO, 100n * TYCHO, [
      { roots: m.pools.wtychoUsdt, outcoming: m.t.USDT, expected: units(9, 6) },
    ]);
    expect(dex.tokenBalance(n(), m.t.USDT, user)).toBeGreaterThan(units(9, 6));
    const spent = before - native(user);
    expect(spent).toBeGreaterThan(100n * TYCHO);
    expect(spent).toBeLessThan(101n * TYCHO);
    expectConservation(d);
  });

  it('native in below the minimum: the coin comes back (unwrapped), cancel callback', async () => {
    const { d, m } = env;
    const user = (await d.createFundedWallet('natcancel', 1000n * TYCHO)).address;
    const before = native(user);
    const lt = lastLt(d);
    await dex.swapNative(
      n(),
      m.dexRoot,
      user,
      m.t.WTYCHO,
      100n * TYCHO,
      [{ roots: m.pools.wtychoUsdt, outcoming: m.t.USDT, expected: units(1_000, 6) }],
      { id: 7n },
    );
    expect(before - native(user)).toBeLessThan(TYCHO);
    expect(dex.tokenBalance(n(), m.t.WTYCHO, user)).toBe(0n);
    expect(dex.tokenBalance(n(), m.t.USDT, user)).toBe(0n);
    expect((await callbacks(d, user, lt)).map((c) => c.method)).toEqual(['dexPairOperationCancelled']);
    expectConservation(d);
  });

  it('native out: with toNative the last step unwraps through the vault to the recipient', async () => {
    const { d, m } = env;
    const user = (await d.createFundedWallet('natout', 1000n * TYCHO)).address;
    await mint(d, m.t.USDT, user, units(100, 6));
    const before = native(user);
    await dex.swap(
      n(),
      m.dexRoot,
      user,
      m.t.USDT,
      units(10, 6),
      [{ roots: m.pools.wtychoUsdt, outcoming: m.t.WTYCHO, expected: 90n * TYCHO }],
      { toNative: true },
    );
    expect(native(user) - before).toBeGreaterThan(89n * TYCHO);
    expect(dex.tokenBalance(n(), m.t.WTYCHO, user)).toBe(0n);
    expectConservation(d);
  });

  it('combined: WTYCHO balance plus native coin, wrapped on the fly, swapped together', async () => {
    const { d, m } = env;
    const user = (await d.createFundedWallet('combo', 1000n * TYCHO)).address;
    await (
      await d.sendFrom(user, d.addresses().vault!, { value: 31n * TYCHO, bounce: true })
    ).settled;
    expect(dex.tokenBalance(n(), m.t.WTYCHO, user)).toBe(30n * TYCHO);
    const before = native(user);
    await dex.swapCombo(n(), m.dexRoot, user, m.t.WTYCHO, 30n * TYCHO, 20n * TYCHO, [
      { roots: m.pools.wtychoUsdt, outcoming: m.t.USDT, expected: units(4, 6) },
    ]);
    expect(dex.tokenBalance(n(), m.t.WTYCHO, user)).toBe(0n);
    expect(dex.tokenBalance(n(), m.t.USDT, user)).toBeGreaterThan(units(4, 6));
    expect(before - native(user)).toBeLessThan(21n * TYCHO);
    expectConservation(d);
  });
});
