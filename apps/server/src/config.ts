import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLoopbackHost, LOOPBACK_HOSTS } from './http/security';
import { type Profile, readProfile } from './profile/profile';

/** The local network's profile, the default PROFILE (profiles/local.json at the repository's root). */
export const LOCAL_PROFILE_PATH = fileURLToPath(new URL('../../../profiles/local.json', import.meta.url));

/**
 * What this process runs (ROLE): `all` (default) the local network, its indexer, every API, the dev controls, the dev
 * wallet and the web app, over PGlite or PostgreSQL; `chain` the same as the single writer of a shared PostgreSQL
 * database; `api` the read APIs and the web app over the database a `chain` process writes to, without the network,
 * the indexer, the dev controls or the dev wallet (stateless: run as many as wanted).
 */
export const ROLES = ['all', 'chain', 'api'] as const;
export type Role = (typeof ROLES)[number];

export interface ServerConfig {
  role: Role;
  /** How often an `api` process looks for what the chain process committed (API_POLL_MS, default 100). */
  apiPollMs: number;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  reset: boolean;
  /** `--seed-only`: seed (with `--reset`) or open the network, index it, and exit without serving. */
  seedOnly: boolean;
  seed: number;
  devWallet: boolean;
  /** The background market trades from the start (MARKET_ACTIVITY, default on). */
  marketActivity: boolean;
  devWalletVersion: string;
  networkId: number;
  webDist: string;
  /** Where the local network serves the token list and the upgradable-token manifest (paths on this server). */
  tokenListPath: string;
  upgradableTokensPath: string;
  /** Host names the server answers to: loopback, HOST when it names one, and ALLOWED_HOSTS (comma-separated). */
  allowedHosts: string[];
  /** The state-changing dev controls (POST /devnet/*): DEV_CONTROLS, by default on only on a loopback HOST. */
  devControls: boolean;
  /** Test-only switches (`POST /devnet/test/*`): off unless the server is started for tests (TEST_SWITCHES=on). */
  testSwitches: boolean;
  /**
   * CHAIN_CLOCK=resume: a stored network's chain time goes on from where it stopped instead of counting the real time
   * since (default `follow`). For a copy of a network sealed earlier, as the browser specs start theirs.
   */
  resumeClock: boolean;
  /**
   * The request log's level (LOG_LEVEL, default warn): every 5xx is logged at error with its cause and request id;
   * `info` adds a line for every request and its completion.
   */
  logLevel: LogLevel;
  /** The network profile the web app is served with (PROFILE, a JSON file; default profiles/local.json). */
  profile: Profile;
  /** Origins allowed to read the APIs from another page (CORS_ORIGINS, comma-separated; default none). */
  corsOrigins: string[];
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function parseLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'warn';
  const level = LOG_LEVELS.find((l) => l === raw.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

function parseInteger(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function parsePath(name: string, raw: string | undefined, fallback: string): string {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\/[A-Za-z0-9._\-/]+$/.test(raw) || raw.startsWith('/api/') || raw.startsWith('/devnet/')) {
    throw new Error(
      `${name} must be a path such as /tokens.json (letters, digits, . _ - /), outside /api and /devnet, got "${raw}"`,
    );
  }
  return raw;
}

function parseSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['off', 'false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new Error(`${name} must be on or off, got "${raw}"`);
}

function parseHosts(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const hosts = raw.split(',').map((host) => host.trim().toLowerCase());
  const bad = hosts.find((host) => !/^(?:[a-z0-9.-]+|\[[0-9a-f:]+\]|[0-9a-f:]+)$/.test(host));
  if (bad !== undefined) throw new Error(`ALLOWED_HOSTS must list host names without ports, got "${bad}"`);
  return hosts;
}

function parseRole(raw: string | undefined, databaseUrl: string | undefined): Role {
  if (raw === undefined || raw === '') return 'all';
  const role = ROLES.find((r) => r === raw.toLowerCase());
  if (!role) throw new Error(`ROLE must be one of ${ROLES.join(', ')}, got "${raw}"`);
  if (role !== 'all' && !databaseUrl)
    throw new Error(
      `ROLE=${role} needs DATABASE_URL: the chain and api roles share one PostgreSQL database ` +
        `(PGlite serves a single process; use ROLE=all, the default, without DATABASE_URL)`,
    );
  return role;
}

function parseClock(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'follow') return false;
  if (raw === 'resume') return true;
  throw new Error(`CHAIN_CLOCK must be follow or resume, got "${raw}"`);
}

function parseOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((entry) => {
    const origin = entry.trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, ''))
      throw new Error(`CORS_ORIGINS must list origins such as https://app.example.com (no path), got "${origin}"`);
    return parsed.origin;
  });
}

const WILDCARD_HOSTS = ['0.0.0.0', '::', '[::]'];

/** Reads the process configuration from the environment and the command line (`--reset`). */
export function loadConfig(env: NodeJS.ProcessEnv, argv: readonly string[], cwd: string): ServerConfig {
  const unknown = argv.filter((arg) => arg !== '--reset' && arg !== '--seed-only');
  if (unknown.length > 0)
    throw new Error(`Unknown argument(s): ${unknown.join(' ')} (only --reset and --seed-only are accepted)`);
  const host = env.HOST || '127.0.0.1';
  const named = WILDCARD_HOSTS.includes(host) ? [] : [host.toLowerCase()];
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    role: parseRole(env.ROLE, databaseUrl),
    apiPollMs: parseInteger('API_POLL_MS', env.API_POLL_MS, 100, 10, 60_000),
    host,
    port: parseInteger('PORT', env.PORT, 8080, 0, 65535),
    dataDir: resolve(cwd, env.DATA_DIR || '.data'),
    databaseUrl,
    reset: argv.includes('--reset'),
    seedOnly: argv.includes('--seed-only'),
    seed: parseInteger('SEED', env.SEED, 1, 0, 2 ** 31 - 1),
    devWallet: parseSwitch('DEV_WALLET', env.DEV_WALLET, true),
    marketActivity: parseSwitch('MARKET_ACTIVITY', env.MARKET_ACTIVITY, true),
    devWalletVersion: env.DEV_WALLET_VERSION || '0.3.60',
    networkId: parseInteger('NETWORK_ID', env.NETWORK_ID, 1000, 0, 2 ** 31 - 1),
    webDist: resolve(cwd, env.WEB_DIST || 'apps/web/dist'),
    tokenListPath: parsePath('TOKEN_LIST_PATH', env.TOKEN_LIST_PATH, '/tokens.json'),
    upgradableTokensPath: parsePath('UPGRADABLE_TOKENS_PATH', env.UPGRADABLE_TOKENS_PATH, '/upgradable-tokens.json'),
    allowedHosts: [...new Set([...LOOPBACK_HOSTS, ...named, ...parseHosts(env.ALLOWED_HOSTS)])],
    devControls: parseSwitch('DEV_CONTROLS', env.DEV_CONTROLS, isLoopbackHost(host)),
    testSwitches: parseSwitch('TEST_SWITCHES', env.TEST_SWITCHES, false),
    resumeClock: parseClock(env.CHAIN_CLOCK),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    profile: readProfile(env.PROFILE ? resolve(cwd, env.PROFILE) : LOCAL_PROFILE_PATH),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
  };
}
