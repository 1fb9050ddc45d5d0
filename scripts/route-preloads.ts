import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROUTES } from '../apps/web/src/app/routes/routeTable';
import { withScreenModules } from '../apps/web/src/app/routes/screenModules';
import { routePreloads } from './bench/budget';
import { readManifest } from './bench/bundle';

/**
 * `node --import tsx scripts/route-preloads.ts [dist]` (part of `npm run build`): writes `route-preloads.json` beside
 * the web build's index.html, each built route's path with the JS its screen loads before its first render. The
 * server answers a route's page with those files as module preloads (apps/server/src/http/routePreloads.ts).
 */
const distDir = resolve(process.argv[2] ?? 'apps/web/dist');
const manifest = readManifest(distDir);
if (!manifest) {
  console.error(`${distDir}/.vite/manifest.json is missing: build the web app first`);
  process.exit(2);
}
const preloads = routePreloads(distDir, manifest, withScreenModules(ROUTES));
writeFileSync(join(distDir, 'route-preloads.json'), JSON.stringify(preloads, null, 1));
console.log(`route-preloads.json: ${preloads.length} routes`);
