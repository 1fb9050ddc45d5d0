import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
}

function start(env: Record<string, string>, args: string[] = []): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return new Promise((done, fail) => {
    const timer = setInterval(() => {
      if (output.includes('Open http://')) {
        clearInterval(timer);
        done({ child, output: () => output });
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      fail(new Error(`server exited with ${code}: ${output}`));
    });
  });
}

function stop(running: Running): Promise<number | null> {
  return new Promise((done) => {
    running.child.removeAllListeners('exit');
    running.child.once('exit', (code) => done(code));
    running.child.kill('SIGINT');
  });
}

describe('npm start process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tycho-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints the URL, stops cleanly on Ctrl-C and keeps balances and transactions across a restart', async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, DEV_WALLET: 'off' };
    const base = `http://127.0.0.1:${port}`;

    const first = await start(env);
    expect(first.output()).toContain(`Open http://127.0.0.1:${port}`);
    const info = await (await fetch(`${base}/devnet/info`)).json();
    const target = info.accounts[5].address as string;
    const given = await fetch(`${base}/devnet/give`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: target, amount: '777000000000' }),
    });
    const { transactionHash } = await given.json();
    const balance = (await (await fetch(`${base}/devnet/accounts/${target}`)).json()).balance as string;
    const health = await (await fetch(`${base}/healthz`)).json();
    expect(health.database).toBe('pglite');
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('Stopped cleanly.');

    const second = await start(env);
    const infoAgain = await (await fetch(`${base}/devnet/info`)).json();
    expect(infoAgain.accounts).toEqual(info.accounts);
    expect(infoAgain.chainTime).toBeGreaterThanOrEqual(health.chainTime);
    expect((await (await fetch(`${base}/devnet/accounts/${target}`)).json()).balance).toBe(balance);
    const kept = await fetch(`${base}/devnet/transactions/${transactionHash}`);
    expect(kept.status).toBe(200);
    expect((await kept.json()).id.hash).toBe(transactionHash);
    expect(await stop(second)).toBe(0);

    // --reset reseeds: the same deterministic accounts, but the transaction made above is gone.
    const third = await start(env, ['--reset']);
    expect((await (await fetch(`${base}/devnet/info`)).json()).accounts).toEqual(info.accounts);
    expect((await fetch(`${base}/devnet/transactions/${transactionHash}`)).status).toBe(404);
    // the DEX read model is the new network's: its oldest trade is a transaction of the new chain
    const oldest = await fetch(`${base}/api/v2/transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ordering: 'blocktimeascending', limit: 1 }),
    });
    const [oldestTrade] = (await oldest.json()).transactions as { transactionHash: string }[];
    expect((await fetch(`${base}/devnet/transactions/${oldestTrade!.transactionHash}`)).status).toBe(200);
    expect(await stop(third)).toBe(0);
  }, 300_000); // three starts, each seeding or indexing the whole network

  it('refuses a bad PORT with a clear message', async () => {
    await expect(start({ PORT: 'eighty', DATA_DIR: dataDir })).rejects.toThrow(/PORT must be an integer/);
  });
});
