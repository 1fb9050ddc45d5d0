import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, [], '/srv');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: '/srv/.data',
      reset: false,
      devWallet: true,
      marketActivity: true,
      testSwitches: false,
      resumeClock: false,
      logLevel: 'warn',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads LOG_LEVEL and refuses an unknown level by name', () => {
    expect(loadConfig({ LOG_LEVEL: 'INFO' }, [], '/').logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'silent' }, [], '/').logLevel).toBe('silent');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, [], '/')).toThrow(/LOG_LEVEL must be one of fatal, error, warn/);
  });

  it('turns the test-only switches on only with TEST_SWITCHES=on', () => {
    expect(loadConfig({ TEST_SWITCHES: 'on' }, [], '/').testSwitches).toBe(true);
    expect(loadConfig({ TEST_SWITCHES: 'off' }, [], '/').testSwitches).toBe(false);
  });

  it('reads ROLE (all by default; chain and api only over DATABASE_URL) and API_POLL_MS', () => {
    expect(loadConfig({}, [], '/').role).toBe('all');
    const url = 'postgres://a@b/c';
    expect(loadConfig({ ROLE: 'chain', DATABASE_URL: url }, [], '/').role).toBe('chain');
    expect(loadConfig({ ROLE: 'API', DATABASE_URL: url }, [], '/').role).toBe('api');
    expect(() => loadConfig({ ROLE: 'api' }, [], '/')).toThrow(/ROLE=api needs DATABASE_URL/);
    expect(() => loadConfig({ ROLE: 'chain' }, [], '/')).toThrow(/ROLE=chain needs DATABASE_URL/);
    expect(() => loadConfig({ ROLE: 'reader' }, [], '/')).toThrow(/ROLE must be one of all, chain, api/);
    expect(loadConfig({}, [], '/').apiPollMs).toBe(100);
    expect(loadConfig({ API_POLL_MS: '250' }, [], '/').apiPollMs).toBe(250);
    expect(() => loadConfig({ API_POLL_MS: '1' }, [], '/')).toThrow(/API_POLL_MS must be an integer/);
  });

  it('reads CHAIN_CLOCK (follow or resume) and refuses anything else by name', () => {
    expect(loadConfig({ CHAIN_CLOCK: 'resume' }, [], '/').resumeClock).toBe(true);
    expect(loadConfig({ CHAIN_CLOCK: 'follow' }, [], '/').resumeClock).toBe(false);
    expect(() => loadConfig({ CHAIN_CLOCK: 'stop' }, [], '/')).toThrow(/CHAIN_CLOCK must be follow or resume/);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL, DEV_WALLET, MARKET_ACTIVITY and --reset', () => {
    const config = loadConfig(
      { PORT: '9000', DATA_DIR: 'x', DATABASE_URL: 'postgres://a@b/c', DEV_WALLET: 'off', MARKET_ACTIVITY: 'off' },
      ['--reset'],
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/srv/x',
      databaseUrl: 'postgres://a@b/c',
      devWallet: false,
      marketActivity: false,
      reset: true,
    });
  });

  it('reads the token list and manifest paths', () => {
    expect(loadConfig({}, [], '/')).toMatchObject({
      tokenListPath: '/tokens.json',
      upgradableTokensPath: '/upgradable-tokens.json',
    });
    const config = loadConfig(
      { TOKEN_LIST_PATH: '/lists/main.json', UPGRADABLE_TOKENS_PATH: '/lists/v4.json' },
      [],
      '/',
    );
    expect(config).toMatchObject({ tokenListPath: '/lists/main.json', upgradableTokensPath: '/lists/v4.json' });
    expect(() => loadConfig({ TOKEN_LIST_PATH: 'http://x/y.json' }, [], '/')).toThrow(/TOKEN_LIST_PATH must be a path/);
    expect(() => loadConfig({ UPGRADABLE_TOKENS_PATH: '/api/v2/x' }, [], '/')).toThrow(/outside \/api/);
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, [], '/')).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ DEV_WALLET: 'maybe' }, [], '/')).toThrow(/DEV_WALLET must be on or off/);
    expect(() => loadConfig({ MARKET_ACTIVITY: 'slow' }, [], '/')).toThrow(/MARKET_ACTIVITY must be on or off/);
    expect(() => loadConfig({}, ['--rest'], '/')).toThrow(/Unknown argument/);
    expect(loadConfig({}, ['--reset', '--seed-only'], '/')).toMatchObject({ reset: true, seedOnly: true });
    expect(loadConfig({}, [], '/').seedOnly).toBe(false);
  });
});
