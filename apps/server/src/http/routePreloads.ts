import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of the web build's `route-preloads.json` (scripts/route-preloads.ts). */
export interface RoutePreload {
  path: string;
  files: string[];
}

interface CompiledRoute {
  pattern: RegExp;
  /** Static segments first: `/builder/create` wins over `/builder/:tokenRoot` (as the app's router ranks them). */
  rank: number;
  tags: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route path of the app's table (`/pools/:address`, `/swap/:left?/:right?`) as a regular expression. */
export function pathPattern(path: string): RegExp {
  const segments = path.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escape(segment)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

/**
 * A chunk is a module preload; a chunk's stylesheet is a style preload (fetched with the entry, applied when the
 * screen's chunk adds its stylesheet link, which then finds it in the cache instead of costing a round trip before
 * the first render). Both are CORS requests, as the loader's own are, or the browser would not reuse them.
 */
function preloadTag(file: string): string {
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;
}

/**
 * The preload tags for the page of a URL path: the files of the best-matching route, or '' when no route
 * matches (page-not-found needs nothing beyond index.html).
 */
export function preloadMatcher(preloads: readonly RoutePreload[]): (urlPath: string) => string {
  const routes: CompiledRoute[] = preloads.map((p) => ({
    pattern: pathPattern(p.path),
    rank: p.path.split('/').filter((s) => s && !s.startsWith(':')).length,
    tags: p.files.map(preloadTag).join(''),
  }));
  return (urlPath) => {
    let best: CompiledRoute | undefined;
    for (const route of routes) {
      if (route.pattern.test(urlPath) && (!best || route.rank > best.rank)) best = route;
    }
    return best?.tags ?? '';
  };
}

/** The build's route preloads, or none when the file is missing (a build from before it, or a test's dist). */
export function readRoutePreloads(webDist: string): RoutePreload[] {
  const path = join(webDist, 'route-preloads.json');
  if (!existsSync(path)) return [];
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (p): p is RoutePreload =>
      typeof p?.path === 'string' && Array.isArray(p.files) && p.files.every((f: unknown) => typeof f === 'string'),
  );
}
