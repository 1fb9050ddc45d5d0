/**
 * Network profiles (issue 44): one JSON file that says which network the web app talks to — its name, its coin, the
 * wallet extension to expect, the base URL of each read service, the root contracts and the explorer — read at run
 * time (the server's PROFILE, or `npm run profile -- apply` on a built index.html), never built into the app.
 * `profiles/local.json` is the local network: its root addresses stay empty there, the server fills them from the
 * network it runs.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** A base URL: a path on the app's own origin (`/api/v2`) or an absolute http(s) URL. */
const base = z
  .string()
  .refine(
    (value) => value.startsWith('/') || /^https?:\/\/[^/\s]+/.test(value),
    'a path such as /api/v2 or an http(s) URL',
  );

/** A root contract address (`0:` and 64 hex digits), or empty when the network has none or it is not known. */
const address = z.union([z.literal(''), z.string().regex(/^-?\d+:[0-9a-fA-F]{64}$/, 'an address such as 0:<64 hex>')]);

const template = (placeholder: string) =>
  base.refine((value) => value.includes(placeholder), `a URL template containing ${placeholder}`);

export const profileSchema = z
  .object({
    /** Free text for whoever reads the file (an example profile says so here). */
    $comment: z.string().optional(),
    /** The network's name as screens show it; empty only for the local network. */
    name: z.string(),
    /** Whether this is the local network (`npm start`): the dev wallet, the `/devnet` links and its texts. */
    local: z.boolean(),
    coin: z.strictObject({
      symbol: z.string().min(1),
      decimals: z.number().int().min(0).max(36),
      logo: z.string().optional(),
      /** Symbol of the wrapped coin's token, used to find its root in the token list when `roots.wrappedCoin` is empty. */
      wrappedSymbol: z.string().min(1),
    }),
    wallet: z.strictObject({
      name: z.string().min(1),
      installUrl: z.url({ protocol: /^https?$/ }),
      minVersion: z.string().regex(/^\d+\.\d+\.\d+$/, 'a version such as 0.3.40'),
    }),
    api: z.strictObject({
      dex: base,
      tokens: base,
      farming: base,
      gauges: base,
      dao: base,
      governance: base,
      limitOrders: base,
      portfolio: base,
      tokenList: base,
      upgradableTokens: base,
    }),
    roots: z.strictObject({
      dexRoot: address,
      voteEscrow: address,
      daoRoot: address,
      gaugeFactory: address,
      farmFabric: address,
      limitOrderFactory: address,
      tokenFactory: address,
      wrappedCoin: address,
      /** The DEX gas-values contract (the gas of liquidity operations); optional, empty: fixed fallbacks. */
      dexGasValues: address.default(''),
    }),
    explorer: z.strictObject({ transaction: template('{hash}'), account: template('{address}') }),
  })
  .strict()
  .superRefine((profile, context) => {
    if (!profile.local && profile.name.trim() === '')
      context.addIssue({ code: 'custom', path: ['name'], message: 'a network other than the local one needs a name' });
    if (!profile.local)
      for (const [key, value] of Object.entries(profile.explorer))
        if (value.startsWith('/devnet/'))
          context.addIssue({
            code: 'custom',
            path: ['explorer', key],
            message: 'only the local network serves /devnet links; name the network explorer',
          });
  });

export type Profile = z.infer<typeof profileSchema>;
export type ProfileRoots = Profile['roots'];

/** A zod issue as one line naming the field: `api.dex: a path such as /api/v2 or an http(s) URL`. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.') || '(the profile)';
  return `${field}: ${issue.message}`;
}

/** Validates a parsed profile; throws an error naming every bad field and where the profile came from. */
export function parseProfile(value: unknown, source: string): Profile {
  const result = profileSchema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map(describeIssue);
  throw new Error(`The network profile ${source} is not valid:\n  ${lines.join('\n  ')}`);
}

/** Reads and validates the profile file at `path`. */
export function readProfile(path: string): Profile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`The network profile ${path} cannot be read: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`The network profile ${path} is not JSON: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
  return parseProfile(value, path);
}

/** The profile's roots, each empty one taken from `known` (the local network's own addresses). */
export function mergeRoots(roots: ProfileRoots, known: Partial<ProfileRoots>): ProfileRoots {
  const merged = { ...roots };
  for (const key of Object.keys(merged) as (keyof ProfileRoots)[]) merged[key] = merged[key] || (known[key] ?? '');
  return merged;
}

/**
 * The web app's runtime configuration for a profile: the shape of the page's `#tycho-config` block
 * (apps/web/src/shared/config.ts, `AppConfig`).
 */
export function runtimeConfig(profile: Profile): Record<string, unknown> {
  const { api, roots, coin, wallet } = profile;
  return {
    networkName: profile.name,
    local: profile.local,
    nativeCoin: { symbol: coin.symbol, decimals: coin.decimals, ...(coin.logo ? { logoURI: coin.logo } : {}) },
    wrappedNativeSymbol: coin.wrappedSymbol,
    walletName: wallet.name,
    walletInstallUrl: wallet.installUrl,
    minWalletVersion: wallet.minVersion,
    api: {
      dex: api.dex,
      tokens: api.tokens,
      farming: api.farming,
      gauges: api.gauges,
      qubeDao: api.dao,
      governance: api.governance,
      limit: api.limitOrders,
      portfolio: api.portfolio,
    },
    tokenListUrl: api.tokenList,
    upgradableTokensUrl: api.upgradableTokens,
    dexRoot: roots.dexRoot,
    voteEscrow: roots.voteEscrow,
    daoRoot: roots.daoRoot,
    gaugeFactory: roots.gaugeFactory,
    farmFabric: roots.farmFabric,
    limitOrderFactory: roots.limitOrderFactory,
    tokenFactory: roots.tokenFactory,
    wrappedNativeRoot: roots.wrappedCoin,
    ...(roots.dexGasValues ? { dexGasValues: roots.dexGasValues } : {}),
    transactionUrl: profile.explorer.transaction,
    accountUrl: profile.explorer.account,
  };
}

/** The origins (scheme, host, port) of the profile's absolute service URLs: what the page must be allowed to fetch. */
export function serviceOrigins(profile: Profile): string[] {
  const origins = Object.values(profile.api)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)].sort();
}

/**
 * The page's `#tycho-config` JSON data block (read by apps/web/src/shared/config.ts): data, not a script, so the
 * content security policy needs no inline script. `<` is escaped so no value can close the element.
 */
export function runtimeConfigScript(values: Record<string, unknown>): string {
  const json = JSON.stringify(values).replace(/</g, '\\u003c');
  return `<script type="application/json" id="tycho-config">${json}</script>`;
}
