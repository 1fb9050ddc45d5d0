import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROUTES } from '../../apps/web/src/app/routes/routeTable';
import { withScreenModules } from '../../apps/web/src/app/routes/screenModules';
import { chunkCycles, readManifest } from './bundle';
import { budgetTable, budgetViolations, DEFAULT_BUDGET, KB, measureRouteSizes, TARGET } from './budget';
import { writeSection } from './report';

/**
 * `npm run size [-- --dist <dir>] [-- --write]`: every route of the route table against its byte and file budgets
 * (scripts/bench/budget.ts), from a web build with its Vite manifest (default apps/web/dist, built by
 * `node scripts/build-if-changed.mjs`). Exits 1 naming each route over a budget, or each static import cycle between
 * chunks. `--write` also rewrites the "Route budgets" section of docs/benchmarks.md.
 */
const { values: options } = parseArgs({
  options: { dist: { type: 'string' }, write: { type: 'boolean', default: false } },
});
const root = process.cwd();
const distDir = resolve(root, options.dist ?? 'apps/web/dist');
const manifest = readManifest(distDir);
if (!manifest) {
  console.error(`${distDir}/.vite/manifest.json is missing: build the web app (vite build with manifest: true)`);
  process.exit(2);
}
const sizes = measureRouteSizes(distDir, manifest, withScreenModules(ROUTES));
const table = budgetTable(sizes);
const violations = budgetViolations(sizes);

if (options.write) {
  const date = new Date().toISOString().slice(0, 10);
  writeSection(
    join(root, 'docs/benchmarks.md'),
    'budget',
    `### Route budgets (${date})
Checked by \`npm run size\` (part of \`npm test\`) on every run: for each route of the route table, the JavaScript and
CSS the browser fetches before its first render (index.html's scripts, module preloads and stylesheets, then the
screen's chunk and its static imports from the Vite manifest), gzip level 9. The target is ${TARGET.js / KB} kB
of JS for every route (issue 37); every route is held at its size plus 2 kB (\`ROUTE_BUDGETS\` in
\`scripts/bench/budget.ts\`), so that none grows back towards the target unnoticed, and to ${DEFAULT_BUDGET.files} JS files
(Lighthouse's simulated HTTP/1.1 network pays a round trip per file). The check also fails on a static import cycle
between chunks. Routes not built yet show page-not-found.

${table}`,
  );
} else {
  console.log(table);
}
const cycles = chunkCycles(manifest);
if (cycles.length > 0) {
  console.error(`\nStatic import cycles between chunks:\n${cycles.map((c) => `- ${c.join(' -> ')}`).join('\n')}`);
  process.exit(1);
}
if (violations.length > 0) {
  console.error(`\nRoutes over their byte or file budget:\n${violations.map((v) => `- ${v}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nEvery route (${sizes.length}) is within its byte and file budgets; no chunk import cycle.`);
