/**
 * The server's first screen of a page (docs/decisions.md, "Pages arrive with their first screen"): the app as it
 * renders before any API answer or wallet check, as HTML. The server puts it in index.html's root, inert, so the
 * browser paints the page's frame, headings and loading state before a script arrives; React's first commit replaces
 * it with the same screen, live. Built by `vite build --ssr` (apps/web/dist-ssr) and run by the server (apps/server
 * src/http/prerender.ts), one page at a time: the loaded catalogues are the module's state.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { isLocale, loadMessages, createLocaleStore, type Locale } from '@/i18n';
import { WalletController } from '@/shared/chain';
import { config } from '@/shared/config';
import { setServerHints } from '@/shared/lib/firstScreenHints';
import { StaticRouter } from '@/shared/lib/router';
import { NARROW_QUERY, setServerMediaQueries } from '@/shared/ui/useMediaQuery';
import { createQueryClient, Providers } from '../Providers';
import { AppRoutes } from '../routes/appRoutes';
import { loadScreen, resolveRoute } from '../routes/resolveRoute';
import { FIRST_SCREEN_ROUTES } from './firstScreenRoutes';

export interface PrerenderedPage {
  /** The route's path pattern (the server inlines that route's stylesheets). */
  route: string;
  html: string;
}

/** Storage holding only the page's language (the server reads it from the `lang` cookie). */
function languageStorage(locale: Locale): Storage {
  const values = new Map<string, string>([['lang', locale]]);
  return {
    length: values.size,
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString();
  return text;
}

/** The screen the page is rendered for: a phone's (narrow layouts, the header's menu) or a wider one. */
export type Viewport = 'narrow' | 'wide';

async function render(
  url: string,
  language: string,
  viewport: Viewport,
  hints: readonly string[],
): Promise<PrerenderedPage | null> {
  const locale: Locale = isLocale(language) ? language : 'en';
  const pathname = url.split('?')[0] ?? url;
  const resolved = resolveRoute(pathname);
  // page-not-found, routes not built and routes whose content comes with data keep index.html's frame
  if (!resolved?.route.built || !resolved.route.screen || !FIRST_SCREEN_ROUTES.has(resolved.route.id)) return null;
  await loadMessages(locale);
  await loadScreen(resolved.route);
  setServerMediaQueries((query) => viewport === 'narrow' && query === NARROW_QUERY);
  setServerHints(hints);
  // A part that suspended on code still loading (a screen's own lazy parts) comes out as a loading state with the part
  // in a hidden segment and an inline script to swap it in, which the page's policy would refuse: the render is done
  // again once that code has loaded (module-level lazy parts keep what they loaded); a page still incomplete after that
  // keeps the boot frame.
  for (let attempt = 0; attempt < 3; attempt++) {
    const html = await renderTree(url, locale);
    if (!html.includes('<template id="B:')) return { route: resolved.route.path, html };
  }
  return null;
}

async function renderTree(url: string, locale: Locale): Promise<string> {
  const services = {
    queryClient: createQueryClient(),
    localeStore: createLocaleStore(languageStorage(locale), null),
    // never initialised here: the header shows what the browser's first render shows, the wallet being checked
    wallet: new WalletController({
      loadBackend: () => Promise.reject(new Error('no wallet on the server')),
      minVersion: config.minWalletVersion,
    }),
  };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers services={services}>
        <StaticRouter url={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    // one piece: React would otherwise send a large part (over 12.8 kB) apart, with an inline script to put it in place
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return streamText(prelude);
}

let queue: Promise<unknown> = Promise.resolve();

/** The cookies the server passes to `renderPage` when set (shared/lib/firstScreenHints.ts). */
export { FIRST_SCREEN_HINTS } from '@/shared/lib/firstScreenHints';

/**
 * The first screen of a URL (path and query) in a language, for a phone's screen or a wider one, with the browser's
 * first-screen hints that are set; null for a page without one (page-not-found).
 */
export function renderPage(
  url: string,
  language: string,
  viewport: Viewport,
  hints: readonly string[] = [],
): Promise<PrerenderedPage | null> {
  const next = queue.then(() => render(url, language, viewport, hints));
  queue = next.catch(() => undefined);
  return next;
}
