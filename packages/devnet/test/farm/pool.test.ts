/**
 * Old farm pools: the fabric deploys a pool (NewFarmPool), rewards accrue per second shared by deposit, vesting holds
 * back its ratio, a short reward balance becomes debt paid later, the owner's rounds and end follow the contract's
 * rules, the reward withdrawal waits for end + vesting + lock, and the migration date stops earning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, FarmFabricAbi } from '@tycho/abi';
import { TYCHO } from '../../src/engine/constants';
import { tokenBalance } from '../../src/seed/dex-actions';
import {
  addFarmRound,
  claimFromFarm,
  depositFarmReward,
  depositToFarm,
  setFarmEnd,
  withdrawFromFarm,
} from '../../src/seed/farm-actions';
import { eventsOf, expectConservation, lastLt } from '../dex/helpers';
import {
  advance,
  bigs,
  DAY,
  FABRIC,
  type FarmNet,
  farmNet,
  pendingOf,
  POOL,
  poolDetails,
  userDetails,
} from './helpers';

describe('farm pool', () => {
  let n: FarmNet;
  beforeAll(async () => {
    n = await farmNet();
  });
  afterAll(() => n.closeAll());

  it('deploys through the fabric for 7 TYCHO with nothing back, and names the pool in NewFarmPool', async () => {
    const before = n.d.account(n.creator)!.balance;
    const lt = lastLt(n.d);
    const pool = await n.deploy();
    const [event] = await eventsOf(n.d, n.fabric, FABRIC, 'NewFarmPool', lt);
    expect(String((event!.data as { pool: string }).pool)).toBe(pool);
    expect(before - n.d.account(n.creator)!.balance).toBeGreaterThanOrEqual(7n * TYCHO);
    const details = poolDetails(n, pool);
    expect(String(details.owner)).toBe(n.owner);
    expect(details.rewardTokenRoot as unknown[]).toHaveLength(2);
  });

  it('refuses a bad setup: no pool, no event', async () => {
    const lt = lastLt(n.d);
    await n.deploy({ vestingPeriod: 100, vestingRatio: 0 });
    await n.deploy({ rounds: [{ startTime: n.d.now(), rewardPerSecond: [1n] }] });
    expect(await eventsOf(n.d, n.fabric, FABRIC, 'NewFarmPool', lt)).toHaveLength(0);
    const low = await n.d.sendFrom(n.creator, n.fabric, {
      value: 4n * TYCHO,
      bounce: true,
      call: callOf(FarmFabricAbi, 'deployFarmPool', {
        pool_owner: n.owner,
        reward_rounds: [{ startTime: n.d.now() + 5, rewardPerSecond: [1n, 1n] }],
        tokenRoot: n.lp,
        rewardTokenRoot: n.rewards,
        vestingPeriod: 0,
        vestingRatio: 0,
        withdrawAllLockPeriod: 0,
      }),
    });
    await low.settled;
    expect(await eventsOf(n.d, n.fabric, FABRIC, 'NewFarmPool', lt)).toHaveLength(0);
  });

  it('shares reward per second by deposit, pays on claim, and books the empty-pool reward as unclaimed', async () => {
    const pool = await n.deploy({ rounds: [{ startTime: n.d.now() + 10, rewardPerSecond: [1000n, 50n] }] });
    await depositFarmReward(n.d, n.owner, n.rewards[0]!, pool, 10_000_000n);
    await depositFarmReward(n.d, n.owner, n.rewards[1]!, pool, 500_000n);
    advance(n, 20); // 10 s of reward with nobody in → unclaimed
    const [a, b] = n.users;
    await depositToFarm(n.d, a!, n.lp, pool, 1000n, 2);
    await depositToFarm(n.d, b!, n.lp, pool, 3000n, 2);
    advance(n, 100);
    const pa = pendingOf(n, pool, a!);
    const pb = pendingOf(n, pool, b!);
    expect(pa.vested[0]! + pb.vested[0]!).toBeLessThanOrEqual(1000n * 100n);
    expect(pb.vested[0]).toBe(3n * pa.vested[0]!);
    const before = tokenBalance(n.d, n.rewards[0]!, a!);
    const lt = lastLt(n.d);
    await claimFromFarm(n.d, a!, pool, 2);
    const [claim] = await eventsOf(n.d, pool, POOL, 'Claim', lt);
    const paid = bigs((claim!.data as { reward: string[] }).reward);
    expect(paid[0]).toBe(pa.vested[0]);
    expect(tokenBalance(n.d, n.rewards[0]!, a!) - before).toBe(pa.vested[0]);
    expect(bigs(poolDetails(n, pool).unclaimedReward)[0]).toBeGreaterThanOrEqual(1000n * 9n);
    expectConservation(n.d);
  });

  it('holds back the vesting ratio and releases it over the vesting period', async () => {
    const pool = await n.deploy({
      vestingPeriod: 1000,
      vestingRatio: 500,
      rounds: [{ startTime: n.d.now() + 1, rewardPerSecond: [1000n, 0n] }],
    });
    await depositFarmReward(n.d, n.owner, n.rewards[0]!, pool, 100_000_000n);
    const u = n.users[2]!;
    await depositToFarm(n.d, u, n.lp, pool, 5000n, 2);
    advance(n, 101);
    const first = pendingOf(n, pool, u);
    // 100 000 accrued: half now, of the vesting half about (Δ+1)/2P is unlocked
    expect(first.vested[0]! + first.entitled[0]!).toBe(100_000n);
    expect(first.vested[0]).toBeGreaterThan(50_000n);
    expect(first.vested[0]).toBeLessThan(60_000n);
    await claimFromFarm(n.d, u, pool, 2);
    expect(bigs(userDetails(n, pool, u).entitled)[0]).toBe(first.entitled[0]);
    advance(n, 2000); // past the vesting time: everything unlocks
    await setFarmEnd(n.d, n.owner, pool, n.d.now());
    advance(n, 2000);
    const later = pendingOf(n, pool, u);
    expect(later.entitled[0]).toBe(0n);
  });

  it('turns a short reward balance into debt that a later claim pays', async () => {
    const pool = await n.deploy({ rounds: [{ startTime: n.d.now() + 1, rewardPerSecond: [1000n, 10n] }] });
    await depositFarmReward(n.d, n.owner, n.rewards[0]!, pool, 5000n);
    await depositFarmReward(n.d, n.owner, n.rewards[1]!, pool, 1_000_000n);
    const u = n.users[0]!;
    await depositToFarm(n.d, u, n.lp, pool, 100n, 2);
    advance(n, 50);
    const owed = pendingOf(n, pool, u).vested[0]!;
    let lt = lastLt(n.d);
    await claimFromFarm(n.d, u, pool, 2);
    const [claim] = await eventsOf(n.d, pool, POOL, 'Claim', lt);
    const data = claim!.data as { reward: string[]; reward_debt: string[] };
    expect(BigInt(data.reward[0]!)).toBe(5000n);
    expect(BigInt(data.reward_debt[0]!)).toBe(owed - 5000n);
    expect(bigs(userDetails(n, pool, u).pool_debt)[0]).toBe(owed - 5000n);
    await depositFarmReward(n.d, n.owner, n.rewards[0]!, pool, 10_000_000n);
    lt = lastLt(n.d);
    await withdrawFromFarm(n.d, u, pool, 100n, 2);
    const [w] = await eventsOf(n.d, pool, POOL, 'Withdraw', lt);
    expect(BigInt((w!.data as { reward: string[] }).reward[0]!)).toBeGreaterThanOrEqual(owed - 5000n);
    expect(bigs(userDetails(n, pool, u).pool_debt)[0]).toBe(0n);
  });

  it("applies the owner's rules: rounds not in the past, the end set once, no round after it", async () => {
    const pool = await n.deploy();
    let lt = lastLt(n.d);
    await addFarmRound(n.d, n.users[0]!, pool, n.d.now() + 100, [5n, 5n]); // not the owner
    await addFarmRound(n.d, n.owner, pool, n.d.now() - 1, [5n, 5n]); // in the past
    await addFarmRound(n.d, n.owner, pool, n.d.now() + 100, [5n]); // wrong length
    expect(await eventsOf(n.d, pool, POOL, 'RewardRoundAdded', lt)).toHaveLength(0);
    await addFarmRound(n.d, n.owner, pool, n.d.now() + 100, [2000n, 0n]);
    expect(await eventsOf(n.d, pool, POOL, 'RewardRoundAdded', lt)).toHaveLength(1);
    lt = lastLt(n.d);
    await setFarmEnd(n.d, n.owner, pool, n.d.now() + 200);
    await setFarmEnd(n.d, n.owner, pool, n.d.now() + 300);
    expect(await eventsOf(n.d, pool, POOL, 'farmEndSet', lt)).toHaveLength(1);
    await addFarmRound(n.d, n.owner, pool, n.d.now() + 250, [1n, 1n]);
    expect(poolDetails(n, pool).rewardRounds as unknown[]).toHaveLength(2);
  });

  it('lets the owner take the whole reward only after end + vesting + lock', async () => {
    const pool = await n.deploy({ withdrawAllLockPeriod: DAY });
    await depositFarmReward(n.d, n.owner, n.rewards[0]!, pool, 777n);
    await setFarmEnd(n.d, n.owner, pool, n.d.now() + 20);
    const take = async () => {
      const sent = await n.d.sendFrom(n.owner, pool, {
        value: TYCHO,
        bounce: true,
        call: { abi: POOL, method: 'withdrawUnclaimedAll', params: { to: n.owner, send_gas_to: n.owner, nonce: 0 } },
      });
      await sent.settled;
    };
    await take();
    expect(bigs(poolDetails(n, pool).rewardTokenBalance)[0]).toBe(777n);
    advance(n, DAY + 30);
    await take();
    expect(bigs(poolDetails(n, pool).rewardTokenBalance)[0]).toBe(0n);
  });

  it('stops earning after the migration date', async () => {
    const { sha256 } = await import('../../src/engine/codec');
    const stop = n.d.now() + 100;
    const init = { randomNonce: sha256('migrating fabric'), migrationTime: stop };
    const fabric = n.d.addressOf('FarmFabric', init);
    const sent = await n.d.sendFrom(n.d.addresses().giver!, fabric, {
      value: 2n * TYCHO,
      deploy: { kind: 'FarmFabric', init },
      call: { abi: FABRIC, method: 'constructor', params: { _owner: n.owner } },
    });
    await sent.settled;
    const { deployFarmPool } = await import('../../src/seed/farm-actions');
    const pool = await deployFarmPool(n.d, n.creator, fabric, {
      owner: n.owner,
      tokenRoot: n.lp,
      rewardRoots: [n.rewards[0]!],
      rounds: [{ startTime: n.d.now() + 1, rewardPerSecond: [10n] }],
      vestingPeriod: 0,
      vestingRatio: 0,
      withdrawAllLockPeriod: 0,
    });
    await depositToFarm(n.d, n.users[0]!, n.lp, pool, 100n, 1);
    advance(n, 1000);
    const owed = pendingOf(n, pool, n.users[0]!).vested[0]!;
    expect(owed).toBeLessThanOrEqual(10n * 100n);
    expect(owed).toBeGreaterThan(0n);
  });
});
