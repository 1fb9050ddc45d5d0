import { resolve } from 'node:path';
import { applyProfile } from '../apps/server/src/profile/apply';
import { readProfile } from '../apps/server/src/profile/profile';

/**
 * `npm run profile -- apply <profile.json> [dist]`: writes a network profile into a built index.html (default
 * apps/web/dist) for a static file server. `npm run profile -- check <profile.json>`: validates a profile.
 */
const USAGE = 'usage: npm run profile -- apply <profile.json> [dist] | check <profile.json>';

function run(argv: readonly string[]): number {
  const [command, profilePath, dist = 'apps/web/dist', ...rest] = argv;
  if (!profilePath || rest.length > 0 || (command !== 'apply' && command !== 'check')) {
    console.error(USAGE);
    return 2;
  }
  try {
    if (command === 'check') {
      const profile = readProfile(resolve(profilePath));
      console.log(`${profilePath}: a valid profile of ${profile.local ? 'the local network' : profile.name}`);
      return 0;
    }
    const { indexPath, origins } = applyProfile(resolve(profilePath), resolve(dist));
    console.log(`Wrote ${profilePath} into ${indexPath}`);
    if (origins.length > 0)
      console.log(`The page fetches from ${origins.join(' ')}: allow them in the Content-Security-Policy connect-src`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

process.exitCode = run(process.argv.slice(2));
