import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogueGroups } from '../../vite-plugins';
import { catalogueGroups, keysUsed, pickGroup, screenFeatures, SHELL_GROUP } from './catalogueGroups';
import en from './en.json';

/** The app's src folder (vitest runs from the repository root; jsdom's import.meta.url is not a file URL). */
const SRC = `${resolve('apps/web/src')}/`;

describe('catalogue groups', () => {
  it('finds the keys a file names in strings, and those under the dotted head of a template string', () => {
    const keys = ['pools.title', 'gauge.status.locked', 'gauge.status.none', 'gauge.title', 'nav.swap'];
    const code = "t('pools.title'); <X id={`gauge.status.${s}`} />; 'nav'; `${a}.swap`; 'pools.tit'";
    expect([...keysUsed(code, keys, new Set(keys))].sort()).toEqual([
      'gauge.status.locked',
      'gauge.status.none',
      'pools.title',
    ]);
  });

  it('reads the screen features of a route table', () => {
    const table =
      "{ screen: pools.pool, feature: 'pools' }, { feature: \"swap\" }, { id: 'dao' }, { feature: 'pools' }";
    expect(screenFeatures(table)).toEqual(['pools', 'swap']);
  });

  it('puts what the shell uses in the shell, the rest with each feature using it; unnamed keys stay in the shell', () => {
    const groups = catalogueGroups(
      [
        { path: 'app/Layout.tsx', code: "'nav.swap'" },
        { path: 'shared/ui/Pager.tsx', code: "'pagination.next'" },
        { path: 'features/pools/PoolScreen.tsx', code: "'pools.title' 'nav.swap' `token.${x}`" },
        { path: 'features/tokens/TokenScreen.tsx', code: "'token.price'" },
      ],
      ['nav.swap', 'pagination.next', 'pools.title', 'token.price', 'orphan.key'],
      ['pools', 'tokens'],
    );
    expect(groups).toEqual({
      [SHELL_GROUP]: ['nav.swap', 'orphan.key', 'pagination.next'],
      pools: ['pools.title', 'token.price'],
      tokens: ['token.price'],
    });
    expect(pickGroup({ 'pools.title': 'Pools', 'nav.swap': 'Swap' }, groups.pools!)).toEqual({
      'pools.title': 'Pools',
    });
  });

  it('the app: every key is in the shell or a screen feature group, and every screen feature of the route table has one', async () => {
    const groups = await readCatalogueGroups(SRC);
    const features = screenFeatures(readFileSync(`${SRC}app/routes/routeTable.ts`, 'utf8'));
    expect(Object.keys(groups).sort()).toEqual([SHELL_GROUP, ...features].sort());
    const covered = new Set(Object.values(groups).flat());
    for (const key of Object.keys(en)) expect(covered.has(key), key).toBe(true);
    // the shell carries its own strings, not the screens'
    expect(groups[SHELL_GROUP]).toContain('nav.swap');
    expect(groups[SHELL_GROUP]).not.toContain('builder.subtitle');
    expect(groups.builder).toContain('builder.subtitle');
  });
});
