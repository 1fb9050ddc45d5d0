import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

function commandExists(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a PostgreSQL cluster on loopback in a temporary directory, or returns undefined when `initdb` is not
 * installed. PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` (or `nobody`) user.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | undefined> {
  if (!commandExists('initdb') || !commandExists('pg_ctl')) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'tycho-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = userInfo().uid === 0;
  const runAs = asRoot ? (spawnSync('id', ['postgres']).status === 0 ? 'postgres' : 'nobody') : undefined;
  if (runAs) {
    const uid = Number(execFileSync('id', ['-u', runAs]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', runAs]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (args: string[]) =>
    runAs
      ? execFileSync('runuser', ['-u', runAs, '--', ...args], { stdio: 'pipe' })
      : execFileSync(args[0], args.slice(1), { stdio: 'pipe' });
  const data = join(dir, 'data');
  const port = await freePort();
  run(['initdb', '-D', data, '-U', 'tycho', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run([
    'pg_ctl',
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
    'start',
  ]);
  run([
    'sh',
    '-c',
    `createdb -h 127.0.0.1 -p ${port} -U tycho tycho 2>/dev/null || psql -h 127.0.0.1 -p ${port} -U tycho -d postgres -c 'create database tycho'`,
  ]);
  return {
    url: `postgres://tycho@127.0.0.1:${port}/tycho`,
    stop() {
      try {
        run(['pg_ctl', '-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
