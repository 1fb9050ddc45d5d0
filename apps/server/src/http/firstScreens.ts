import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RoutePreload } from './routePreloads';

/** A page's first screen as the web app's server build renders it (apps/web/src/app/prerender/renderPage.tsx). */
export interface FirstScreen {
  route: string;
  html: string;
}

export type Viewport = 'narrow' | 'wide';

export type RenderFirstScreen = (
  url: string,
  language: string,
  viewport: Viewport,
  hints: readonly string[],
) => Promise<FirstScreen | null>;

/** The server build's renderer and the names of the cookies it takes as hints (`name=1`). */
export interface FirstScreens {
  render: RenderFirstScreen;
  hints: readonly string[];
}

const LANGUAGES = new Set(['en', 'ko', 'ja']);

/** The page language of a request: the `lang` cookie the app keeps beside its stored setting, else English. */
export function languageOf(cookieHeader: string | undefined): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === 'lang' && value !== undefined && LANGUAGES.has(value)) return value;
  }
  return 'en';
}

/**
 * The first-screen hints a request carries, in the given order: the hint cookies set to 1 (the app keeps them beside
 * its own state: a wallet announced on the last visit, the swap greeting closed). Unknown cookies are ignored.
 */
export function hintsOf(cookieHeader: string | undefined, known: readonly string[]): string[] {
  const set = new Set<string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (value === '1' && name !== undefined) set.add(name);
  }
  return known.filter((name) => set.has(name));
}

/**
 * The screen a request most likely comes from: a phone's when the browser says so (Chromium's `Sec-CH-UA-Mobile`
 * hint, sent with every request) or its user agent names a phone; else a wider one. Only the first screen depends on
 * it: the app's first render reads the real screen (a tablet with a phone's agent sees the wide layout then).
 */
export function viewportOf(headers: Readonly<Record<string, string | string[] | undefined>>): Viewport {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1' ? 'narrow' : 'wide';
  const agent = headers['user-agent'];
  return typeof agent === 'string' && /\bMobi|iPhone|Android.*Mobile/.test(agent) ? 'narrow' : 'wide';
}

/**
 * The web app's first-screen renderer, from its server build next to the browser's (`<webDist>-ssr/renderPage.js`,
 * `npm run build`), or null when that build is missing (a test's dist, an older build): pages then carry only the
 * boot frame. The page configuration is given before the build's modules load (they read it once, as the browser reads
 * the page's `#tycho-config` block).
 */
export async function loadFirstScreens(webDist: string, pageConfig: object): Promise<FirstScreens | null> {
  const entry = join(`${webDist}-ssr`, 'renderPage.js');
  if (!existsSync(entry)) return null;
  (globalThis as { tychoPageConfig?: object }).tychoPageConfig = pageConfig;
  const module = (await import(pathToFileURL(entry).href)) as {
    renderPage?: RenderFirstScreen;
    FIRST_SCREEN_HINTS?: readonly string[];
  };
  if (typeof module.renderPage !== 'function') return null;
  return { render: module.renderPage, hints: module.FIRST_SCREEN_HINTS ?? [] };
}

/**
 * A first screen laid out for the other kind of screen than the browser's (a desktop window narrower than 640 px, a
 * tablet that sends a phone's agent) is not shown: the parts the app chooses in JS (the header's menu, cards or
 * tables) would be the other layout's and move as the page's styles re-lay them. That page stays blank until React's
 * first commit. The breakpoint is the app's NARROW_QUERY (apps/web/src/shared/ui/useMediaQuery.ts), the only query
 * the first screen depends on.
 */
export const LAYOUT_GUARD =
  '@media (max-width:639.98px){.first-screen[data-layout=wide]{visibility:hidden}}' +
  '@media (min-width:640px){.first-screen[data-layout=narrow]{visibility:hidden}}';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html carrying a first screen: in the page's language, the screen inside the root (inert: React's first
 * commit replaces it with the live one), the route's stylesheets inlined (and linked for print), and no download
 * before the first paint.
 * The entry's module preloads become `tycho-start` links and the route's files `tycho-preload` links, which
 * public/start.js turns into scripts and preloads once the browser has painted: a file that arrived before the paint
 * would otherwise be counted as holding it back (docs/decisions.md, "Pages arrive with their first screen").
 */
export function firstScreenPage(
  html: string,
  screen: FirstScreen,
  language: string,
  viewport: Viewport,
  route: RoutePreload | undefined,
  readStyle: (file: string) => string,
  headInjection: string,
  stylesOf: (html: string) => readonly string[] = () => [],
): string {
  const files = route?.files ?? [];
  // a stylesheet index.html already links is the entry's, already inlined there by the build
  const sheets = new Set(
    [...files.filter((file) => file.endsWith('.css')), ...stylesOf(screen.html)].filter(
      (file) => !html.includes(`href="/${file}"`),
    ),
  );
  const styles = [...sheets].map(readStyle).join('');
  // Each inlined stylesheet is also linked, for print only (not render-blocking, fetched last): Vite's preload helper
  // skips a stylesheet a link already names. Without it, the screen's code appended the same rules as a new stylesheet
  // once it arrived, and the browser restyled and repainted the whole page for nothing (a long task of its own).
  const printed = [...sheets]
    .map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}" media="print">`)
    .join('');
  const later = files
    .filter((file) => !sheets.has(file))
    .map((file) => `<link rel="tycho-preload" href="/${escapeAttribute(file)}">`)
    .join('');
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(language)}">`)
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)" data-start>/g, '<link rel="tycho-start" href="$1">')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, '<link rel="tycho-preload" href="$1">')
    .replace('</head>', () => `<style>${styles}${LAYOUT_GUARD}</style>${printed}${later}${headInjection}</head>`)
    .replace(
      /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
      (_whole, end: string) =>
        `<div id="root"><div class="first-screen" data-layout="${viewport}" inert>${screen.html}</div></div>${end}`,
    );
}

/** A CSS module's hash in its class names (`_title_53d8e_10`: local name, module hash, line). */
const MODULE_CLASS = /^_[\w-]+_([a-z0-9]{5})_\d+$/;

/**
 * The built stylesheets a first screen's HTML needs: those that define a class it uses, found by the CSS module's
 * hash in the class names. The route's own files miss the parts a screen loads after its first render (a page behind
 * `deferredPage`, whose stylesheet would otherwise arrive with its script: an unstyled first screen).
 */
export function styleFinder(webDist: string): (html: string) => string[] {
  const dir = join(webDist, 'assets');
  const byModule = new Map<string, string[]>();
  for (const name of existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.css'))
        .sort()
    : []) {
    const text = readFileSync(join(dir, name), 'utf8');
    const modules = new Set([...text.matchAll(/\._[\w-]+_([a-z0-9]{5})_\d+/g)].map((match) => match[1]!));
    for (const module of modules) byModule.set(module, [...(byModule.get(module) ?? []), `assets/${name}`]);
  }
  return (html) => {
    const files = new Set<string>();
    for (const [, classes] of html.matchAll(/ class="([^"]*)"/g))
      for (const name of classes!.split(/\s+/)) {
        const module = MODULE_CLASS.exec(name)?.[1];
        for (const file of (module && byModule.get(module)) || []) files.add(file);
      }
    return [...files];
  };
}

/** Reads a built stylesheet once (`assets/…css` under the web build). */
export function styleReader(webDist: string): (file: string) => string {
  const cache = new Map<string, string>();
  return (file) => {
    let text = cache.get(file);
    if (text === undefined) {
      text = readFileSync(join(webDist, file), 'utf8');
      cache.set(file, text);
    }
    return text;
  };
}
