import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, GaugeAbi } from '@tycho/abi';
import type { DatabaseHandle } from '@tycho/db';
import { SEED_GAUGES, TYCHO, type DevnetHandle } from '@tycho/devnet';
import { openSeededNetwork } from '@tycho/devnet/testing';
import { query } from '../src/dex/sql';
import { DexIndexer } from '../src/indexer';

interface Row {
  gauge: string;
  user_address: string;
  kind: string;
  tokens: { tokenRoot: string; amount: string }[];
  boosted_amount: string | null;
  lock_time: number | null;
}

/** The seeded gauges' events indexed into gauge_transactions, and a claim indexed as it happens. */
describe('gauge indexer over the seeded devnet', () => {
  let database: DatabaseHandle;
  let devnet: DevnetHandle;
  let indexer: DexIndexer;
  const rows = (kind: string) =>
    query<Row>(database.db, sql`select * from gauge_transactions where kind = ${kind} order by lt, event_index`);

  beforeAll(async () => {
    ({ database, devnet } = await openSeededNetwork());
    indexer = new DexIndexer({ db: database.db, network: devnet });
    await indexer.start();
  });

  afterAll(async () => {
    await indexer?.stop();
    await devnet?.close();
    await database?.close();
  });

  it('indexes every seeded position as a deposit with its boost and lock', async () => {
    const a = devnet.addresses();
    const deposits = await rows('deposit');
    const expected = SEED_GAUGES.flatMap((g) => g.positions.map((p) => ({ g, p })));
    expect(deposits).toHaveLength(expected.length);
    for (const { g, p } of expected) {
      const row = deposits.find((r) => r.gauge === a[`gauge:${g.lp}`] && r.user_address === a[`account:${p.account}`]);
      expect(row, `${p.account} in ${g.lp}`).toBeDefined();
      expect(row!.lock_time).toBe(p.lockDays * 86_400);
      expect(row!.tokens[0]!.tokenRoot).toBe(a[`lp:${g.lp}`]);
      const amount = BigInt(row!.tokens[0]!.amount);
      const lock = Math.min(p.lockDays, g.maxLockDays);
      const boost = g.maxLockDays ? 1000n + (BigInt(g.maxBoost - 1000) * BigInt(lock)) / BigInt(g.maxLockDays) : 1000n;
      expect(BigInt(row!.boosted_amount!)).toBe((amount * boost) / 1000n);
    }
    expect(await rows('rewardDeposit')).toHaveLength(SEED_GAUGES.filter((g) => g.extra).length);
  });

  it('indexes a claim with the rewards paid', async () => {
    const a = devnet.addresses();
    const alice = a['account:Alice']!;
    await devnet.advanceClock(3600);
    const sent = await devnet.sendFrom(alice, a['gauge:QUBE-USDT']!, {
      value: 8n * TYCHO,
      bounce: true,
      call: callOf(GaugeAbi, 'claimReward', { meta: { call_id: 7, nonce: 7, send_gas_to: alice } }),
    });
    await sent.settled;
    await indexer.idle();
    const claims = await rows('claim');
    expect(claims).toHaveLength(1);
    expect(claims[0]!.user_address).toBe(alice);
    expect(claims[0]!.tokens.map((t) => t.tokenRoot)).toEqual([a['token:QUBE'], a['token:BRIDGE']]);
    for (const t of claims[0]!.tokens) expect(BigInt(t.amount)).toBeGreaterThan(0n);
  });
});
