import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEnv } from '../server-env.mjs';

export interface BenchServer {
  base: string;
  /** The local network's named addresses (`/devnet/info`): `token:QUBE`, `pool:USDT-USDC`, … */
  addresses: Record<string, string>;
  /** The server process's id (undefined for a server already running at `baseUrl`). */
  pid?: number;
  stop: () => Promise<void>;
}

async function waitForHealth(base: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the server at ${base} did not become healthy`);
}

/**
 * The server the browser benches measure: `baseUrl` when given (already running), otherwise `npm start`'s server on
 * a fresh data directory, serving `webDist` when given. Without the dev wallet (a visitor) unless `wallet` is set,
 * which also stops the background market (a preview compared across samples needs a market that stands still)
 * unless `market` is set.
 */
export async function benchServer(options: {
  baseUrl?: string;
  port?: number;
  webDist?: string;
  wallet?: boolean;
  market?: boolean;
}): Promise<BenchServer> {
  const { baseUrl, port = 4480, webDist, wallet = false, market = !wallet } = options;
  const dataDir = baseUrl ? undefined : mkdtempSync(join(tmpdir(), 'tycho-bench-'));
  const server = dataDir
    ? spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        env: serverEnv({
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          DEV_WALLET: wallet ? 'on' : 'off',
          ...(market ? {} : { MARKET_ACTIVITY: 'off' }),
          ...(webDist ? { WEB_DIST: webDist } : {}),
        }),
        stdio: 'ignore',
      })
    : undefined;
  const base = baseUrl?.replace(/\/$/, '') ?? `http://127.0.0.1:${port}`;
  // a bench that dies (an uncaught error, process.exit) takes its server with it: it used to stay on its port
  const orphaned = () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', orphaned);
  const stop = async () => {
    process.off('exit', orphaned);
    if (server && server.exitCode === null) {
      server.kill('SIGINT');
      await new Promise((done) => server.once('exit', done));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base);
    const { addresses } = (await (await fetch(`${base}/devnet/info`)).json()) as { addresses: Record<string, string> };
    return { base, addresses, pid: server?.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
