import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../apps/web/src/app/routes/routeTable';
import { withScreenModules } from '../../apps/web/src/app/routes/screenModules';
import type { Manifest } from './bundle';
import {
  budgetViolations,
  KB,
  measureRouteSizes,
  routePreloads,
  messagesModule,
  DEFAULT_BUDGET,
  ROUTE_BUDGETS,
  TARGET,
  screenModule,
  SHELL_BUDGET,
} from './budget';

/** Every screen module of the real route table (as its feature faces name them), so the check finds each in the fixture. */
const SCREENS = [...new Set(withScreenModules(ROUTES).flatMap((route) => (route.module ? [route.module] : [])))];
/** Each screen's chunk in the fixture is named after its feature (`assets/pools.js`), shared by its screens. */
const FEATURES = [...new Set(SCREENS.map((key) => key.split('/')[2]!))];
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_react.js'], css: ['assets/index-a.css'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_shared.js': { file: 'assets/shared-c.js', css: ['assets/shared-c.css'] },
  ...Object.fromEntries(
    SCREENS.map((key) => {
      const name = key.split('/')[2];
      return [key, { file: `assets/${name}.js`, imports: ['_react.js', '_shared.js'] }];
    }),
  ),
  // each feature's English messages, loaded with its screens
  ...Object.fromEntries(FEATURES.map((name) => [messagesModule(name), { file: `assets/messages-${name}.js` }])),
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build folder: index.html loading index-a.js and react-b.js, each file `bytes[file]` random (incompressible) bytes. */
function fixtureDist(bytes: Record<string, number>): string {
  const dist = mkdtempSync(join(tmpdir(), 'tycho-budget-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/react-b.js">' +
      '<link rel="stylesheet" href="/assets/index-a.css">',
  );
  const files = ['index-a.js', 'index-a.css', 'react-b.js', 'shared-c.js', 'shared-c.css'];
  for (const file of [...files, ...FEATURES.flatMap((name) => [`${name}.js`, `messages-${name}.js`])]) {
    writeFileSync(join(dist, 'assets', file), randomBytes(bytes[file] ?? 1000));
  }
  return dist;
}

/** The gzip size (level 9) of fixture files, summed. */
const gzipOf = (dist: string, ...files: string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length, 0);

describe('screenModule', () => {
  it("finds a route's screen module in the build manifest, and fails for one the build does not have", () => {
    expect(screenModule('src/features/swap/SwapScreen.tsx', manifest)).toBe('src/features/swap/SwapScreen.tsx');
    expect(SCREENS).toContain('src/features/pools/PoolScreen.tsx');
    expect(() => screenModule('src/features/farming/index.ts', manifest)).toThrow('not in the build manifest');
  });
});

describe('measureRouteSizes and budgetViolations', () => {
  const routes = [
    { id: 'swap', path: '/swap', built: true, module: 'src/features/swap/SwapScreen.tsx', feature: 'swap' },
    { id: 'dao', path: '/dao', built: false },
  ];

  it("counts index.html's files, then the screen's chunk, its static imports and its messages, once each", () => {
    const dist = fixtureDist({ 'index-a.js': 3000, 'react-b.js': 5000, 'swap.js': 7000, 'shared-c.js': 2000 });
    const [swap, dao] = measureRouteSizes(dist, manifest, routes, {});
    expect(swap).toMatchObject({ id: 'swap', module: 'src/features/swap/SwapScreen.tsx', budget: DEFAULT_BUDGET });
    expect(swap!.jsGzip).toBe(gzipOf(dist, 'index-a.js', 'react-b.js', 'swap.js', 'shared-c.js', 'messages-swap.js'));
    expect(swap!.cssGzip).toBe(gzipOf(dist, 'index-a.css', 'shared-c.css'));
    // a route not built shows page-not-found: the initial files only, under the shell's budget
    expect(dao).toMatchObject({ id: 'dao', module: undefined, budget: SHELL_BUDGET });
    expect(dao!.jsGzip).toBe(gzipOf(dist, 'index-a.js', 'react-b.js'));
    expect(dao!.cssGzip).toBe(gzipOf(dist, 'index-a.css'));
    expect(budgetViolations([swap!, dao!])).toEqual([]);
    expect([swap!.jsFiles, dao!.jsFiles]).toEqual([5, 2]);
  });

  it('holds each route of the table at its own line (size plus 2 kB), never above the target', () => {
    const [swap] = measureRouteSizes(fixtureDist({}), manifest, routes);
    expect(swap!.budget).toBe(ROUTE_BUDGETS.swap);
    for (const budget of Object.values(ROUTE_BUDGETS)) expect(budget.js).toBeLessThanOrEqual(TARGET.js);
  });

  it('names every route that fetches more JS files than its budget before the first render', () => {
    const dist = fixtureDist({});
    const tight = { swap: { ...DEFAULT_BUDGET, files: 4 } };
    expect(budgetViolations(measureRouteSizes(dist, manifest, routes, tight))).toEqual([
      'swap (/swap): 5 JS files, budget 4',
    ]);
  });

  it('names every route over its JS or CSS budget', () => {
    const dist = fixtureDist({ 'index-a.js': 160 * KB, 'shared-c.css': 9 * KB });
    // swap allowed more JS than the default (a line of its own): only its CSS is over
    const allowance = { swap: { js: 200 * KB, css: 8 * KB, files: 20 } };
    const violations = budgetViolations(measureRouteSizes(dist, manifest, routes, allowance));
    expect(violations).toHaveLength(2);
    expect(violations[0]).toMatch(/^swap \(\/swap\): CSS 10\.\d kB gzip, budget 8\.0 kB$/);
    expect(violations[1]).toMatch(/^dao \(\/dao\): JS 16\d\.\d kB gzip, budget 150\.0 kB$/);
  });
});

describe('routePreloads', () => {
  it("names each built route's JS and CSS beyond index.html (screen, static imports, messages), no unbuilt route", () => {
    const dist = fixtureDist({});
    const routes = [
      { id: 'swap', path: '/swap', built: true, module: 'src/features/swap/SwapScreen.tsx', feature: 'swap' },
      { id: 'dao', path: '/dao', built: false },
    ];
    expect(routePreloads(dist, manifest, routes)).toEqual([
      {
        path: '/swap',
        files: ['assets/swap.js', 'assets/shared-c.js', 'assets/shared-c.css', 'assets/messages-swap.js'],
      },
    ]);
  });
});

describe('npm run size (scripts/bench/check-budget.ts)', () => {
  const check = (dist: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/check-budget.ts', '--dist', dist], {
      encoding: 'utf8',
    });

  it('passes a build whose every route fits its budget', () => {
    const result = check(fixtureDist({}));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('within its byte and file budgets');
  });

  it('fails, naming the route, when one route passes its budget', () => {
    const result = check(fixtureDist({ 'swap.js': ROUTE_BUDGETS.swap!.js + 2 * KB }));
    expect(result.status).toBe(1);
    const budget = (ROUTE_BUDGETS.swap!.js / KB).toFixed(1).replace('.', '\\.');
    expect(result.stderr).toMatch(
      new RegExp(
        `^- swap \\(/swap/:leftTokenRoot\\?/:rightTokenRoot\\?\\): JS 1\\d\\d\\.\\d kB gzip, budget ${budget} kB$`,
        'm',
      ),
    );
    expect(result.stderr).not.toMatch(/- (pools|tokens|limit|builder|gauges|dao)\b/);
  });
});
