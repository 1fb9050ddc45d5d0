/**
 * Which source module each route's screen loader imports, for the tools that read the build: the route byte budget
 * and the route preloads (scripts/bench/budget.ts), the bench (scripts/bench/run.ts), and their tests. A route's
 * loader is found by identity among the faces' `screens`, and its module is the face's `screenModules` entry of the
 * same name (screenModules.test.ts checks that each entry is the module its loader loads). The app never imports
 * this file, so the faces' `screenModules` stay out of its bundle.
 */
import * as builder from '@/features/builder';
import * as dao from '@/features/dao';
import * as farming from '@/features/farming';
import * as gauges from '@/features/gauges';
import * as limit from '@/features/limit';
import * as pools from '@/features/pools';
import * as portfolio from '@/features/portfolio';
import * as proposals from '@/features/proposals';
import * as swap from '@/features/swap';
import * as tokens from '@/features/tokens';
import type { AppRoute } from './routeTable';

interface ScreenFace {
  screens: Readonly<Record<string, unknown>>;
  screenModules: Readonly<Record<string, string>>;
}

/** The faces with screens, by feature folder. */
export const SCREEN_FACES: Readonly<Record<string, ScreenFace>> = {
  builder,
  dao,
  farming,
  gauges,
  limit,
  pools,
  portfolio,
  proposals,
  swap,
  tokens,
};

/**
 * A route's screen module as the build manifest names it (`src/features/pools/PoolScreen.tsx`); undefined for a route
 * not built. Throws for a loader no face holds, so that no route is left out of the checks.
 */
export function screenModuleOf(route: Pick<AppRoute, 'id' | 'built' | 'screen'>): string | undefined {
  if (!route.built || !route.screen) return undefined;
  for (const [feature, face] of Object.entries(SCREEN_FACES)) {
    const name = Object.keys(face.screens).find((key) => face.screens[key] === route.screen);
    if (name !== undefined) return `src/features/${feature}/${face.screenModules[name]}`;
  }
  throw new Error(`The screen of route ${route.id} is not a loader of a feature face (features/<name>/index.ts)`);
}

/** The routes with their screen modules, as the budget and preload tools take them. */
export function withScreenModules<R extends Pick<AppRoute, 'id' | 'built' | 'screen'>>(
  routes: readonly R[],
): (R & { module: string | undefined })[] {
  return routes.map((route) => ({ ...route, module: screenModuleOf(route) }));
}
