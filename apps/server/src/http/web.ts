import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  firstScreenPage,
  hintsOf,
  languageOf,
  loadFirstScreens,
  styleFinder,
  styleReader,
  viewportOf,
} from './firstScreens';
import { preloadMatcher, readRoutePreloads } from './routePreloads';

/** Paths owned by the APIs and the local network; never answered with the app's HTML. */
const RESERVED_PREFIXES = ['/api/', '/devnet/', '/devwallet/', '/healthz'];

/** Files the build writes `.br` and `.gz` siblings for (apps/web/vite-plugins.ts). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;

export interface WebOptions {
  webDist: string;
  /** HTML placed at the end of <head> (the page configuration block, the dev wallet's script tag when it is on). */
  headInjection: string;
  /** The page configuration (`#tycho-config`), for the first screens rendered here; none: no first screens. */
  pageConfig?: object;
}

/** Pages with a first screen kept compressed, by language and URL (most recently used first out of the map last). */
const FIRST_SCREEN_PAGES = 300;

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: ContentEncoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function varyOnEncoding(res: { setHeader(name: string, value: string): unknown }, path: string): void {
  if (COMPRESSIBLE.test(path.replace(/\.(?:br|gz)$/, ''))) res.setHeader('vary', 'accept-encoding');
}

interface CompressedPage {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

/** A page compressed once: the boot frame's few pages at the best ratio, first screens (one per URL) quickly. */
function compressPage(html: string, quick = false): CompressedPage {
  return {
    identity: html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11 } }),
    gzip: gzipSync(html, { level: quick ? 6 : 9 }),
  };
}

/**
 * Serves the built web app: its assets (hashed names, cached for a year as immutable, sent brotli- or
 * gzip-compressed from the build's precompressed copies when the browser accepts it), and index.html for every
 * client-side route (never cached; one compressed copy per route, made at its first request), which names the
 * route's screen chunks as module preloads so the browser fetches them with the entry, not after it.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const indexPath = join(options.webDist, 'index.html');
  const built = existsSync(indexPath);
  const html = built ? readFileSync(indexPath, 'utf8') : '';
  const routePreloads = readRoutePreloads(options.webDist);
  const preloadsOf = preloadMatcher(routePreloads);
  const pages = new Map<string, CompressedPage>();
  const firstScreensBuild =
    built && options.pageConfig ? await loadFirstScreens(options.webDist, options.pageConfig) : null;
  const readStyle = styleReader(options.webDist);
  const stylesOf = styleFinder(options.webDist);
  const firstScreens = new Map<string, CompressedPage>();
  /** The page of a URL with its first screen, or null when it has none (page-not-found) or rendering it failed. */
  const firstScreenFor = async (request: FastifyRequest): Promise<CompressedPage | null> => {
    if (!firstScreensBuild) return null;
    const { url } = request;
    const language = languageOf(request.headers.cookie);
    const viewport = viewportOf(request.headers);
    const hints = hintsOf(request.headers.cookie, firstScreensBuild.hints);
    const key = `${language} ${viewport} ${hints.join(',')} ${url}`;
    let page = firstScreens.get(key);
    if (page) {
      firstScreens.delete(key);
    } else {
      const screen = await firstScreensBuild.render(url, language, viewport, hints).catch((error: unknown) => {
        app.log.error({ err: error, url }, 'first screen failed: the page is sent with its boot frame');
        return null;
      });
      if (!screen) return null;
      const route = routePreloads.find((preload) => preload.path === screen.route);
      page = compressPage(
        firstScreenPage(html, screen, language, viewport, route, readStyle, options.headInjection, stylesOf),
        true,
      );
      if (firstScreens.size >= FIRST_SCREEN_PAGES) firstScreens.delete(firstScreens.keys().next().value as string);
    }
    firstScreens.set(key, page);
    return page;
  };
  const pageFor = (urlPath: string): CompressedPage => {
    const tags = preloadsOf(urlPath);
    let page = pages.get(tags);
    if (!page) {
      page = compressPage(html.replace('</head>', `${tags}${options.headInjection}</head>`));
      pages.set(tags, page);
    }
    return page;
  };

  if (built) {
    const assets = join(options.webDist, 'assets');
    const common = { index: false, wildcard: false, preCompressed: true, setHeaders: varyOnEncoding } as const;
    // Hashed file names: a changed file gets a new name, so a year of immutable caching is safe.
    if (existsSync(assets)) {
      await app.register(fastifyStatic, {
        ...common,
        root: assets,
        prefix: '/assets/',
        maxAge: ONE_YEAR_MS,
        immutable: true,
      });
    }
    await app.register(fastifyStatic, {
      ...common,
      root: options.webDist,
      decorateReply: false,
      globIgnore: ['assets/**'],
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const reserved = RESERVED_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (request.method !== 'GET' || reserved || request.url.startsWith('/assets/')) {
      return reply
        .status(404)
        .send({ error: 'Not Found', message: `${request.method} ${request.url.split('?')[0]} does not exist` });
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send(`The web app is not built (${indexPath} is missing): run "npm run build" first.`);
    }
    const page = (await firstScreenFor(request)) ?? pageFor(request.url.split('?')[0]);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    // the first screen follows the language cookie and the phone hint (a cache must not give one visitor's to another)
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie, sec-ch-ua-mobile, user-agent');
    if (!encoding) return reply.send(page.identity);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  });
}
