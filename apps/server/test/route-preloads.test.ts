import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathPattern, preloadMatcher, readRoutePreloads } from '../src/http/routePreloads';
import { registerWeb } from '../src/http/web';

const PRELOADS = [
  {
    path: '/swap/:leftTokenRoot?/:rightTokenRoot?',
    files: ['assets/swap-1.js', 'assets/chart-2.js', 'assets/swap-3.css'],
  },
  { path: '/builder', files: ['assets/builder-list.js'] },
  { path: '/builder/create', files: ['assets/builder-create.js'] },
  { path: '/builder/:tokenRoot', files: ['assets/builder-manage.js'] },
  { path: '/farming/:address/:user?', files: ['assets/farm.js'] },
];

describe('pathPattern', () => {
  it('matches required and optional parameters, and nothing longer', () => {
    const swap = pathPattern('/swap/:leftTokenRoot?/:rightTokenRoot?');
    expect(['/swap', '/swap/', '/swap/0:a', '/swap/0:a/0:b'].every((p) => swap.test(p))).toBe(true);
    expect(swap.test('/swap/0:a/0:b/c')).toBe(false);
    expect(swap.test('/swapx')).toBe(false);
    const pool = pathPattern('/pools/:address');
    expect(pool.test('/pools/0:a')).toBe(true);
    expect(pool.test('/pools')).toBe(false);
    expect(pathPattern('/dao.x').test('/daoax')).toBe(false);
  });
});

describe('preloadMatcher', () => {
  const tagsOf = preloadMatcher(PRELOADS);
  it("names the matching route's chunks as module preloads and its stylesheets as style preloads", () => {
    expect(tagsOf('/swap/0:a/0:b')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/swap-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/chart-2.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/swap-3.css">',
    );
    expect(tagsOf('/farming/0:a')).toContain('/assets/farm.js');
  });

  it('prefers a static segment to a parameter, as the router does', () => {
    expect(tagsOf('/builder/create')).toContain('builder-create.js');
    expect(tagsOf('/builder/create')).not.toContain('builder-manage.js');
    expect(tagsOf('/builder/0:abc')).toContain('builder-manage.js');
    expect(tagsOf('/builder')).toContain('builder-list.js');
  });

  it('names nothing for a path no route matches', () => {
    expect(tagsOf('/nowhere/at/all')).toBe('');
  });
});

describe('registerWeb with route-preloads.json', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tycho-preloads-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
    writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(PRELOADS));
    app = Fastify();
    await registerWeb(app, { webDist: dist, headInjection: '<script src="/devwallet/x.js"></script>' });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers each route's page with its own preloads before the head injection, the query ignored", async () => {
    const builder = await app.inject({ method: 'GET', url: '/builder/create?x=1' });
    expect(builder.body).toBe(
      '<html><head><title>t</title><link rel="modulepreload" crossorigin href="/assets/builder-create.js">' +
        '<script src="/devwallet/x.js"></script></head><body></body></html>',
    );
    const unknown = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(unknown.body).toBe(
      '<html><head><title>t</title><script src="/devwallet/x.js"></script></head><body></body></html>',
    );
  });

  it('reads no preloads from a file that is not a list of routes', () => {
    writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify({ path: '/x' }));
    expect(readRoutePreloads(dist)).toEqual([]);
    writeFileSync(
      join(dist, 'route-preloads.json'),
      JSON.stringify([
        { path: '/x', files: [1] },
        { path: '/y', files: [] },
      ]),
    );
    expect(readRoutePreloads(dist)).toEqual([{ path: '/y', files: [] }]);
  });
});
