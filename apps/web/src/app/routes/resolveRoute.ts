import type { ComponentType } from 'react';
import { requireCatalogue } from '@/i18n';
import { matchPath } from '@/shared/lib/router';
import { areParamsValid } from '@/shared/lib/routeParams';
import { HOME_PATH, ROUTES, type AppRoute } from './routeTable';

export interface ResolvedRoute {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

/** Which route a path belongs to (the first of the table whose pattern matches), with valid parameters; null means
 * page-not-found. */
export function resolveRoute(pathname: string, routes: readonly AppRoute[] = ROUTES): ResolvedRoute | null {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return areParamsValid(route.params, params) ? { route, params: { ...params } } : null;
  }
  return null;
}

/** True when the path resolves to a screen that is built. */
export function isScreenAvailable(pathname: string, routes: readonly AppRoute[] = ROUTES): boolean {
  const resolved = resolveRoute(pathname, routes);
  return !!resolved && resolved.route.built && !!resolved.route.screen;
}

/**
 * Start downloading the screen of a path (the home screen for "/") before React asks for it: it downloads while the
 * app's first tree renders. A failed download is retried when the screen renders. Settles when the screen is loaded
 * or its download failed.
 */
export function preloadScreen(pathname: string, routes: readonly AppRoute[] = ROUTES): Promise<void> {
  const route = resolveRoute(pathname === '/' ? HOME_PATH : pathname, routes)?.route;
  if (!route?.built || !route.screen) return Promise.resolve();
  return loadScreen(route).then(
    () => undefined,
    () => undefined,
  );
}

/** Loaded screens by their loader (a route table given in a test may load another screen under the same id). */
const loadedScreens = new WeakMap<NonNullable<AppRoute['screen']>, ComponentType>();

/** A route's screen module and its feature's messages, both loaded. */
export async function loadScreen(route: AppRoute): Promise<{ default: ComponentType }> {
  if (!route.screen) throw new Error(`Route ${route.id} has no screen`);
  const [screen] = await Promise.all([route.screen(), route.feature ? requireCatalogue(route.feature) : undefined]);
  loadedScreens.set(route.screen, screen.default);
  return screen;
}

/** A route's screen when `loadScreen` has loaded it (with its messages), else undefined. */
export function loadedScreen(route: AppRoute): ComponentType | undefined {
  return route.screen && loadedScreens.get(route.screen);
}
