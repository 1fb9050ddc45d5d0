import { useState } from 'react';
import { Navigate, Route, Switch } from '@/shared/lib/router';
import { NotFound } from '@/shared/ui/NotFound';
import { Layout } from '../Layout';
import { lazyScreen, RouteGate } from './RouteGate';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { HOME_PATH, ROUTES, type AppRoute } from './routeTable';

/**
 * The app's routes inside the page frame, rendered in a router (`BrowserRouter`, or `MemoryRouter` in tests): the home
 * redirect, the route table in its order (the first pattern that matches wins, so `/gauges/create` comes before
 * `/gauges/:address`), and page-not-found for the rest.
 */
export function AppRoutes({ routes = ROUTES }: { routes?: readonly AppRoute[] }) {
  // each screen's lazy component is made once: a new one on every render would load and mount the screen again
  const [screens] = useState(() =>
    routes.map((route) => (
      <Route key={route.id} path={route.path}>
        <RouteGate route={route} screen={lazyScreen(route)} />
      </Route>
    )),
  );
  return (
    <Layout>
      <RouteErrorBoundary>
        <Switch>
          <Route path="/">
            <Navigate to={HOME_PATH} replace />
          </Route>
          {screens}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </RouteErrorBoundary>
    </Layout>
  );
}
