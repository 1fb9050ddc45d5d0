/** A small market on a DEX devnet: the pools the DEX tests trade in, funded by one liquidity provider. */
import { TYCHO } from '../../src/engine/constants';
import { units } from '../../src/seed/tokens';
import * as dex from '../../src/seed/dex-actions';
import { impl, mint, type Net } from './helpers';

export interface Market {
  dexRoot: string;
  owner: string;
  lp: string;
  t: Record<'USDT' | 'USDC' | 'DAI' | 'QUBE' | 'BRIDGE' | 'WBTC' | 'WTYCHO', string>;
  pools: Record<'stable' | 'tri' | 'qubeUsdt' | 'bridgeQube' | 'wtychoUsdt', string[]>;
}

export async function buildMarket(d: Net): Promise<Market> {
  const a = d.addresses();
  const t = {
    USDT: a['token:USDT']!,
    USDC: a['token:USDC']!,
    DAI: a['token:DAI']!,
    QUBE: a['token:QUBE']!,
    BRIDGE: a['token:BRIDGE']!,
    WBTC: a['token:WBTC']!,
    WTYCHO: a.wtycho!,
  };
  const dexRoot = a.dexRoot!;
  const owner = a.dexOwner!;
  const lp = (await d.createFundedWallet('lp', 200_000n * TYCHO)).address;
  for (const [sym, dec] of [
    ['USDT', 6],
    ['USDC', 6],
    ['DAI', 18],
    ['QUBE', 9],
    ['BRIDGE', 9],
  ] as const) {
    await mint(d, t[sym], lp, units(10_000_000, dec));
  }
  await (
    await d.sendFrom(lp, a.vault!, { value: 50_001n * TYCHO, bounce: true })
  ).settled;
  const pools = {
    stable: [t.USDT, t.USDC],
    tri: [t.USDT, t.USDC, t.DAI],
    qubeUsdt: [t.QUBE, t.USDT],
    bridgeQube: [t.BRIDGE, t.QUBE],
    wtychoUsdt: [t.WTYCHO, t.USDT],
  };
  const n = impl(d);
  await dex.deployStablePool(n, dexRoot, owner, pools.stable);
  await dex.deployStablePool(n, dexRoot, owner, pools.tri);
  await dex.deployPair(n, dexRoot, owner, t.QUBE, t.USDT);
  await dex.deployPair(n, dexRoot, owner, t.BRIDGE, t.QUBE);
  await dex.deployPair(n, dexRoot, owner, t.WTYCHO, t.USDT);
  const amounts = (roots: string[], per: Record<string, bigint>) => roots.map((r) => per[r]!);
  const u6 = (x: number) => units(x, 6);
  await dex.addLiquidity(
    n,
    dexRoot,
    lp,
    pools.stable,
    amounts(pools.stable, { [t.USDT]: u6(1_000_000), [t.USDC]: u6(1_000_000) }),
  );
  await dex.addLiquidity(
    n,
    dexRoot,
    lp,
    pools.tri,
    amounts(pools.tri, { [t.USDT]: u6(1_000_000), [t.USDC]: u6(1_000_000), [t.DAI]: units(1_000_000, 18) }),
  );
  await dex.addLiquidity(
    n,
    dexRoot,
    lp,
    pools.qubeUsdt,
    amounts(pools.qubeUsdt, { [t.QUBE]: units(500_000, 9), [t.USDT]: u6(1_000_000) }),
  );
  await dex.addLiquidity(
    n,
    dexRoot,
    lp,
    pools.bridgeQube,
    amounts(pools.bridgeQube, { [t.BRIDGE]: units(200_000, 9), [t.QUBE]: units(200_000, 9) }),
  );
  await dex.addLiquidity(
    n,
    dexRoot,
    lp,
    pools.wtychoUsdt,
    amounts(pools.wtychoUsdt, { [t.WTYCHO]: units(40_000, 9), [t.USDT]: u6(4_000) }),
  );
  return { dexRoot, owner, lp, t, pools };
}
