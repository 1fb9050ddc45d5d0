import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { groupShown, requireCatalogue } from '@/i18n';
import { useParams } from '@/shared/lib/router';
import { areParamsValid } from '@/shared/lib/routeParams';
import { NotFound } from '@/shared/ui/NotFound';
import { PageLoading } from '@/shared/ui/PageLoading';
import { useDocumentTitle } from '@/shared/ui/useDocumentTitle';
import { loadedScreen, loadScreen } from './resolveRoute';
import type { AppRoute } from './routeTable';

/**
 * The lazily loaded screen of a built route, with its messages; null for a route whose screen is not built. A screen
 * already loaded when it mounts renders at once, without a loading state in between: the server's first screen
 * (src/app/prerender) and the browser's first render after it, which waits for the screen, show it in one pass.
 */
export function lazyScreen(route: AppRoute): ComponentType | null {
  if (!route.built || !route.screen) return null;
  const Lazy = lazy(() => loadScreen(route));
  return function Screen() {
    // chosen once per mount: switching from the lazy screen to the loaded one later would mount it again
    const [Shown] = useState(() => loadedScreen(route) ?? Lazy);
    return <Shown />;
  };
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
      <CatalogueGate group={route.feature}>
        <Screen />
      </CatalogueGate>
    </Suspense>
  );
}

/**
 * Renders the screen once the page's messages hold its feature's group (issue 39: a screen whose module arrived a
 * moment before the provider re-rendered with its group reported MISSING_TRANSLATION and showed English for a frame).
 * Until then the loading state shows; the provider's update re-renders this gate.
 */
function CatalogueGate({ group, children }: { group: string | undefined; children: ReactNode }) {
  const { messages } = useIntl();
  const ready = group === undefined || groupShown(messages, group);
  useEffect(() => {
    if (!ready && group !== undefined)
      requireCatalogue(group).catch((error: unknown) => console.error('Cannot load catalogue', group, error));
  }, [ready, group]);
  return ready ? children : <PageLoading />;
}
