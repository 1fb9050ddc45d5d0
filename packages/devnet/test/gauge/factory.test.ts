/** GaugeFactory: anyone deploys an initialized gauge owned by `gauge_owner`; NewGauge names it; bad input fails. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiJson, callOf, GaugeFactoryAbi, GaugeFactoryAbiJson } from '@tycho/abi';
import { openDatabase } from '@tycho/db';
import { createDevnet } from '../../src';
import { sha256 } from '../../src/engine/codec';
import { TYCHO } from '../../src/engine/constants';
import type { DevnetImpl } from '../../src/devnet';
import { depositToGauge } from '../../src/seed/gauge-actions';
import { devAccountsStep, tokensStep } from '../../src/seed/steps';
import { eventsOf, expectConservation, impl, lastLt, mint } from '../dex/helpers';
import { accountDetails, GAUGE, YEAR } from './helpers';

const FACTORY = abiJson(GaugeFactoryAbi);

describe('gauge factory', () => {
  let d: DevnetImpl;
  let close: () => Promise<void>;
  let factory: string;
  let creator: string;
  let owner: string;
  let a: Record<string, string>;

  const deploy = async (over: Record<string, unknown> = {}, value = 5n * TYCHO) => {
    const lt = lastLt(d);
    const sent = await d.sendFrom(creator, factory, {
      value,
      bounce: true,
      call: callOf(GaugeFactoryAbi, 'deployGauge', {
        gauge_owner: owner,
        depositTokenRoot: a['token:USDC']!,
        maxBoost: 2500,
        maxLockTime: YEAR,
        rewardTokenRoots: [a['token:BRIDGE']!],
        vestingPeriods: [0],
        vestingRatios: [0],
        withdrawAllLockPeriod: 30 * 86_400,
        call_id: 77,
        ...over,
      }),
    });
    await sent.settled;
    return eventsOf(d, factory, FACTORY, 'NewGauge', lt);
  };

  beforeAll(async () => {
    const handle = await openDatabase();
    const devnet = await createDevnet({ db: handle.db, seed: 12, steps: [devAccountsStep, tokensStep] });
    d = impl(devnet);
    a = d.addresses();
    close = async () => {
      await devnet.close();
      await handle.close();
    };
    creator = (await d.createFundedWallet('creator', 100n * TYCHO)).address;
    owner = (await d.createFundedWallet('gauge owner', 100n * TYCHO)).address;
    const ve = (await d.createFundedWallet('vote escrow', 10n * TYCHO)).address;
    factory = d.addressOf('GaugeFactory', { randomNonce: sha256('factory test') });
    const sent = await d.sendFrom(a.giver!, factory, {
      value: 2n * TYCHO,
      deploy: { kind: 'GaugeFactory', init: { randomNonce: sha256('factory test') } },
      call: {
        abi: GaugeFactoryAbiJson,
        method: 'constructor',
        params: { _owner: owner, _qube: a['token:QUBE'], _voteEscrow: ve, _qubeVestingRatio: 0, _qubeVestingPeriod: 0 },
      },
    });
    await sent.settled;
  });
  afterAll(() => close());

  it('deploys an initialized gauge owned by gauge_owner and names it in NewGauge with the call id', async () => {
    const [event] = await deploy();
    expect(event).toBeDefined();
    const { call_id: callId, gauge } = event!.data as { call_id: string; gauge: string };
    expect(Number(callId)).toBe(77);
    const details = d.get(String(gauge), GAUGE, 'getDetails');
    expect(details._initialized).toBe(true);
    expect(String(details._owner)).toBe(owner);
    expect(Number(details._maxBoost)).toBe(2500);
    expect(Number(details._maxLockTime)).toBe(YEAR);
    const tokens = d.get(String(gauge), GAUGE, 'getTokenDetails');
    expect(String((tokens._qubeTokenData as { root: string }).root)).toBe(a['token:QUBE']);
    expect(String((tokens._depositTokenData as { wallet: string }).wallet)).not.toBe('');
    expect(Number(d.get(factory, FACTORY, 'getDetails')._gauges_count)).toBe(1);
    // it takes deposits at once: a user's LP with a half-year lock is boosted ×1.75
    const user = (await d.createFundedWallet('farmer', 100n * TYCHO)).address;
    await mint(d, a['token:USDC']!, user, 1_000_000n);
    await depositToGauge(d, user, a['token:USDC']!, String(gauge), 1000n, YEAR / 2);
    const n = { d, gauge: String(gauge) } as Parameters<typeof accountDetails>[0];
    expect(accountDetails(n, user)).toEqual({ balance: 1000n, locked: 1000n, boosted: 1750n });
    expectConservation(d);
  });

  it('gives each gauge its own address', async () => {
    const [first] = await deploy({ call_id: 1 });
    const [second] = await deploy({ call_id: 2 });
    expect((first!.data as { gauge: string }).gauge).not.toBe((second!.data as { gauge: string }).gauge);
  });

  it('refuses too little value (the coin bounces back) and emits nothing', async () => {
    const before = d.account(creator)!.balance;
    expect(await deploy({}, 4n * TYCHO)).toHaveLength(0);
    // 4 + 0.5 for the one extra token is the minimum: the value came back, less fees
    expect(before - d.account(creator)!.balance).toBeLessThan(TYCHO / 2n);
  });

  it('emits no NewGauge when the gauge refuses its setup (a lock above 10 years, max boost below ×1)', async () => {
    expect(await deploy({ maxLockTime: 11 * YEAR })).toHaveLength(0);
    expect(await deploy({ maxBoost: 900 })).toHaveLength(0);
    expect(await deploy({ rewardTokenRoots: [a['token:QUBE']!] })).toHaveLength(0);
  });

  it('takes a valid extra-token vesting and refuses a bad one with 4005 (no NewGauge)', async () => {
    const [event] = await deploy({ vestingPeriods: [86_400], vestingRatios: [500] });
    const gauge = String((event!.data as { gauge: string }).gauge);
    const r = d.get(gauge, GAUGE, 'getRewardDetails');
    expect(r._extraVestingPeriods).toEqual(['86400']);
    expect(r._extraVestingRatios).toEqual(['500']);
    expect(await deploy({ vestingPeriods: [86_400], vestingRatios: [1001] })).toHaveLength(0);
    expect(await deploy({ vestingPeriods: [0], vestingRatios: [500] })).toHaveLength(0);
    expect(await deploy({ vestingPeriods: [86_400], vestingRatios: [0] })).toHaveLength(0);
  });
});
