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
