import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@tycho/db';
import { BASE_STEPS, createDevnet } from '../src';
import { GENESIS_SUPPLY, TYCHO } from '../src/engine/constants';
import { nativeSum } from './helpers';

const INJECT = [
  `create function devnet_refuse() returns trigger language plpgsql as $$
    begin raise exception 'injected commit failure'; end $$`,
  'create trigger devnet_refuse before insert on devnet_transactions for each row execute function devnet_refuse()',
];
const REMOVE = ['drop trigger devnet_refuse on devnet_transactions', 'drop function devnet_refuse()'];

const dir = mkdtempSync(join(tmpdir(), 'tycho-devnet-commit-failure-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A failed commit (issue 41): the database goes away under a running devnet. The devnet stops processing and says
 * why, refuses new work instead of running ahead of the database, and the next start on the same data directory
 * resumes with every acknowledged transaction.
 */
describe('a failed commit', () => {
  it('stops the devnet with its reason, and the next start on the same data resumes', async () => {
    const first = await openDatabase({ dataDir: dir });
    const devnet = await createDevnet({ db: first.db, seed: 3, steps: BASE_STEPS });
    const [alice, bob] = devnet.devAccounts().map((a) => a.address);
    const acknowledged: string[] = [];
    for (let k = 0; k < 3; k++) {
      const sent = await devnet.sendFromWallet({ sender: alice!, recipient: bob!, amount: TYCHO, bounce: false });
      acknowledged.push(sent.transaction.id.hash);
    }
    // the injected failure: the database refuses the next transaction row, as it refused times past 2^31 in an
    // integer column (a trigger raising an error)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const statement of INJECT) await first.db.execute(sql.raw(statement));
    const lost = devnet.sendFromWallet({ sender: alice!, recipient: bob!, amount: TYCHO, bounce: false });
    await expect(lost).rejects.toBeDefined();
    const balance = devnet.getFullContractState(bob!)!.balance;
    // it says why, once, and refuses what comes next rather than holding it in memory only
    expect(errors.mock.calls.some((call) => /commit failed, the chain stops processing/.test(String(call[0])))).toBe(
      true,
    );
    await expect(
      devnet.sendFromWallet({ sender: alice!, recipient: bob!, amount: TYCHO, bounce: false }),
    ).rejects.toThrow(/stopped after a failed commit/);
    errors.mockRestore();
    await devnet.close().catch(() => undefined);
    for (const statement of REMOVE) await first.db.execute(sql.raw(statement));
    await first.close();

    // the next start on the same data: every acknowledged transaction, the supply intact, and it works again
    const second = await openDatabase({ dataDir: dir });
    const resumed = await createDevnet({ db: second.db, steps: BASE_STEPS });
    for (const hash of acknowledged) expect(await resumed.getTransaction(hash), hash).toBeDefined();
    // the refused transfer never happened: memory did not run ahead of the database
    expect(resumed.getFullContractState(bob!)!.balance).toBe(balance);
    await resumed.drain();
    expect(nativeSum(resumed)).toBe(GENESIS_SUPPLY);
    const after = await resumed.sendFromWallet({ sender: alice!, recipient: bob!, amount: TYCHO, bounce: false });
    expect(await resumed.getTransaction(after.transaction.id.hash)).toBeDefined();
    await resumed.close();
    await second.close();
  }, 120_000);
});
