import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * Sets the tab's title to "<page> · <app name>" (the app name alone for `undefined`); `null` leaves the title to
 * another component (a route that falls back to the not-found page, which sets its own).
 */
export function useDocumentTitle(page: string | undefined | null): void {
  const intl = useIntl();
  const app = intl.formatMessage({ id: 'app.name' });
  const title = page ? `${page} · ${app}` : app;
  useEffect(() => {
    if (page === null) return;
    document.title = title;
  }, [page, title]);
}
