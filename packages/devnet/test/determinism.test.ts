import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@tycho/db';
import { BASE_STEPS, createDevnet, type SeedStep } from '../src';

let handle: DatabaseHandle;
/** A fixed end of the seeded history, so the comparison cannot straddle midnight. */
const HISTORY_END = Date.UTC(2026, 10, 20) / 1000;
beforeAll(async () => {
  handle = await openDatabase();
});
afterAll(() => handle.close());

/** Seeds a fresh network in the shared database (reset wipes the previous one) and describes it. */
async function fingerprint(seed: number, steps?: SeedStep[]) {
  const d = await createDevnet({ db: handle.db, seed, reset: true, historyEnd: HISTORY_END, steps });
  const result = {
    addresses: d.addresses(),
    devAccounts: d.devAccounts(),
    tokens: d.tokenMetadata(),
    accounts: d
      .accounts()
      .map((a) => [a.address, a.kind, a.balance.toString(), a.lastHash])
      .sort(),
    history: (await d.getTransactions(d.addresses().giver!, undefined, 50)).transactions,
  };
  await d.close();
  return result;
}

describe('determinism', () => {
  it('the same seed gives the same addresses, balances and history; another seed differs', async () => {
    // Base steps here; market.test.ts compares two full default seeds (market and history included).
    const a = await fingerprint(11, BASE_STEPS);
    const b = await fingerprint(11, BASE_STEPS);
    const c = await fingerprint(12, BASE_STEPS);
    expect(b).toEqual(a);
    expect(a.devAccounts.map((x) => x.name)).toEqual([
      'Alice',
      'Bob',
      'Carol',
      'Dave',
      'Erin',
      'Frank',
      'Grace',
      'Heidi',
    ]);
    expect(a.tokens.map((t) => t.symbol)).toEqual(['USDT', 'USDC', 'DAI', 'QUBE', 'BRIDGE', 'WBTC', 'WTYCHO']);
    expect(c.addresses.vault).not.toBe(a.addresses.vault);
    expect(c.accounts.length).toBe(a.accounts.length);
  });
});
