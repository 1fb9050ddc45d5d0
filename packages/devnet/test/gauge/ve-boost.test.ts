/**
 * The veQUBE boost in a gauge whose VoteEscrow is a real one (reference farming-gauges.md §2.3): each action reads
 * the user's and the total veQUBE, stores the ve-boosted and total-boosted balances, and moves totalBoostedSupply
 * (QUBE's denominator) apart from lockBoostedSupply (the extra tokens'). A full lock ×2 plus all the veQUBE is ×3.5.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiJson, VoteEscrowAccountAbi } from '@tycho/abi';
import { openDatabase } from '@tycho/db';
import { createDevnet } from '../../src';
import { TYCHO } from '../../src/engine/constants';
import type { DevnetImpl } from '../../src/devnet';
import { lockQube, veAccountOf, veOwnerCall } from '../../src/seed/dao-actions';
import {
  claimFromGauge,
  depositToGauge,
  deployGauge,
  gaugeAccountOf,
  withdrawFromGauge,
} from '../../src/seed/gauge-actions';
import { devAccountsStep, tokensStep } from '../../src/seed/steps';
import { impl, mint } from '../dex/helpers';
import { ACCOUNT, DAY, deployTestEscrow, GAUGE, YEAR } from './helpers';

const Q = 10n ** 9n;
const VE_ACC = abiJson(VoteEscrowAccountAbi);

describe('gauge ve boost', () => {
  let d: DevnetImpl;
  let close: () => Promise<void>;
  let gauge: string;
  let ve: string;
  let users: string[];

  const details = (user: string) => {
    const r = d.get(gaugeAccountOf(d, gauge, user), ACCOUNT, 'getDetails', { answerId: 0 });
    return {
      balance: BigInt(String(r._balance)),
      lock: BigInt(String(r._lockBoostedBalance)),
      ve: BigInt(String(r._veBoostedBalance)),
      total: BigInt(String(r._totalBoostedBalance)),
    };
  };
  const supplies = () => {
    const r = d.get(gauge, GAUGE, 'getDetails');
    return { lock: BigInt(String(r._lockBoostedSupply)), total: BigInt(String(r._totalBoostedSupply)) };
  };
  const veOf = (user: string) =>
    BigInt(String(d.get(veAccountOf(d, ve, user), VE_ACC, 'calculateVeAverage')._veQubeBalance));

  beforeAll(async () => {
    const handle = await openDatabase();
    const devnet = await createDevnet({ db: handle.db, seed: 31, steps: [devAccountsStep, tokensStep] });
    d = impl(devnet);
    const a = d.addresses();
    close = async () => {
      await devnet.close();
      await handle.close();
    };
    const qube = a['token:QUBE']!;
    const escrow = await deployTestEscrow(d, qube, {
      label: 'gauge ve test',
      epochTime: 10 * DAY,
      votingTime: 5 * DAY,
      minVotesRatio: 1000,
      maxVotesRatio: 6000,
      scheme: [7000, 2000, 1000],
    });
    const owner = escrow.owner;
    ve = escrow.ve;
    await veOwnerCall(d, owner, ve, 'initialize', { start_offset: 0 });
    users = [];
    for (let i = 0; i < 3; i++) {
      const u = (await d.createFundedWallet(`ve farmer ${i}`, 5000n * TYCHO)).address;
      await mint(d, a['token:USDC']!, u, 1_000_000_000n);
      await mint(d, qube, u, 1000n * Q);
      users.push(u);
    }
    gauge = await deployGauge(d, a.giver!, {
      name: 've test',
      seed: 31,
      owner,
      voteEscrow: ve,
      depositRoot: a['token:USDC']!,
      qubeRoot: qube,
      extraRoots: [a['token:BRIDGE']!],
      maxBoost: 2000,
      maxLockTime: YEAR,
    });
  });
  afterAll(() => close());

  it('a full lock and all the veQUBE give ×3.5 (the dao test "Ve boosted deposit")', async () => {
    const [a] = users;
    await lockQube(d, a!, d.addresses()['token:QUBE']!, ve, 100n * Q, 50 * DAY);
    expect(veOf(a!)).toBeGreaterThan(0n);
    await depositToGauge(d, a!, d.addresses()['token:USDC']!, gauge, 100_000n, YEAR);
    expect(details(a!)).toEqual({ balance: 100_000n, lock: 200_000n, ve: 100_000n, total: 350_000n });
    expect(supplies()).toEqual({ lock: 200_000n, total: 350_000n });
  });

  it('without veQUBE the ve part is 0.4·U and the total is the lock-boosted balance', async () => {
    const [, b] = users;
    await depositToGauge(d, b!, d.addresses()['token:USDC']!, gauge, 300_000n, 0);
    expect(details(b!)).toEqual({ balance: 300_000n, lock: 300_000n, ve: 120_000n, total: 300_000n });
    expect(supplies()).toEqual({ lock: 500_000n, total: 650_000n });
  });

  it('a share of veQUBE boosts by 0.6·T·v/V at the next action; the contract getter agrees', async () => {
    const [a, , c] = users;
    const qube = d.addresses()['token:QUBE']!;
    await lockQube(d, c!, qube, ve, 100n * Q, 50 * DAY);
    await depositToGauge(d, c!, d.addresses()['token:USDC']!, gauge, 100_000n, 0);
    const [vc, va] = [veOf(c!), veOf(a!)];
    const total = vc + va;
    const T = 500_000n;
    const veBoosted =
      40_000n + (((T * 6n) / 10n) * vc) / total > 100_000n ? 100_000n : 40_000n + (((T * 6n) / 10n) * vc) / total;
    const x = details(c!);
    expect(x.ve).toBe(veBoosted);
    const calc = d.get(gaugeAccountOf(d, gauge, c!), ACCOUNT, 'calculateTotalBoostedBalance', {
      _lockBoostedBalance: String(x.lock),
      _gaugeDepositSupply: String(T),
      _veAccBalance: String(vc),
      _veSupply: String(total),
    });
    expect(BigInt(String(calc._veBoostedBalance))).toBe(x.ve);
    expect(BigInt(String(calc._totalBoostedBalance))).toBe(x.total);
    expect(BigInt(String(calc._lockBoostMultiplier))).toBe(10n ** 18n);
    // a's boost was stored at its deposit: still ×3.5 in the supply until a acts again
    expect(supplies()).toEqual({ lock: 600_000n, total: 650_000n + x.total });
    await claimFromGauge(d, a!, gauge);
    expect(details(a!).total).toBe(350_000n);
    expect(supplies().total).toBe(650_000n + x.total);
  });

  it('a withdraw recomputes the ve boost on the deposit supply before it (GaugeAccount processWithdraw_final)', async () => {
    const a = d.addresses();
    const e = (await d.createFundedWallet('ve farmer small', 5000n * TYCHO)).address;
    await mint(d, a['token:USDC']!, e, 1_000_000_000n);
    await mint(d, a['token:QUBE']!, e, 10n * Q);
    // a small veQUBE share, so the ve part stays under its cap (U) and depends on the supply
    await lockQube(d, e, a['token:QUBE']!, ve, Q, 50 * DAY);
    await depositToGauge(d, e, a['token:USDC']!, gauge, 300_000n, 0);
    const supplyBefore = BigInt(
      (d.get(gauge, GAUGE, 'calcSyncData').value0 as { depositSupply: string }).depositSupply,
    );
    await withdrawFromGauge(d, e, gauge, 100_000n);
    const stored = details(e);
    expect(stored.balance).toBe(200_000n);
    // a and c locked QUBE (b has no VE account)
    const totalVe = veOf(users[0]!) + veOf(users[2]!) + veOf(e);
    const calc = (supply: bigint) =>
      d.get(gaugeAccountOf(d, gauge, e), ACCOUNT, 'calculateTotalBoostedBalance', {
        _lockBoostedBalance: String(stored.lock),
        _gaugeDepositSupply: String(supply),
        _veAccBalance: String(veOf(e)),
        _veSupply: String(totalVe),
      });
    const onBefore = BigInt(String(calc(supplyBefore)._veBoostedBalance));
    const onAfter = BigInt(String(calc(supplyBefore - 100_000n)._veBoostedBalance));
    expect(onBefore).toBeGreaterThan(onAfter);
    expect(onBefore).toBeLessThan(200_000n);
    expect(stored.ve).toBe(onBefore);
  });
});
