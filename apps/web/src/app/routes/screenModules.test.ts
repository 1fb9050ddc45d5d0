/**
 * The build tools (route byte budget, route preloads, bench) know each route's screen module from its feature face's
 * `screenModules`: every entry must name the very module its loader loads, or the budget would measure another chunk.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenFeatures } from '@/i18n/catalogueGroups';
import { ROUTES } from './routeTable';
import { SCREEN_FACES, screenModuleOf, withScreenModules } from './screenModules';

/** The app's src folder (vitest runs from the repository root; jsdom's import.meta.url is not a file URL). */
const SRC = resolve('apps/web/src');

const loaders = Object.entries(SCREEN_FACES).flatMap(([feature, face]) =>
  Object.entries(face.screens).map(([name, load]) => ({ feature, name, load, module: face.screenModules[name] })),
);

describe('the screen modules of the feature faces', () => {
  it('name a module for each screen loader of each face, and no other', () => {
    for (const face of Object.values(SCREEN_FACES)) {
      expect(Object.keys(face.screenModules).sort()).toEqual(Object.keys(face.screens).sort());
    }
    expect(loaders.length).toBeGreaterThanOrEqual(27);
  });

  it.each(loaders)(
    'the $name screen of $feature loads $module',
    async ({ feature, load, module }) => {
      const loaded = (await (load as () => Promise<{ default: unknown }>)()).default;
      // the screen is the module's default export, or one of its named screens (a feature's `screens.tsx`)
      const exported: unknown[] = Object.values(await import(resolve(SRC, 'features', feature, module!)));
      expect(exported).toContain(loaded);
    },
    30_000,
  );

  it('give every built route its screen module, in the folder of its feature', () => {
    for (const route of withScreenModules(ROUTES)) {
      if (!route.built) continue;
      expect(route.module, route.id).toMatch(new RegExp(`^src/features/${route.feature}/\\w+\\.tsx$`));
    }
    expect(screenModuleOf(ROUTES.find((r) => r.id === 'pool')!)).toBe('src/features/pools/PoolScreen.tsx');
    expect(screenModuleOf({ id: 'x', built: false })).toBeUndefined();
  });

  it('fail for a route whose loader no face holds', () => {
    const stray = { id: 'stray', built: true, screen: async () => ({ default: () => null }) };
    expect(() => screenModuleOf(stray)).toThrow('route stray');
  });

  it("let the catalogue split read the table's screen features, as its routes name them", () => {
    const features = new Set(ROUTES.flatMap((route) => (route.feature ? [route.feature] : [])));
    const code = readFileSync(resolve(SRC, 'app/routes/routeTable.ts'), 'utf8');
    expect(screenFeatures(code)).toEqual([...features].sort());
    expect(features).toEqual(new Set(Object.keys(SCREEN_FACES)));
  });

  it('hold nothing the route table would carry into the first bytes: a face imports only types', () => {
    for (const feature of Object.keys(SCREEN_FACES)) {
      const code = readFileSync(resolve(SRC, 'features', feature, 'index.ts'), 'utf8');
      expect(code.match(/^(?:import(?! type )|export .* from ).*$/gm) ?? [], feature).toEqual([]);
    }
  });
});
