import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@tycho/db';
import { createDevnet } from '../src';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase();
});
afterAll(() => handle.close());

/** Seeds a fresh network in the shared database (reset wipes the previous one) and describes it. */
async function fingerprint(seed: number) {
  const d = await createDevnet({ db: handle.db, seed, reset: true });
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
    const a = await fingerprint(11);
    const b = await fingerprint(11);
    const c = await fingerprint(12);
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
