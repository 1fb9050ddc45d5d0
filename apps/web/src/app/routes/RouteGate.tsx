import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from '@/shared/lib/router';
import { areParamsValid } from '@/shared/lib/routeParams';
import { NotFound } from '@/shared/ui/NotFound';
import { PageLoading } from '@/shared/ui/PageLoading';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';
import { loadScreen } from './resolveRoute';
import type { AppRoute } from './routeTable';

/** The lazily loaded screen of a built route, with its messages; null for a route whose screen is not built. */
export function lazyScreen(route: AppRoute): ComponentType | null {
  return route.built && route.screen ? lazy(() => loadScreen(route)) : null;
}

interface RouteGateProps {
  route: AppRoute;
  screen: ComponentType | null;
}

/** Renders a route's screen when it is built and its parameters are valid, else page-not-found. */
export function RouteGate({ route, screen: Screen }: RouteGateProps) {
  const params = useParams();
  const intl = useIntl();
  const shown = Screen !== null && areParamsValid(route.params, params);
  useDocumentTitle(shown ? intl.formatMessage({ id: `title.${route.id}` }) : null);
  if (!shown || !Screen) return <NotFound />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
}
