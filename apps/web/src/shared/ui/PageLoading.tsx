import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from './Spinner';

/** A screen on its way (lazy route, waiting data): a spinner with its label. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '3rem 0', color: 'var(--text-muted)' }}>
      <Spinner label={intl.formatMessage({ id: 'app.loading' })} showLabel size="md" />
    </div>
  );
}

/**
 * A screen whose page loads after the first render: the route's chunk holds only this, PageLoading shows at once and
 * the page (its hooks, forms and lists) arrives in a chunk of its own. The DAO, proposals and portfolio routes use it
 * to stay within their byte budgets (docs/decisions.md, "DAO screens load their page after the first render"). Kept
 * beside PageLoading, in the first bytes the shell already loads, so that it adds no file to those routes.
 */
export function deferredPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function DeferredPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  };
}
