/** Server processes for the tests that run `apps/server/src/main.ts` as a child, and a dev wallet page for them. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { TokenWalletAbiJson } from '@tycho/abi';
import { openDatabase } from '@tycho/db';
import { BASE_STEPS, createDevnet, dexRootStep, marketStep } from '@tycho/devnet';
import type { ServerMessage } from '@tycho/wallet/server';

export { startThrowawayPostgres } from '@tycho/db/testing';

// import.meta.url, not __dirname: the bench runner loads this module as ES module
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the server with `env` on top of this process's; resolves once it printed its URL. */
export function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((done, fail) => {
    const listen = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Open http://')) done(child);
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${output}`)));
  });
}

/**
 * Seeds a network into the PostgreSQL database at `databaseUrl`: a `ROLE=chain` process started on it then loads it.
 * `dexOnly`: the DEX and its market only (no farms, gauges, DAO, limit orders, history), for tests that only trade.
 */
export async function seedNetwork(databaseUrl: string, { dexOnly = false } = {}): Promise<void> {
  const database = await openDatabase({ databaseUrl });
  const steps = dexOnly ? [...BASE_STEPS, dexRootStep, marketStep] : undefined;
  const devnet = await createDevnet({ db: database.db, seed: 1, steps });
  await devnet.close();
  await database.close();
}

/** The DEX and its market only (seedNetwork with `dexOnly`). */
export const seedDexNetwork = (databaseUrl: string) => seedNetwork(databaseUrl, { dexOnly: true });

export const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });

/** A dev wallet page connection: requests answered by id (all refused once the connection is gone). */
export async function devWalletPage(base: string) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/devwallet/ws`, { origin: base });
  type Answer = ServerMessage & { type: 'response' };
  const waiting = new Map<number, { done: (m: Answer) => void; fail: (e: Error) => void }>();
  socket.on('message', (data) => {
    const m = JSON.parse(String(data)) as ServerMessage;
    if (m.type === 'response') waiting.get(m.id)?.done(m);
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    for (const w of waiting.values()) w.fail(new Error('wallet connection closed'));
    waiting.clear();
  });
  await new Promise((done, fail) => socket.once('open', done).once('error', fail));
  let id = 0;
  const request = (method: string, params: unknown, approval?: { account: string }) =>
    new Promise<Answer>((done, fail) => {
      const n = ++id;
      waiting.set(n, { done, fail });
      socket.send(JSON.stringify({ type: 'request', id: n, method, params, approval }));
    });
  return { socket, request };
}

export const post = async (base: string, path: string, body: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/**
 * One swap as the app sends it: the route, the payload (recorded as a pending call under `id`), then the wallet's
 * transfer with the payload. Resolves with the hash of the wallet's transaction once the wallet acknowledged it.
 */
export async function sendSwap(
  base: string,
  page: Awaited<ReturnType<typeof devWalletPage>>,
  sender: string,
  swap: { from: string; to: string; amount: string; id: string },
): Promise<string> {
  const route = await post(base, '/api/v2/pools/cross_swap_route', {
    amount: swap.amount,
    direction: 'expectedexchange',
    fromCurrencyAddress: swap.from,
    toCurrencyAddress: swap.to,
    slippage: 0.05,
  });
  const built = await post(base, '/api/v2/pools/cross_swap_payload', {
    route: route.body,
    slippage: 0.05,
    id: swap.id,
    nativeBalance: '10000000000000',
    tokenBalance: swap.amount,
    recipient: sender,
  });
  const b = built.body as { payload: string; walletOfDestination: string; gas: string };
  const first = (route.body as { steps: { amount: string; poolAddress: string }[] }).steps[0]!;
  const sent = await page.request('sendMessage', {
    sender,
    recipient: b.walletOfDestination,
    amount: b.gas,
    bounce: true,
    payload: {
      abi: TokenWalletAbiJson,
      method: 'transfer',
      params: {
        amount: first.amount,
        recipient: first.poolAddress,
        deployWalletValue: '100000000',
        remainingGasTo: sender,
        notify: true,
        payload: b.payload,
      },
    },
  });
  if (sent.error) throw new Error(`the wallet refused the swap: ${JSON.stringify(sent.error)}`);
  return (sent.result as { transaction: { id: { hash: string } } }).transaction.id.hash;
}
