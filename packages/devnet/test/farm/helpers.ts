/** A farm fabric and one pool on USDC (the "LP token" here) paying BRIDGE and QUBE, for the farm tests. */
import { abiJson, FarmFabricAbi, FarmFabricAbiJson, FarmPoolAbi, FarmUserDataAbi } from '@tycho/abi';
import { openDatabase } from '@tycho/db';
import { createDevnet } from '../../src';
import { sha256 } from '../../src/engine/codec';
import { TYCHO } from '../../src/engine/constants';
import type { DevnetImpl } from '../../src/devnet';
import { deployFarmPool, type FarmSetup, farmUserDataOf } from '../../src/seed/farm-actions';
import { devAccountsStep, tokensStep } from '../../src/seed/steps';
import { impl, mint } from '../dex/helpers';

export const POOL = abiJson(FarmPoolAbi);
export const USER = abiJson(FarmUserDataAbi);
export const FABRIC = abiJson(FarmFabricAbi);
export const DAY = 86_400;

export interface FarmNet {
  d: DevnetImpl;
  fabric: string;
  owner: string;
  creator: string;
  users: string[];
  lp: string;
  rewards: string[];
  deploy(over?: Partial<FarmSetup>): Promise<string>;
  closeAll(): Promise<void>;
}

export async function farmNet(migrationTime = 0): Promise<FarmNet> {
  const handle = await openDatabase();
  const devnet = await createDevnet({ db: handle.db, seed: 13, steps: [devAccountsStep, tokensStep] });
  const d = impl(devnet);
  const a = d.addresses();
  const lp = a['token:USDC']!;
  const rewards = [a['token:BRIDGE']!, a['token:QUBE']!];
  const owner = (await d.createFundedWallet('farm owner', 1000n * TYCHO)).address;
  const creator = (await d.createFundedWallet('farm creator', 1000n * TYCHO)).address;
  const users: string[] = [];
  for (let i = 0; i < 3; i++) {
    const u = (await d.createFundedWallet(`farmer ${i}`, 5000n * TYCHO)).address;
    await mint(d, lp, u, 1_000_000_000n);
    users.push(u);
  }
  for (const r of rewards) await mint(d, r, owner, 10n ** 15n);
  const init = { randomNonce: sha256('farm fabric test'), migrationTime };
  const fabric = d.addressOf('FarmFabric', init);
  const sent = await d.sendFrom(a.giver!, fabric, {
    value: 2n * TYCHO,
    deploy: { kind: 'FarmFabric', init },
    call: { abi: FarmFabricAbiJson, method: 'constructor', params: { _owner: owner } },
  });
  await sent.settled;
  const now = d.now();
  d.chain.clock.freeze(now);
  const deploy = (over: Partial<FarmSetup> = {}) =>
    deployFarmPool(d, creator, fabric, {
      owner,
      tokenRoot: lp,
      rewardRoots: rewards,
      rounds: [{ startTime: d.now() + 10, rewardPerSecond: [1000n, 50n] }],
      vestingPeriod: 0,
      vestingRatio: 0,
      withdrawAllLockPeriod: 30 * DAY,
      ...over,
    });
  return {
    d,
    fabric,
    owner,
    creator,
    users,
    lp,
    rewards,
    deploy,
    async closeAll() {
      await devnet.close();
      await handle.close();
    },
  };
}

export const advance = (n: FarmNet, seconds: number) => n.d.chain.clock.advance(seconds);

export function poolDetails(n: FarmNet, pool: string) {
  return n.d.get(pool, POOL, 'getDetails', { answerId: 0 }).value0 as Record<string, unknown>;
}

export function userDetails(n: FarmNet, pool: string, user: string) {
  return n.d.get(farmUserDataOf(n.d, pool, user), USER, 'getDetails', { answerId: 0 }).value0 as Record<
    string,
    unknown
  >;
}

/** What the user would be paid now and what stays locked (the app's path: calculateRewardData → pendingReward). */
export function pendingOf(n: FarmNet, pool: string, user: string) {
  const r = n.d.get(pool, POOL, 'calculateRewardData');
  const details = poolDetails(n, pool);
  const p = n.d.get(farmUserDataOf(n.d, pool, user), USER, 'pendingReward', {
    _accRewardPerShare: r._accRewardPerShare,
    poolLastRewardTime: r._lastRewardTime,
    farmEndTime: String(details.farmEndTime),
  });
  return {
    vested: (p._vested as string[]).map(BigInt),
    entitled: (p._entitled as string[]).map(BigInt),
  };
}

export const bigs = (x: unknown) => (x as string[]).map(BigInt);
