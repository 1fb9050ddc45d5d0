import { describe, expect, it } from 'vitest';
import { DexPairAbiJson } from '@tycho/abi';
import { TYCHO } from '../../../src/engine/constants';
import { units } from '../../../src/seed/tokens';
import { prng } from '../../../src/seed/market-config';
import * as dex from '../../../src/seed/dex-actions';
import { callbacks, eventsOf, expectConservation, impl, lastLt, mint } from '../helpers';
import { env } from '../shared';

const n = () => impl(env.d);

async function trader(name: string) {
  const { d, m } = env;
  const user = (await d.createFundedWallet(name, 1000n * TYCHO)).address;
  await mint(d, m.t.BRIDGE, user, units(1_000, 9));
  await mint(d, m.t.QUBE, user, units(1_000, 9));
  await mint(d, m.t.USDT, user, units(1_000, 6));
  return user;
}

describe('swaps', () => {
  it('single hop: tokens arrive, success callback with the received amount, Exchange and Sync events', async () => {
    const { d, m } = env;
    const user = await trader('swap1');
    const lt = lastLt(d);
    await dex.swap(
      n(),
      m.dexRoot,
      user,
      m.t.QUBE,
      units(10, 9),
      [{ roots: m.pools.qubeUsdt, outcoming: m.t.USDT, expected: units(19, 6) }],
      { id: 42n },
    );
    const got = dex.tokenBalance(n(), m.t.USDT, user) - units(1_000, 6);
    expect(got).toBeGreaterThan(units(19, 6));
    const cb = (await callbacks(d, user, lt)).find((c) => c.method === 'dexPairExchangeSuccessV2')!;
    expect(cb.input.id).toBe('42');
    expect(BigInt((cb.input.result as { received: string }).received)).toBe(got);
    const pool = dex.poolOf(n(), m.dexRoot, m.pools.qubeUsdt);
    const exchanges = await eventsOf(d, pool, DexPairAbiJson, 'Exchange', lt);
    expect(exchanges).toHaveLength(1);
    expect((exchanges[0]!.data as { receiveAmount: string }).receiveAmount).toBe(got.toString());
    expect(await eventsOf(d, pool, DexPairAbiJson, 'Sync', lt)).toHaveLength(1);
    expectConservation(d);
  });

  it('single hop below the minimum: cancelled, the source token returns, cancel callback with the call id', async () => {
    const { d, m } = env;
    const user = await trader('swap2');
    const lt = lastLt(d);
    await dex.swap(
      n(),
      m.dexRoot,
      user,
      m.t.QUBE,
      units(10, 9),
      [{ roots: m.pools.qubeUsdt, outcoming: m.t.USDT, expected: units(50, 6) }],
      { id: 43n },
    );
    expect(dex.tokenBalance(n(), m.t.QUBE, user)).toBe(units(1_000, 9));
    expect(dex.tokenBalance(n(), m.t.USDT, user)).toBe(units(1_000, 6));
    const cbs = await callbacks(d, user, lt);
    expect(cbs.map((c) => [c.method, c.input.id])).toEqual([['dexPairOperationCancelled', '43']]);
    expectConservation(d);
  });

  const threeHops = () => {
    const { m } = env;
    return [
      { roots: m.pools.bridgeQube, outcoming: m.t.QUBE, expected: 1n },
      { roots: m.pools.qubeUsdt, outcoming: m.t.USDT, expected: 1n },
      { roots: m.pools.stable, outcoming: m.t.USDC, expected: 1n },
    ];
  };

  it('three hops BRIDGE → QUBE → USDT → USDC deliver USDC to a fresh wallet (deployed on the way)', async () => {
    const { d, m } = env;
    const user = await trader('swap3');
    await dex.swap(n(), m.dexRoot, user, m.t.BRIDGE, units(100, 9), threeHops(), { id: 44n });
    expect(dex.tokenBalance(n(), m.t.BRIDGE, user)).toBe(units(900, 9));
    expect(dex.tokenBalance(n(), m.t.USDC, user)).toBeGreaterThan(units(190, 6));
    expectConservation(d);
  });

  for (const failAt of [1, 2]) {
    it(`a cross-pool exchange failing at hop ${failAt + 1} is reversed: the user keeps BRIDGE`, async () => {
      const { d, m } = env;
      const user = await trader(`swapfail${failAt}`);
      const before =
        m.pools && [m.pools.bridgeQube, m.pools.qubeUsdt].map((r) => dex.poolState(n(), m.dexRoot, r)!.balances);
      const route = threeHops();
      route[failAt]!.expected = units(10_000_000, 9);
      const lt = lastLt(d);
      await dex.swap(n(), m.dexRoot, user, m.t.BRIDGE, units(100, 9), route, { id: 45n });
      expect(dex.tokenBalance(n(), m.t.BRIDGE, user)).toBe(units(1_000, 9));
      expect(dex.tokenBalance(n(), m.t.QUBE, user)).toBe(units(1_000, 9));
      expect(dex.tokenBalance(n(), m.t.USDC, user)).toBe(0n);
      const after = [m.pools.bridgeQube, m.pools.qubeUsdt].map((r) => dex.poolState(n(), m.dexRoot, r)!.balances);
      // The pools' reserves are back (the beneficiary fee taken on the way is given back too).
      expect(after).toEqual(before);
      const cbs = await callbacks(d, user, lt);
      expect(cbs.map((c) => [c.method, c.input.id])).toEqual([['dexPairOperationCancelled', '45']]);
      expectConservation(d);
    });
  }

  it('one-coin deposit (USDT → 3-pool LP) and one-coin withdrawal (LP → DAI) as route steps', async () => {
    const { d, m } = env;
    const user = await trader('onecoin');
    const tri = dex.poolState(n(), m.dexRoot, m.pools.tri)!;
    await dex.swap(n(), m.dexRoot, user, m.t.USDT, units(100, 6), [
      { roots: m.pools.tri, outcoming: tri.lpRoot, expected: 1n },
    ]);
    const lp = dex.tokenBalance(n(), tri.lpRoot, user);
    expect(lp).toBeGreaterThan(0n);
    expect(dex.tokenBalance(n(), m.t.USDT, user)).toBe(units(900, 6));
    await dex.swap(n(), m.dexRoot, user, tri.lpRoot, lp, [
      { roots: m.pools.tri, outcoming: m.t.DAI, expected: units(99, 18) },
    ]);
    expect(dex.tokenBalance(n(), tri.lpRoot, user)).toBe(0n);
    expect(dex.tokenBalance(n(), m.t.DAI, user)).toBeGreaterThan(units(99, 18));
    // QUBE → USDT → LP (a deposit as the last step of a route)
    await dex.swap(n(), m.dexRoot, user, m.t.QUBE, units(10, 9), [
      { roots: m.pools.qubeUsdt, outcoming: m.t.USDT, expected: 1n },
      { roots: m.pools.tri, outcoming: tri.lpRoot, expected: 1n },
    ]);
    expect(dex.tokenBalance(n(), tri.lpRoot, user)).toBeGreaterThan(0n);
    expectConservation(d);
  });

  it('a withdrawal step followed by a failing step is reversed: the LP is given back', async () => {
    const { d, m } = env;
    const user = await trader('lpback');
    const tri = dex.poolState(n(), m.dexRoot, m.pools.tri)!;
    await dex.swap(n(), m.dexRoot, user, m.t.USDT, units(100, 6), [
      { roots: m.pools.tri, outcoming: tri.lpRoot, expected: 1n },
    ]);
    const lp = dex.tokenBalance(n(), tri.lpRoot, user);
    await dex.swap(n(), m.dexRoot, user, tri.lpRoot, lp, [
      { roots: m.pools.tri, outcoming: m.t.USDT, expected: 1n },
      { roots: m.pools.qubeUsdt, outcoming: m.t.QUBE, expected: units(1_000_000, 9) },
    ]);
    expect(dex.tokenBalance(n(), tri.lpRoot, user)).toBe(lp);
    expectConservation(d);
  });

  it('random swaps (some cancelled at random hops) keep supplies, reserves and wallets consistent', async () => {
    const { d, m } = env;
    const user = await trader('random');
    const rand = prng(99);
    const routes = [
      [{ roots: m.pools.bridgeQube, outcoming: m.t.QUBE }],
      [
        { roots: m.pools.qubeUsdt, outcoming: m.t.USDT },
        { roots: m.pools.stable, outcoming: m.t.USDC },
      ],
      threeHops().map(({ roots, outcoming }) => ({ roots, outcoming })),
    ];
    const from = [m.t.BRIDGE, m.t.QUBE, m.t.BRIDGE];
    for (let k = 0; k < 10; k++) {
      const r = Math.floor(rand() * routes.length);
      const fail = rand() < 0.4 ? Math.floor(rand() * routes[r]!.length) : -1;
      const route = routes[r]!.map((s, i) => ({ ...s, expected: i === fail ? 10n ** 24n : 1n }));
      const before = dex.tokenBalance(n(), from[r]!, user);
      const amount = units(1 + Math.floor(rand() * 20), 9);
      await dex.swap(n(), m.dexRoot, user, from[r]!, amount, route, { id: BigInt(k) });
      expect(dex.tokenBalance(n(), from[r]!, user)).toBe(fail >= 0 ? before : before - amount);
      expectConservation(d);
    }
  });
});
