import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@tycho/db/testing';
import { devWalletPage, exited, freePort, post, seedDexNetwork, sendSwap, startServer } from './server-process';

/**
 * Server roles (issue 44): one `chain` process (the local network, its indexer, the dev wallet) and two `api`
 * processes (read APIs only) on one PostgreSQL database. Swaps go through the chain process as the app sends them;
 * each acknowledged transaction becomes visible through both API processes within a measured lag, the three
 * processes then give identical answers, and killing one API process under a read load loses no answer: a client
 * that retries an idempotent read once on the other gets every one.
 */
const SWAPS = 6;
/** The lag allowed between the chain process showing a swap and both API processes showing it (2 loaded cores). */
const MAX_LAG_MS = 5_000;

let cluster: ThrowawayPostgres | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'tycho-roles-'));
const children: ChildProcess[] = [];

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  if (!cluster) return;
  await seedDexNetwork(cluster.url);
});

afterAll(async () => {
  for (const child of children) {
    child.kill('SIGKILL');
    await exited(child);
  }
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env, PORT: String(port) });
  children.push(child);
  return { base: `http://127.0.0.1:${port}`, child };
}

const getJson = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Whether `base` shows the swap: its transaction, the sender's account past it and the swap's call ended. */
async function shows(base: string, swap: { hash: string; id: string }, sender: string): Promise<boolean> {
  const transaction = await getJson(`${base}/devnet/transactions/${swap.hash}`);
  if (transaction.status !== 200) return false;
  const lt = BigInt((transaction.body.id as { lt: string }).lt);
  const account = await getJson(`${base}/devnet/accounts/${sender}`);
  if (BigInt(String(account.body.lastTransactionLt ?? '0')) < lt) return false;
  const status = await post(base, '/api/v2/pools/cross_swap_payload_status', { id: swap.id, recipient: sender });
  return status.body.status === 'Succeed' || status.body.status === 'Cancelled';
}

/** Resolves with the time (performance.now()) `base` first shows the swap; polls every 20 ms. */
async function shownAt(base: string, swap: { hash: string; id: string }, sender: string): Promise<number> {
  const deadline = performance.now() + 60_000;
  while (!(await shows(base, swap, sender))) {
    if (performance.now() > deadline) throw new Error(`${base} never showed swap ${swap.id}`);
    await new Promise((done) => setTimeout(done, 20));
  }
  return performance.now();
}

describe('server roles: one chain process, two api processes on one PostgreSQL', () => {
  it('refuses ROLE=api without DATABASE_URL, with a clear message', async () => {
    await expect(start({ ROLE: 'api', DATABASE_URL: '' })).rejects.toThrow(/ROLE=api needs DATABASE_URL/);
  });

  it('shows every swap through both API processes, answers alike and survives losing one', async (context) => {
    if (!cluster) return context.skip();
    const url = cluster.url;
    const chain = await start({ ROLE: 'chain', DATABASE_URL: url, MARKET_ACTIVITY: 'off' });
    const [api1, api2] = await Promise.all([1, 2].map(() => start({ ROLE: 'api', DATABASE_URL: url })));
    const servers = [chain.base, api1!.base, api2!.base];

    // the API processes run no network: no dev controls, no dev wallet
    expect((await post(api1!.base, '/devnet/give', { to: '0:00', amount: '1' })).status).toBe(404);
    expect((await fetch(`${api1!.base}/devwallet/ws`)).status).toBe(404);
    expect((await getJson(`${api2!.base}/healthz`)).body).toMatchObject({ status: 'ok', database: 'postgres' });

    const info = (await getJson(`${chain.base}/devnet/info`)).body as {
      accounts: { address: string }[];
      addresses: Record<string, string>;
    };
    const alice = info.accounts[0]!.address;
    const [usdt, qube, wbtc] = ['USDT', 'QUBE', 'WBTC'].map((s) => info.addresses[`token:${s}`]!);
    const pairs = [
      [usdt, qube, '1000000'],
      [qube, usdt, '500000000'],
      [usdt, wbtc, '2000000'],
    ] as const;
    const page = await devWalletPage(chain.base);
    const granted = await page.request(
      'requestPermissions',
      { permissions: ['basic', 'accountInteraction'] },
      { account: alice },
    );
    expect(granted.error).toBeUndefined();

    // each swap: acknowledged by the wallet, then watched on the three processes at once
    const lags: number[] = [];
    const watched: Promise<void>[] = [];
    const swaps: { hash: string; id: string }[] = [];
    for (let k = 0; k < SWAPS; k += 1) {
      const [from, to, amount] = pairs[k % pairs.length]!;
      const id = String(440_000 + k);
      const swap = { id, hash: await sendSwap(chain.base, page, alice, { from, to, amount, id }) };
      swaps.push(swap);
      watched.push(
        Promise.all(servers.map((base) => shownAt(base, swap, alice))).then(([onChain, ...onApis]) => {
          for (const at of onApis) lags.push(Math.max(0, at! - onChain!));
        }),
      );
    }
    await Promise.all(watched);
    page.socket.close();
    lags.sort((a, b) => a - b);
    console.log(
      `roles: ${SWAPS} swaps seen through 2 API processes, lag after the chain process: ` +
        `median ${lags[lags.length >> 1]!.toFixed(0)} ms, max ${lags[lags.length - 1]!.toFixed(0)} ms`,
    );
    expect(lags[lags.length - 1]).toBeLessThan(MAX_LAG_MS);

    // the same answers from the writer and both replicas (polled: a second may turn between three requests)
    const reads = [
      () => ['POST', '/api/v2/transactions', { ordering: 'blocktimedescending', limit: 20 }] as const,
      () => ['GET', `/api/portfolio/v1/${alice}/tokens`] as const,
      () => ['GET', `/devnet/accounts/${alice}`] as const,
      () => ['POST', '/api/v2/pools/cross_swap_payload_status', { id: swaps[0]!.id, recipient: alice }] as const,
    ];
    const read = async (base: string, [method, path, body]: readonly [string, string, unknown?]) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : undefined,
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(response.status, `${method} ${path} on ${base}`).toBe(200);
      return response.text();
    };
    for (const request of reads) {
      let answers: string[] = [];
      for (let tries = 0; tries < 20; tries += 1) {
        answers = await Promise.all(servers.map((base) => read(base, request())));
        if (answers.every((a) => a === answers[0])) break;
      }
      expect(answers[1], request()[1]).toBe(answers[0]);
      expect(answers[2], request()[1]).toBe(answers[0]);
    }

    // a read load on both API processes; api1 is killed in the middle; a failed read is retried once on the other
    const apis = [api1!, api2!];
    let answered = 0;
    let retried = 0;
    const readWithRetry = async (k: number) => {
      const request = reads[k % reads.length]!();
      const first = apis[k % 2]!.base;
      try {
        await read(first, request);
      } catch {
        retried += 1;
        await read(apis[(k + 1) % 2]!.base, request);
      }
      answered += 1;
    };
    const TOTAL = 160;
    let next = 0;
    const reader = async () => {
      while (next < TOTAL) {
        const k = next++;
        if (k === TOTAL / 4) api1!.child.kill('SIGKILL');
        await readWithRetry(k);
      }
    };
    await Promise.all(Array.from({ length: 4 }, reader));
    await exited(api1!.child);
    expect(answered).toBe(TOTAL);
    expect(retried).toBeGreaterThan(0);
    console.log(`roles: ${TOTAL} reads under load, api1 killed after ${TOTAL / 4}: all answered, ${retried} retried`);

    // the other API process goes on following the chain process
    const later = await devWalletPage(chain.base);
    await later.request('requestPermissions', { permissions: ['basic', 'accountInteraction'] }, { account: alice });
    const id = '440999';
    const hash = await sendSwap(chain.base, later, alice, { from: usdt, to: qube, amount: '1000000', id });
    later.socket.close();
    await shownAt(api2!.base, { hash, id }, alice);
  }, 240_000);
});
