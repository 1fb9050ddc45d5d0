// Browser tests use Debian's Chromium (Playwright's own browser download cannot work on this network).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const binary = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(binary)) {
  process.exit(0);
}
console.log(`${binary} is missing: installing Debian's chromium package...`);
const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
  stdio: 'inherit',
});
if (!existsSync(binary)) {
  console.error(`chromium was installed but ${binary} still does not exist`);
  process.exit(1);
}
