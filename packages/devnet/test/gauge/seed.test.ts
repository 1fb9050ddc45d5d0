/** The default seed's gauges: initialized, rewards funded and running, dev accounts' positions in place. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '@tycho/db';
import { createDevnet } from '../../src';
import { SEED_GAUGES } from '../../src/seed/gauges';
import { gaugeAccountOf } from '../../src/seed/gauge-actions';
import { impl } from '../dex/helpers';
import { ACCOUNT, GAUGE } from './helpers';

let d: ReturnType<typeof impl>;
let close: () => Promise<void>;
beforeAll(async () => {
  const handle = await openDatabase();
  const devnet = await createDevnet({ db: handle.db, seed: 1 });
  d = impl(devnet);
  close = async () => {
    await devnet.close();
    await handle.close();
  };
});
afterAll(() => close());

it('seeds gauges with rewards running and dev accounts holding positions', () => {
  const a = d.addresses();
  for (const g of SEED_GAUGES) {
    const gauge = a[`gauge:${g.lp}`]!;
    const details = d.get(gauge, GAUGE, 'getDetails');
    expect(details._initialized, g.lp).toBe(true);
    expect(BigInt(String(details._lockBoostedSupply)), g.lp).toBeGreaterThan(0n);
    const tokens = d.get(gauge, GAUGE, 'getTokenDetails');
    expect(BigInt((tokens._qubeTokenData as { balance: string }).balance), g.lp).toBeGreaterThan(0n);
    expect((tokens._extraTokenData as unknown[]).length).toBe(g.extra ? 1 : 0);
    for (const p of g.positions) {
      const account = gaugeAccountOf(d, gauge, a[`account:${p.account}`]!);
      const r = d.get(account, ACCOUNT, 'getDetails', { answerId: 0 });
      expect(BigInt(String(r._balance)), `${p.account} in ${g.lp}`).toBeGreaterThan(0n);
      expect(BigInt(String(r._lockedBalance)) > 0n, `${p.account} locked in ${g.lp}`).toBe(p.lockDays > 0);
    }
  }
});

it("seeds vesting on WTYCHO-USDT's USDT reward: its depositors hold locked and unlocked USDT", () => {
  const a = d.addresses();
  const gauge = a['gauge:WTYCHO-USDT']!;
  const r = d.get(gauge, GAUGE, 'getRewardDetails');
  expect(r._extraVestingPeriods).toEqual([String(30 * 86_400)]);
  expect(r._extraVestingRatios).toEqual(['500']);
  const sync = d.get(gauge, GAUGE, 'calcSyncData').value0;
  const pending = d.get(gaugeAccountOf(d, gauge, a['account:Dave']!), ACCOUNT, 'pendingReward', {
    _veQubeAverage: 0,
    _veQubeAveragePeriod: 0,
    _veAccQubeAverage: 0,
    _veAccQubeAveragePeriod: 0,
    gauge_sync_data: sync,
  });
  const [usdt] = pending._extraReward as { lockedReward: string; unlockedReward: string }[];
  const [vesting] = pending._extraVesting as { vestingTime: string; vestingRatio: string }[];
  expect(BigInt(usdt!.lockedReward)).toBeGreaterThan(0n);
  expect(BigInt(usdt!.unlockedReward)).toBeGreaterThan(BigInt(usdt!.lockedReward));
  expect(Number(vesting!.vestingTime)).toBeGreaterThan(d.now());
  expect(vesting!.vestingRatio).toBe('500');
});
