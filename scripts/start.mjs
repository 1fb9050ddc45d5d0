#!/usr/bin/env node
/**
 * `npm start`: the web app's build (only when its sources changed, scripts/build-if-changed.mjs) and the server's
 * start (on a new network: the seeding) run side by side instead of one after the other; the server listens once the
 * build is done (it waits for the `build:done` message, TYCHO_AWAIT_BUILD). A failed build stops the server and
 * `npm start` with the build's exit code. Arguments go to the server (`npm start -- --reset`).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './server-env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...process.argv.slice(2)], {
  cwd: root,
  env: serverEnv({ ...process.env, TYCHO_AWAIT_BUILD: '1' }),
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
const build = spawn(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: root, stdio: 'inherit' });

build.on('exit', (code, signal) => {
  if (code === 0) {
    if (server.connected) server.send('build:done');
    return;
  }
  console.error(`The web build failed (${code ?? signal}): stopping the server.`);
  process.exitCode = code || 1;
  server.kill('SIGTERM');
});
server.on('exit', (code, signal) => {
  if (build.exitCode === null) build.kill('SIGTERM');
  process.exit(process.exitCode || code || (signal ? 1 : 0));
});
// Ctrl+C reaches every process of the terminal's group; a signal sent to this process alone is passed on
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
    if (build.exitCode === null) build.kill(signal);
  });
}
