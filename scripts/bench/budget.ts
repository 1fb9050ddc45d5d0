import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialAssets, staticClosure, type Manifest } from './bundle';

/**
 * Byte budget of every route (issue 17): what the browser fetches before a route's first render (index.html's
 * scripts, module preloads and stylesheets, then the route's screen chunk and the static imports it adds, as the bench
 * measures it), gzip level 9, checked by `npm run size` in `npm test`.
 */
export const KB = 1024;

export interface Budget {
  /** JavaScript before the first render, gzip bytes. */
  js: number;
  /** CSS before the first render, gzip bytes. */
  css: number;
  /**
   * JavaScript files before the first render. Lighthouse's simulated mobile network (HTTP/1.1, six connections, 150 ms
   * round trips) pays for each: a pool page of 38 small files (86 kB) had its largest paint 0.6 s later than with 13
   * files (81 kB).
   */
  files: number;
}

/**
 * The target for every route since the pages run on React's own renderer (issue 37): at most 150 kB of JS gzip and 20
 * JS files before the first render.
 */
export const TARGET: Budget = { js: 150 * KB, css: 8 * KB, files: 20 };

/** The budget of a route the table adds later, until it gets a line of its own in ROUTE_BUDGETS: the target. */
export const DEFAULT_BUDGET: Budget = TARGET;

/** A route's JS budget: its size when the line was written plus 2 kB, never above the target. */
const held = (kB: number): Budget => ({ ...TARGET, js: Math.min(TARGET.js, Math.round((kB + 2) * KB)) });

/**
 * Each route held at its measured size plus 2 kB, so that none grows unnoticed; a route that needs more raises its own
 * line here, with the reason in the commit, never above the target. Re-measured 2026-11-27 after issues 39, 40 and 43
 * landed together: the shell grew about 2.9 kB (the recent-activity store and menu, the catalogue gate, the preview's
 * and the date-time field's messages in the shell catalogue), the swap 1.5 kB more (the preview panel, the URL import).
 * +0.2 kB (2026-11-29, issue 37, second session) on swap, limit, pools, pool, poolLiquidityAdd, poolLiquidityRemove,
 * liquidityRemove, farming, builderCreate, gauges, gaugesCreate and gauge, the routes it put over: the first-screen
 * hints in the boot chunk (the wallet's and the swap greeting's cookies) and the liquidity forms' descriptions.
 */
export const ROUTE_BUDGETS: Readonly<Record<string, Budget>> = {
  // +0.4 kB (2026-11-29, issue 37): the boot chunk's part of the first screens (a loaded screen rendered in the same
  // pass, the lang cookie, the server's page configuration)
  swap: held(139.4),
  // +0.4 kB (2026-11-29, issue 37): the boot chunk's part of the first screens (a loaded screen rendered in the same
  // pass, the lang cookie, the server's page configuration)
  limit: held(133.4),
  pools: held(130.9),
  pool: held(132.7),
  // +0.5 kB (2026-11-28): the liquidity forms' shared amount row and step submit (issue 42), the remove form's
  // previewed withdrawal sent as previewed (issue 43), the shared card head's end group (issue 39's review)
  // +0.2 kB (2026-11-28, issue 42): the remove form's submit and withdrawal arguments and the DEX account withdraw's
  // toasts moved to logic/ modules of their own
  // +0.4 kB (2026-11-29, issue 37): the boot chunk's part of the first screens (a loaded screen rendered in the same
  // pass, the lang cookie, the server's page configuration)
  poolLiquidityAdd: held(144.6),
  // +0.1 kB (2026-11-28, issue 44): the shared lists' and token picker's failure states (LoadError with Retry)
  // +0.2 kB (2026-11-28, issue 42): the remove form's submit and withdrawal arguments and the DEX account withdraw's
  // toasts moved to logic/ modules of their own
  // +0.4 kB (2026-11-29, issue 37): the boot chunk's part of the first screens (a loaded screen rendered in the same
  // pass, the lang cookie, the server's page configuration)
  poolLiquidityRemove: held(138.6),
  // re-measured after the DEX account withdraw confirmation and the deposit step's preview panel (issue 43)
  // +0.4 kB (2026-11-29, issue 37): the boot chunk's part of the first screens (a loaded screen rendered in the same
  // pass, the lang cookie, the server's page configuration)
  liquidityAdd: held(146.3),
  // +0.1 kB (2026-11-28, issue 44): the shared lists' and token picker's failure states (LoadError with Retry)
  // +0.2 kB (2026-11-28, issue 42): the remove form's submit and withdrawal arguments and the DEX account withdraw's
  // toasts moved to logic/ modules of their own
  // +0.4 kB (2026-11-29, issue 37): the boot chunk's part of the first screens (a loaded screen rendered in the same
  // pass, the lang cookie, the server's page configuration)
  liquidityRemove: held(138.6),
  tokens: held(127.5),
  token: held(128.2),
  // +0.4 kB (2026-11-29, issue 37): the boot chunk's part of the first screens (a loaded screen rendered in the same
  // pass, the lang cookie, the server's page configuration)
  farming: held(132.6),
  // re-measured with the feature faces (issue 42) and the farm confirmations' preview (issue 43): the farming
  // feature's chain module now carries the call builder shared by the preview and the send
  farmingCreate: held(139.1),
  farmingPool: held(143.0),
  dao: held(108.2),
  daoBalance: held(108.2),
  daoEpoch: held(108.2),
  daoWhitelisting: held(108.3),
  daoProposals: held(108.0),
  daoProposalCreate: held(108.1),
  daoProposal: held(108.0),
  // +0.4 kB (2026-11-29, issue 37): the boot chunk's part of the first screens (a loaded screen rendered in the same
  // pass, the lang cookie, the server's page configuration)
  builder: held(129.1),
  // +0.1 kB (2026-11-28, issue 44): the shared lists' and token picker's failure states (LoadError with Retry)
  // +0.4 kB (2026-11-29, issue 37): the boot chunk's part of the first screens (a loaded screen rendered in the same
  // pass, the lang cookie, the server's page configuration)
  builderCreate: held(129.6),
  // +0.1 kB (2026-11-28, issue 44): the shared lists' and token picker's failure states (LoadError with Retry)
  // +0.4 kB (2026-11-29, issue 37): the boot chunk's part of the first screens (a loaded screen rendered in the same
  // pass, the lang cookie, the server's page configuration)
  // +0.2 kB (2026-11-29, issue 37): its first screen (the details with the root and placeholders while the token is
  // read)
  builderToken: held(130.5),
  portfolio: held(107.3),
  portfolioAddress: held(107.3),
  // +0.1 kB (2026-11-28, issue 44): the shared lists' and token picker's failure states (LoadError with Retry)
  // +0.4 kB (2026-11-29, issue 37): the boot chunk's part of the first screens (a loaded screen rendered in the same
  // pass, the lang cookie, the server's page configuration)
  gauges: held(133.4),
  // +0.1 kB (2026-11-28, issue 44): the shared lists' and token picker's failure states (LoadError with Retry)
  // +0.2 kB (2026-11-28, issue 42): the creation pages' one shell and confirm-first state (shared/createPage, in the
  // chunk the farm and gauge creation screens share), measured 59 bytes over 134.2 after the merge with main
  // +0.4 kB (2026-11-29, issue 37): the boot chunk's part of the first screens (a loaded screen rendered in the same
  // pass, the lang cookie, the server's page configuration)
  gaugesCreate: held(134.8),
  gaugesCalc: held(136.7),
  // +0.2 kB (2026-11-28): the shared card head's end group and the list tabs' styles (issue 39's review)
  // +0.4 kB (2026-11-29, issue 37): the boot chunk's part of the first screens (a loaded screen rendered in the same
  // pass, the lang cookie, the server's page configuration)
  gauge: held(141.5),
};

/** A route whose screen is not built shows page-not-found: the shell alone, held to the target like any route. */
export const SHELL_BUDGET: Budget = DEFAULT_BUDGET;

/**
 * A route as the budget sees it: its id, its path, and its screen's module as the build manifest names it (none:
 * page-not-found), which `withScreenModules` (apps/web/src/app/routes/screenModules.ts) gives the route table's routes.
 */
export interface BudgetRoute {
  id: string;
  path: string;
  built: boolean;
  module?: string;
  /** The screen's feature: its English message group loads with the screen and counts in the route's size. */
  feature?: string;
}

/** The manifest key of a feature's English message group (the `splitCatalogues` plugin's virtual module). */
export const messagesModule = (feature: string) => `virtual:tycho-catalogue/en/${feature}`;

export interface RouteSize {
  id: string;
  path: string;
  /** The screen's module in the build manifest; undefined for a route that shows page-not-found. */
  module?: string;
  jsGzip: number;
  cssGzip: number;
  /** JavaScript files fetched before the first render. */
  jsFiles: number;
  budget: Budget;
}

/**
 * A route's screen module, checked against the build manifest (`src/features/pools/PoolScreen.tsx`). Throws when the
 * build has no entry for it, so a route can never be left out of the check.
 */
export function screenModule(module: string, manifest: Manifest): string {
  if (!manifest[module]) throw new Error(`${module} is not in the build manifest (build with manifest: true)`);
  return module;
}

/** Measures every route's first-render JS and CSS in a build with its manifest. */
export function measureRouteSizes(
  distDir: string,
  manifest: Manifest,
  routes: readonly BudgetRoute[],
  budgets: Readonly<Record<string, Budget>> = ROUTE_BUDGETS,
): RouteSize[] {
  const gzipCache = new Map<string, number>();
  const gzip = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const initial = initialAssets(readFileSync(join(distDir, 'index.html'), 'utf8'));
  return routes.map((route) => {
    const module = route.built && route.module ? screenModule(route.module, manifest) : undefined;
    const messages = module && route.feature ? [messagesModule(route.feature)] : [];
    if (messages[0] && !manifest[messages[0]]) throw new Error(`${messages[0]} is not in the build manifest`);
    const files = new Set([...initial, ...(module ? staticClosure(manifest, [module, ...messages]) : [])]);
    const sum = (ext: string) => [...files].filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzip(f), 0);
    return {
      id: route.id,
      path: route.path,
      module,
      jsGzip: sum('.js'),
      cssGzip: sum('.css'),
      jsFiles: [...files].filter((f) => f.endsWith('.js')).length,
      budget: budgets[route.id] ?? (module ? DEFAULT_BUDGET : SHELL_BUDGET),
    };
  });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** One sentence per route over its budget; empty when every route fits. */
export function budgetViolations(sizes: readonly RouteSize[]): string[] {
  const violations: string[] = [];
  for (const size of sizes) {
    if (size.jsGzip > size.budget.js) {
      violations.push(`${size.id} (${size.path}): JS ${kb(size.jsGzip)} gzip, budget ${kb(size.budget.js)}`);
    }
    if (size.cssGzip > size.budget.css) {
      violations.push(`${size.id} (${size.path}): CSS ${kb(size.cssGzip)} gzip, budget ${kb(size.budget.css)}`);
    }
    if (size.jsFiles > size.budget.files) {
      violations.push(`${size.id} (${size.path}): ${size.jsFiles} JS files, budget ${size.budget.files}`);
    }
  }
  return violations;
}

/** The markdown table of docs/benchmarks.md: every route, its figures and its budget. */
export function budgetTable(sizes: readonly RouteSize[]): string {
  const rows = sizes.map((s) => {
    const over = s.jsGzip > TARGET.js ? ` (+${kb(s.jsGzip - TARGET.js)} over the target)` : '';
    const screen = s.module ? `\`${s.module}\`` : 'page-not-found';
    return `| \`${s.path}\` | ${screen} | **${kb(s.jsGzip)}**${over} | ${kb(s.budget.js)} | ${s.jsFiles} / ${s.budget.files} | ${kb(s.cssGzip)} | ${kb(s.budget.css)} |`;
  });
  return [
    '| route | screen | JS gzip | JS budget | JS files / budget | CSS gzip | CSS budget |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** A route's files to fetch in parallel with the entry (`route-preloads.json`, read by the server's HTML answer). */
export interface RoutePreload {
  path: string;
  /**
   * The screen's chunk, its static imports and its English messages that index.html does not load already, and
   * those chunks' stylesheets.
   */
  files: string[];
}

/**
 * What each built route loads on top of index.html before its first render (the files the budget counts): the server
 * names them as preloads in the page it answers for that route, so the browser fetches the screen and its styles with
 * the entry instead of after it (Vite's loader fetches a chunk's stylesheet only once the chunk has run, and holds the
 * screen until it has loaded).
 */
export function routePreloads(distDir: string, manifest: Manifest, routes: readonly BudgetRoute[]): RoutePreload[] {
  const initial = new Set(initialAssets(readFileSync(join(distDir, 'index.html'), 'utf8')));
  return routes.flatMap((route) => {
    if (!route.built || !route.module) return [];
    const module = screenModule(route.module, manifest);
    const messages = route.feature ? [messagesModule(route.feature)].filter((m) => manifest[m]) : [];
    const files = staticClosure(manifest, [module, ...messages]).filter(
      (f) => (f.endsWith('.js') || f.endsWith('.css')) && !initial.has(f),
    );
    return [{ path: route.path, files }];
  });
}
