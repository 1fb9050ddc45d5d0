/**
 * The app's router: wouter (about 2 kB gzip, docs/decisions.md "React 19's own renderer, with wouter for routing")
 * behind the small API the screens use, named as react-router named it: `Link`, `Navigate`, `Route`, `Switch`, `useParams`,
 * `useNavigate`, `useLocation`, `useSearchParams`, `BrowserRouter`, `MemoryRouter` (tests) and `matchPath`. Patterns
 * are regexparam's (`/swap/:left?/:right?`), matched without regard to case, as react-router matched them.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { parse } from 'regexparam';
import {
  Redirect,
  Router,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
  useSearch,
  useSearchParams,
} from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export { Link, Route, Switch } from 'wouter';
export { useSearchParams };

const parsed = new Map<string, { keys: string[]; pattern: RegExp }>();
/**
 * A route pattern as a case-insensitive regular expression and its parameter names, made once per pattern (the
 * switch and `resolveRoute` ask for every route's pattern on every render or lookup).
 */
export function parsePattern(route: string, loose?: boolean): { keys: string[]; pattern: RegExp } {
  const key = `${loose ? 'loose' : 'exact'} ${route}`;
  let result = parsed.get(key);
  if (!result) {
    const { keys, pattern } = parse(route, loose);
    result = { keys, pattern: new RegExp(pattern.source, 'i') };
    parsed.set(key, result);
  }
  return result;
}

export type Params = Readonly<Record<string, string | undefined>>;

/** A path's parameters under a pattern (each decoded), or null when the path does not match it. */
export function matchPath(route: string, pathname: string): Params | null {
  const { keys, pattern } = parsePattern(route);
  const match = pattern.exec(pathname);
  if (!match) return null;
  const decode = (value: string | undefined) => {
    if (value === undefined) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  return Object.fromEntries(keys.map((key, i) => [key, decode(match[i + 1])]));
}

/** The matched route's parameters (a parameter the path leaves out is undefined). */
export function useParams(): Params {
  return useWouterParams() as Params;
}

export interface Location {
  pathname: string;
  /** `?a=1`, or '' without a query. */
  search: string;
  /** Changes with every different address (the route error boundary resets on it). */
  key: string;
}

export function useLocation(): Location {
  const [pathname] = useWouterLocation();
  const query = useSearch();
  return useMemo(() => {
    const search = query ? `?${query}` : '';
    return { pathname, search, key: pathname + search };
  }, [pathname, query]);
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/** Go to a path, or a number of steps through the browser's history (-1: back). */
export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const [, navigate] = useWouterLocation();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') window.history.go(to);
      else navigate(to, options);
    },
    [navigate],
  );
}

/** Goes to `to` as soon as it renders (replacing the current entry with `replace`). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

/** The router of the app in the browser: the address bar's location. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  return <Router parser={parsePattern}>{children}</Router>;
}

/** A router fixed at one URL (path and query) for rendering on the server (src/app/prerender). */
export function StaticRouter({ url, children }: { url: string; children: ReactNode }) {
  const [path = '/', search = ''] = url.split('?');
  return (
    <Router ssrPath={path} ssrSearch={search} parser={parsePattern}>
      {children}
    </Router>
  );
}

/** A router over a location kept in memory (unit tests), starting at the last of `initialEntries`. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path: initialEntries[initialEntries.length - 1] ?? '/' }));
  return (
    <Router hook={location.hook} searchHook={location.searchHook} parser={parsePattern}>
      {children}
    </Router>
  );
}
