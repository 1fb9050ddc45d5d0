import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenPage, hintsOf, languageOf, LAYOUT_GUARD, styleFinder, viewportOf } from '../src/http/firstScreens';
import { registerWeb } from '../src/http/web';

const INDEX = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><script src="/start.js" async></script>',
  '<link rel="modulepreload" crossorigin href="/assets/boot-1.js" data-start>',
  '<link rel="modulepreload" crossorigin href="/assets/ui-2.js">',
  '</head>',
  '<body>',
  '<div id="root"><div class="boot-header"><div class="boot-inner">Tycho DEX</div></div></div>',
  '</body>',
  '</html>',
].join('\n');

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['lang=ko', 'ko'],
    ['theme=dark; lang=ja; x=1', 'ja'],
    ['lang=de', 'en'],
    ['lang=', 'en'],
    ['xlang=ko', 'en'],
  ])('%s → %s', (cookie, expected) => {
    expect(languageOf(cookie)).toBe(expected);
  });
});

describe('hintsOf', () => {
  const known = ['wallet', 'swap-greeting'];
  it.each([
    [undefined, []],
    ['wallet=1', ['wallet']],
    ['swap-greeting=1; lang=ko; wallet=1', ['wallet', 'swap-greeting']],
    ['wallet=0; swap-greeting=', []],
    ['other=1; mywallet=1', []],
  ])('%s → %j', (cookie, expected) => {
    expect(hintsOf(cookie, known)).toEqual(expected);
  });
});

describe('viewportOf', () => {
  const phone =
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/136.0 Mobile Safari/537.36';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/136.0 Safari/537.36';
  it.each([
    [{ 'sec-ch-ua-mobile': '?1', 'user-agent': desktop }, 'narrow'],
    [{ 'sec-ch-ua-mobile': '?0', 'user-agent': phone }, 'wide'],
    [{ 'user-agent': phone }, 'narrow'],
    [{ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' }, 'narrow'],
    [{ 'user-agent': desktop }, 'wide'],
    [{}, 'wide'],
  ])('%j → %s', (headers, expected) => {
    expect(viewportOf(headers)).toBe(expected);
  });
});

describe('firstScreenPage', () => {
  const make = () =>
    firstScreenPage(
      INDEX,
      { route: '/pools', html: '<main>Pools $1 $&amp;</main>' },
      'ko',
      'narrow',
      { path: '/pools', files: ['assets/Pools-3.js', 'assets/Pools-4.css'] },
      (file) => `/*${file}*/.a{}`,
      '<script type="application/json" id="tycho-config">{}</script>',
    );

  it('puts the screen in the root, inert, in place of the boot frame, text as given', () => {
    const page = make();
    expect(page).toContain(
      '<div id="root"><div class="first-screen" data-layout="narrow" inert><main>Pools $1 $&amp;</main></div></div>',
    );
    expect(page).not.toContain('boot-header');
    expect(page).toContain('<html lang="ko">');
  });

  it('starts no download before the first paint: entry and route files wait for public/start.js', () => {
    const page = make();
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<link rel="tycho-start" href="/assets/boot-1.js">');
    expect(page).toContain('<link rel="tycho-preload" href="/assets/ui-2.js">');
    expect(page).toContain('<link rel="tycho-preload" href="/assets/Pools-3.js">');
    expect(page).not.toContain('rel="tycho-preload" href="/assets/Pools-4.css"');
  });

  it("inlines the route's stylesheets and keeps the head's injection", () => {
    const page = make();
    expect(page).toContain(`<style>/*assets/Pools-4.css*/.a{}${LAYOUT_GUARD}</style>`);
    expect(page.indexOf('id="tycho-config"')).toBeLessThan(page.indexOf('</head>'));
  });

  it("links each inlined stylesheet for print, so the screen's code does not add it again once it arrives", () => {
    const page = make();
    expect(page).toContain('<link rel="stylesheet" href="/assets/Pools-4.css" media="print">');
    // a stylesheet index.html already links (the entry's, inlined at build) is neither linked nor inlined twice
    const withEntry = firstScreenPage(
      INDEX.replace('</head>', '<link rel="stylesheet" href="/assets/boot-9.css" media="print"></head>'),
      { route: '/pools', html: '<main></main>' },
      'en',
      'wide',
      { path: '/pools', files: [] },
      (file) => `/*${file}*/`,
      '',
      () => ['assets/boot-9.css'],
    );
    expect(withEntry.match(/href="\/assets\/boot-9.css"/g)).toHaveLength(1);
    expect(withEntry).not.toContain('/*assets/boot-9.css*/');
  });
});

describe('styleFinder', () => {
  it('names the stylesheets that define the CSS modules a first screen uses, by the module hash in its classes', () => {
    const dist = join(mkdtempSync(join(tmpdir(), 'tycho-styles-')), 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'page-1.css'), '._title_53d8e_10{margin:0}._page_53d8e_1{display:grid}');
    writeFileSync(join(dist, 'assets', 'parts-2.css'), '._badge_jn2zp_1{padding:0}._impact_warning_jn2zp_9{color:red}');
    writeFileSync(join(dist, 'assets', 'other-3.css'), '._chart_o01lw_1{height:1px}');
    try {
      const find = styleFinder(dist);
      expect(find('<div class="_page_53d8e_1"><h1 class="_title_53d8e_10 x">T</h1></div>')).toEqual([
        'assets/page-1.css',
      ]);
      expect(find('<p class="_impact_warning_jn2zp_9">!</p><span class="_title_53d8e_10"></span>')).toEqual([
        'assets/parts-2.css',
        'assets/page-1.css',
      ]);
      expect(find('<p class="plain first-screen">x</p>')).toEqual([]);
    } finally {
      rmSync(join(dist, '..'), { recursive: true, force: true });
    }
  });

  it("inlines them beside the route's own stylesheets, once", () => {
    const page = firstScreenPage(
      INDEX,
      { route: '/dao/proposals/:id', html: '<h1 class="_title_53d8e_10">Proposal #1</h1>' },
      'en',
      'narrow',
      { path: '/dao/proposals/:id', files: ['assets/page-1.css'] },
      (file) => `/*${file}*/`,
      '',
      () => ['assets/page-1.css', 'assets/parts-2.css'],
    );
    expect(page).toContain(`<style>/*assets/page-1.css*//*assets/parts-2.css*/${LAYOUT_GUARD}</style>`);
  });
});

describe('LAYOUT_GUARD', () => {
  it("hides a first screen laid out for the other side of the app's one breakpoint (NARROW_QUERY, 640 px)", () => {
    expect(LAYOUT_GUARD).toContain('@media (max-width:639.98px){.first-screen[data-layout=wide]{visibility:hidden}}');
    expect(LAYOUT_GUARD).toContain('@media (min-width:640px){.first-screen[data-layout=narrow]{visibility:hidden}}');
  });
});

describe('registerWeb with first screens', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = join(mkdtempSync(join(tmpdir(), 'tycho-first-')), 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(`${dist}-ssr`);
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'Pools-4.css'), '.pools{color:red}');
    writeFileSync(
      join(dist, 'route-preloads.json'),
      JSON.stringify([{ path: '/pools', files: ['assets/Pools-3.js', 'assets/Pools-4.css'] }]),
    );
    // a stand-in for the web app's server build: the page configuration it was given, the URL and the language
    writeFileSync(
      join(`${dist}-ssr`, 'renderPage.js'),
      [
        "export const FIRST_SCREEN_HINTS = ['wallet'];",
        'export async function renderPage(url, language, viewport, hints) {',
        "  if (url.startsWith('/broken')) throw new Error('render failed');",
        "  if (!url.startsWith('/pools')) return null;",
        '  const name = globalThis.tychoPageConfig.networkName;',
        "  const hinted = hints.length ? ` ${hints.join(',')}` : '';",
        '  return { route: \'/pools\', html: `<main data-url="${url}">${name} ${language} ${viewport}${hinted}</main>` };',
        '}',
      ].join('\n'),
    );
    app = Fastify({ logger: false });
    await registerWeb(app, { webDist: dist, headInjection: '<!--config-->', pageConfig: { networkName: 'Testnet' } });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(join(dist, '..'), { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string, mobile?: boolean) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(mobile ? { 'sec-ch-ua-mobile': '?1' } : {}) },
    });

  it("answers a route with its first screen, in the cookie's language, with the page configuration", async () => {
    const answer = await get('/pools?type=pairs', 'lang=ja', true);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<main data-url="/pools?type=pairs">Testnet ja narrow</main>');
    expect(answer.headers.vary).toContain('cookie');
    expect(answer.body).toContain('<html lang="ja">');
    expect(answer.body).toContain(`<style>.pools{color:red}${LAYOUT_GUARD}</style>`);
    expect(answer.body).toContain('<!--config-->');
    expect((await get('/pools')).body).toContain('Testnet en wide</main>');
  });

  it("renders with the build's hint cookies that are set, one page for each combination", async () => {
    expect((await get('/pools', 'wallet=1; swap-greeting=1')).body).toContain('Testnet en wide wallet</main>');
    expect((await get('/pools', 'wallet=0')).body).toContain('Testnet en wide</main>');
    expect((await get('/pools', 'wallet=1')).body).toContain('Testnet en wide wallet</main>');
  });

  it('keeps the boot frame for a page without a first screen, and when rendering fails', async () => {
    for (const url of ['/nowhere', '/broken']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('boot-header');
      expect(answer.body).toContain('rel="modulepreload"');
      expect(answer.body).toContain('<!--config-->');
    }
  });
});
