import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, LOCAL_PROFILE_PATH } from '../config';
import { applyProfileToHtml } from './apply';
import { mergeRoots, parseProfile, readProfile, runtimeConfig, serviceOrigins, type Profile } from './profile';

const root = resolve(import.meta.dirname, '../../../..');
const examplePath = join(root, 'profiles/example-public.json');
const local = readProfile(LOCAL_PROFILE_PATH);
const example = readProfile(examplePath);
const ROOT = `0:${'ab'.repeat(32)}`;
const dir = mkdtempSync(join(tmpdir(), 'tycho-profile-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The example profile with `change` applied to a copy of its JSON. */
function exampleWith(change: (json: Profile & { extra?: number }) => void): unknown {
  const json: Profile = JSON.parse(readFileSync(examplePath, 'utf8'));
  change(json);
  return json;
}

describe('network profiles', () => {
  it('reads the local profile and the example one', () => {
    expect(local.local).toBe(true);
    expect(local.name).toBe('');
    expect(local.explorer.transaction).toBe('/devnet/transactions/{hash}');
    expect(example.local).toBe(false);
    expect(example.$comment).toMatch(/^AN EXAMPLE/);
    // the example vouches for no address
    expect(Object.values(example.roots).every((value) => value === '')).toBe(true);
  });

  it('names every bad field, with where the profile came from', () => {
    const bad = exampleWith((json) => {
      json.api.dex = 'ftp://dex';
      json.roots.dexRoot = '0:123';
      Reflect.deleteProperty(json.wallet, 'minVersion');
      json.extra = 1;
    });
    expect(() => parseProfile(bad, 'mine.json')).toThrow(/^The network profile mine\.json is not valid:/);
    const message = (() => {
      try {
        parseProfile(bad, 'mine.json');
        return '';
      } catch (error) {
        return String(error);
      }
    })();
    expect(message).toContain('api.dex: a path such as /api/v2 or an http(s) URL');
    expect(message).toContain('roots.dexRoot');
    expect(message).toContain('wallet.minVersion');
    expect(message).toContain('extra');
  });

  it('asks another network for a name and an explorer of its own', () => {
    const unnamed = exampleWith((json) => (json.name = ' '));
    expect(() => parseProfile(unnamed, 'p')).toThrow(/name: a network other than the local one needs a name/);
    const devnetLinks = exampleWith((json) => (json.explorer.account = '/devnet/accounts/{address}'));
    expect(() => parseProfile(devnetLinks, 'p')).toThrow(/explorer\.account: only the local network serves \/devnet/);
    const noPlaceholder = exampleWith((json) => (json.explorer.transaction = 'https://x.example/tx'));
    expect(() => parseProfile(noPlaceholder, 'p')).toThrow(/explorer\.transaction: a URL template containing \{hash\}/);
  });

  it('says when the file is missing or not JSON', () => {
    expect(() => readProfile(join(dir, 'none.json'))).toThrow(/cannot be read/);
    writeFileSync(join(dir, 'broken.json'), '{');
    expect(() => readProfile(join(dir, 'broken.json'))).toThrow(/is not JSON/);
  });

  it("fills the local profile's empty roots from the running network, keeping the ones it names", () => {
    const merged = mergeRoots(
      { ...local.roots, daoRoot: ROOT },
      { dexRoot: '0:1', daoRoot: '0:2', wrappedCoin: '0:3' },
    );
    expect(merged).toMatchObject({ dexRoot: '0:1', daoRoot: ROOT, wrappedCoin: '0:3', voteEscrow: '' });
  });

  it("maps a profile to the web app's runtime configuration", () => {
    const values = runtimeConfig({ ...example, roots: { ...example.roots, dexRoot: ROOT } });
    expect(values).toMatchObject({
      networkName: 'Example public network',
      local: false,
      nativeCoin: { symbol: 'EVER', decimals: 9 },
      wrappedNativeSymbol: 'WEVER',
      dexRoot: ROOT,
      tokenListUrl: 'https://api.example.com/tokens.json',
      transactionUrl: 'https://explorer.example.com/transactions/{hash}',
      api: { dex: 'https://api.example.com/api/v2', qubeDao: 'https://api.example.com/api/qube-dao/v1' },
    });
    // the local profile maps to the web app's defaults (apps/web/src/shared/config.ts)
    expect(runtimeConfig(local)).toMatchObject({
      networkName: '',
      local: true,
      nativeCoin: { symbol: 'TYCHO', decimals: 9, logoURI: '/logos/TYCHO.svg' },
      minWalletVersion: '0.3.40',
      api: { dex: '/api/v2', limit: '/api/limit/v1', portfolio: '/api/portfolio/v1' },
      accountUrl: '/devnet/accounts/{address}',
    });
  });

  it('passes the DEX gas-values contract on when the profile names it, and accepts a profile without it', () => {
    expect(runtimeConfig({ ...example, roots: { ...example.roots, dexGasValues: ROOT } })).toMatchObject({
      dexGasValues: ROOT,
    });
    expect(runtimeConfig(example)).not.toHaveProperty('dexGasValues');
    const file = JSON.parse(readFileSync(examplePath, 'utf8')) as { roots: Record<string, string> };
    delete file.roots.dexGasValues;
    expect(parseProfile(file, 'example without dexGasValues').roots.dexGasValues).toBe('');
  });

  it('lists the origins of the services a page must be allowed to fetch', () => {
    expect(serviceOrigins(local)).toEqual([]);
    expect(serviceOrigins(example)).toEqual(['https://api.example.com']);
    const split: Profile = { ...example, api: { ...example.api, dex: 'http://127.0.0.1:4501/api/v2' } };
    expect(serviceOrigins(split)).toEqual(['http://127.0.0.1:4501', 'https://api.example.com']);
  });

  it('writes a profile into index.html, replacing an earlier one, and refuses the local profile', () => {
    const html = '<html><head><title>t</title></head><body></body></html>';
    const once = applyProfileToHtml(html, example);
    expect(once).toMatch(/<script type="application\/json" id="tycho-config">\{.*\}<\/script><\/head>/);
    const renamed: Profile = { ...example, name: 'Second </script> network' };
    const twice = applyProfileToHtml(once, renamed);
    expect(twice.match(/id="tycho-config"/g)).toHaveLength(1);
    expect(twice).toContain('Second \\u003c/script> network');
    expect(() => applyProfileToHtml(html, local)).toThrow(/needs the server/);
  });

  it('takes PROFILE in the server configuration (default: the local profile)', () => {
    expect(loadConfig({}, [], root).profile).toEqual(local);
    expect(loadConfig({ PROFILE: 'profiles/example-public.json' }, [], root).profile).toEqual(example);
    expect(() => loadConfig({ PROFILE: 'nowhere.json' }, [], root)).toThrow(/nowhere\.json cannot be read/);
    expect(
      loadConfig({ CORS_ORIGINS: 'https://app.example.com, http://127.0.0.1:4500' }, [], root).corsOrigins,
    ).toEqual(['https://app.example.com', 'http://127.0.0.1:4500']);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example.com/path' }, [], root)).toThrow(/CORS_ORIGINS/);
  });
});

describe('npm run profile', () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/profile.ts'), ...args], {
      cwd: root,
      encoding: 'utf8',
    });

  it('applies a profile to a built index.html and says which origins the policy must allow', () => {
    const dist = join(dir, 'dist');
    rmSync(dist, { recursive: true, force: true });
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<html><head></head><body></body></html>');
    const result = cli('apply', examplePath, dist);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('connect-src');
    expect(result.stdout).toContain('https://api.example.com');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('"networkName":"Example public network"');
  });

  it('checks a profile, and fails with the reason and no write', () => {
    expect(cli('check', examplePath).stdout).toContain('a valid profile of Example public network');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(exampleWith((json) => (json.coin.decimals = -1))));
    const before = readFileSync(join(dir, 'dist/index.html'), 'utf8');
    const result = cli('apply', bad, join(dir, 'dist'));
    expect(result.status).toBe(1);
    expect(readFileSync(join(dir, 'dist/index.html'), 'utf8')).toBe(before);
    expect(result.stderr).toContain('coin.decimals');
    expect(cli('frobnicate').status).toBe(2);
  });
});
