// `npm test`: every check CI runs. The static checks and the build are single-threaded for most of their time, so they
// run in two lanes at once on CI's two cores (format, lint, import circles | types, then the build and its byte
// budgets); the unit suites and the browser specs use both cores themselves and run after, one at a time. A lane's
// output is printed whole when its step ends; the first failing step fails the run once both lanes have stopped.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n> ${script} (${seconds} s, exit ${code})\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

async function lane(scripts) {
  for (const script of scripts) if (!(await run(script))) return false;
  return true;
}

function inherit(script) {
  return new Promise((resolve) => {
    process.stdout.write(`\n> ${script}\n`);
    spawn(npm, ['run', '--silent', script], { stdio: 'inherit' }).on('close', (code) => resolve(code === 0));
  });
}

const lanes = await Promise.all([lane(['format:check', 'lint', 'cycles']), lane(['typecheck', 'size'])]);
if (!lanes.every(Boolean)) process.exit(1);
for (const script of ['test:unit', 'test:e2e']) if (!(await inherit(script))) process.exit(1);
