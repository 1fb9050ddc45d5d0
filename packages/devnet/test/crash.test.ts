import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@tycho/db';
import { BASE_STEPS, createDevnet } from '../src';
import { GENESIS_SUPPLY } from '../src/engine/constants';
import { nativeSum, totalSupply, walletSum } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'tycho-devnet-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the worker until it has committed `count` wallet transactions (plus a random extra delay), then SIGKILLs it. */
function runAndKill(count: number): Promise<string[]> {
  const worker = fileURLToPath(new URL('./fixtures/crash-worker.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', worker, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const hashes: string[] = [];
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => resolve(hashes));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('tx ')) return;
      hashes.push(line.slice(3));
      if (hashes.length === count) setTimeout(() => child.kill('SIGKILL'), Math.floor(Math.random() * 30));
    });
  });
}

describe('crash safety', () => {
  it('loses no committed transaction on SIGKILL and resumes the queue', async () => {
    const committed = await runAndKill(40);
    expect(committed.length).toBeGreaterThanOrEqual(40);
    const handle = await openDatabase({ dataDir: dir });
    const devnet = await createDevnet({ db: handle.db, steps: BASE_STEPS });
    for (const hash of committed) expect(await devnet.getTransaction(hash), hash).toBeDefined();
    await devnet.drain();
    expect(nativeSum(devnet)).toBe(GENESIS_SUPPLY);
    const usdt = devnet.addresses()['token:USDT']!;
    expect(totalSupply(devnet, usdt)).toBe(walletSum(devnet, usdt));
    await devnet.close();
    await handle.close();
  });
});
