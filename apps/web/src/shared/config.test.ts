import { describe, expect, it } from 'vitest';
import { defaultConfig, readConfigBlock, resolveConfig } from './config';

const page = (text: string | null) => ({
  getElementById: (id: string) =>
    id === 'tycho-config' && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('readConfigBlock', () => {
  it("reads the server's JSON data block", () => {
    expect(readConfigBlock(page('{"dexRoot":"0:ab","api":{"dex":"/x"}}'))).toEqual({
      dexRoot: '0:ab',
      api: { dex: '/x' },
    });
  });

  it('ignores a missing, empty, broken or non-object block', () => {
    for (const text of [null, '', '{broken', '[1,2]', 'null', '"text"']) {
      expect(readConfigBlock(page(text))).toBeUndefined();
    }
    expect(readConfigBlock(undefined)).toBeUndefined();
  });
});

describe('resolveConfig', () => {
  it('keeps the defaults a block does not name, one level deep', () => {
    const resolved = resolveConfig({ api: { dex: '/x' } });
    expect(resolved.api.dex).toBe('/x');
    expect(resolved.api.farming).toBe(defaultConfig.api.farming);
    expect(resolved.nativeCoin).toEqual(defaultConfig.nativeCoin);
  });
});
