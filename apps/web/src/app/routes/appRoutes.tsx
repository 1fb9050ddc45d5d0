import { Navigate, type RouteObject } from 'react-router';
import { NotFound } from '../../shared/ui/NotFound';
import { Layout } from '../Layout';
import { lazyScreen, RouteGate } from './RouteGate';
import { HOME_PATH, ROUTES, type AppRoute } from './routeTable';

/** The router's route objects: layout, home redirect, the route table, and the catch-all. */
export function createAppRoutes(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        {
          errorElement: <NotFound />,
          children: [
            { index: true, element: <Navigate to={HOME_PATH} replace /> },
            ...routes.map((route) => ({
              path: route.path,
              element: <RouteGate route={route} screen={lazyScreen(route)} />,
            })),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}
