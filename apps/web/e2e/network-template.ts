import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every local network of a browser run (the two shared servers and each clock spec's own) starts as a copy of one
 * seeded template instead of seeding its own: a seeding takes about 26 s of a core, a copy and a restart about 4 s.
 * The first server to need it seeds the template (`--reset --seed-only`, market off) while any other waits; each
 * copy then starts with CHAIN_CLOCK=resume, so its chain clock goes on from the moment the template was sealed, as a
 * new network's would, however late in the run it starts. E2E_TEMPLATE_DIR (playwright.config.ts) is per run.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const SEED_TIMEOUT_MS = 280_000;

function templateRoot(): string {
  const root = process.env.E2E_TEMPLATE_DIR;
  if (!root) throw new Error('E2E_TEMPLATE_DIR is not set (playwright.config.ts sets it for the run)');
  return root;
}

function seed(dataDir: string, log: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', '--reset', '--seed-only'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DEV_WALLET: 'on', MARKET_ACTIVITY: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      writeFileSync(log, output.join(''));
      if (code === 0) resolve();
      else reject(new Error(`seeding the e2e template failed (exit ${code}): ${output.join('').slice(-2000)}`));
    });
  });
}

/** The sealed template's data directory: seeded by the first caller of the run, awaited by the others. */
async function sealedTemplate(): Promise<string> {
  const root = templateRoot();
  const data = join(root, 'db');
  const ready = join(root, 'ready');
  const failed = join(root, 'failed');
  if (existsSync(ready)) return data;
  let seeder = false;
  try {
    mkdirSync(join(root, 'lock'));
    seeder = true;
  } catch {
    // another server of the run is seeding it
  }
  if (seeder) {
    try {
      await seed(data, join(root, 'seed.log'));
      writeFileSync(ready, '');
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
    return data;
  }
  const deadline = Date.now() + SEED_TIMEOUT_MS;
  while (!existsSync(ready)) {
    if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
    if (Date.now() > deadline) throw new Error(`the e2e template in ${root} was not seeded in time`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return data;
}

/** Makes `dataDir` a fresh copy of the run's seeded network (start the server on it with CHAIN_CLOCK=resume). */
export async function prepareNetwork(dataDir: string): Promise<void> {
  const template = await sealedTemplate();
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(template, dataDir, { recursive: true });
}

/** The server's environment for a copy: the chain clock resumes where the template was sealed. */
export const COPY_ENV = { CHAIN_CLOCK: 'resume' } as const;
