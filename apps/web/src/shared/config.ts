/**
 * Runtime configuration of the web app.
 * Defaults fit the local network; a server may put overrides in the page as a JSON data block
 * `<script type="application/json" id="tycho-config">` (a plain object with any subset of the fields below):
 * data, not a script, so the page's content security policy allows no inline script. The server writes a network
 * profile's values there (profiles/*.json, PROFILE; `npm run profile -- apply` for a static file server).
 */
export interface ApiBases {
  dex: string;
  qube: string;
  farming: string;
  /** The DAO read model (vote escrow balances, deposits, epochs, votes, whitelist), `useQubeDaoApi` paths. */
  qubeDao: string;
  gauges: string;
  governance: string;
  tokens: string;
  limit: string;
  /** The portfolio sections of an address (`/api/portfolio/v1/{address}/…`). */
  portfolio: string;
  devnet: string;
}

export interface AppConfig {
  api: ApiBases;
  tokenListUrl: string;
  upgradableTokensUrl: string;
  /** The network's coin: its name, decimals and its own logo (not the wrapped token's). */
  nativeCoin: { symbol: string; decimals: number; logoURI?: string };
  /** The network's name as screens show it (the builder's Network); empty: the local network, named as such. */
  networkName: string;
  /** Whether the page belongs to the local network (`npm start`): its dev wallet docks in the frame. */
  local: boolean;
  minWalletVersion: string;
  /** The wallet extension the network expects, by name (the install prompt's link). */
  walletName: string;
  walletInstallUrl: string;
  /** Give up waiting for an announced provider that never initializes (ms). */
  walletInitTimeoutMs: number;
  /** Root of the wrapped native coin (WTYCHO); empty: looked up in the token list by symbol. */
  wrappedNativeRoot: string;
  /** DEX root contract (DEX accounts, pool creation); empty when the server does not say. */
  dexRoot: string;
  /** DEX gas-values contract (gas estimates for liquidity operations); empty when unknown. */
  dexGasValues: string;
  /** Limit-order factory (order roots); empty when the server does not say. */
  limitOrderFactory: string;
  /** Symbol of the wrapped native coin, used to find its root in the token list. */
  wrappedNativeSymbol: string;
  /** TIP-3 token factory of the token builder (`createToken`); empty when the server does not say. */
  tokenFactory: string;
  /** Gauge factory of `/gauges/create` (`deployGauge`); empty when the server does not say. */
  gaugeFactory: string;
  /** Old farming fabric of `/farming/create` (`deployFarmPool`); empty when the server does not say. */
  farmFabric: string;
  /** Vote escrow of the DAO screens (locks, epochs, voting, whitelisting); empty when the server does not say. */
  voteEscrow: string;
  /** DAO root of the proposal screens (propose, proposal configuration); empty when the server does not say. */
  daoRoot: string;
  /** Scam check (spec 5): token roots and symbols flagged as scam. */
  scamList: { roots: string[]; symbols: string[] };
  /** Link to a transaction, `{hash}` replaced (the local network serves its transactions as JSON). */
  transactionUrl: string;
  /** Link to an account, `{address}` replaced (the local network serves its accounts as JSON). */
  accountUrl: string;
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export const defaultConfig: AppConfig = {
  api: {
    dex: '/api/v2',
    qube: '/api/qube/v1',
    farming: '/api/farming/v1',
    qubeDao: '/api/qube-dao/v1',
    gauges: '/api/gauges/v1',
    governance: '/api/governance/v1',
    tokens: '/api/tokens/v1',
    limit: '/api/limit/v1',
    portfolio: '/api/portfolio/v1',
    devnet: '/devnet',
  },
  tokenListUrl: '/tokens.json',
  upgradableTokensUrl: '/upgradable-tokens.json',
  nativeCoin: { symbol: 'TYCHO', decimals: 9, logoURI: '/logos/TYCHO.svg' },
  networkName: '',
  local: true,
  minWalletVersion: '0.3.40',
  walletName: 'EVER Wallet',
  walletInstallUrl: 'https://chromewebstore.google.com/detail/ever-wallet/cgeeodpfagjceefieflmdfphplkenlfk',
  walletInitTimeoutMs: 10_000,
  wrappedNativeRoot: '',
  dexRoot: '',
  dexGasValues: '',
  limitOrderFactory: '',
  wrappedNativeSymbol: 'WTYCHO',
  tokenFactory: '',
  gaugeFactory: '',
  farmFabric: '',
  voteEscrow: '',
  daoRoot: '',
  scamList: { roots: [], symbols: [] },
  transactionUrl: '/devnet/transactions/{hash}',
  accountUrl: '/devnet/accounts/{address}',
};

/** Merge overrides into defaults (one level of nesting is enough for this shape). */
export function resolveConfig(overrides: DeepPartial<AppConfig> | undefined): AppConfig {
  const o = overrides ?? {};
  return {
    ...defaultConfig,
    ...o,
    api: { ...defaultConfig.api, ...o.api },
    nativeCoin: { ...defaultConfig.nativeCoin, ...o.nativeCoin },
    scamList: { ...defaultConfig.scamList, ...o.scamList },
  } as AppConfig;
}

/** The overrides of the page's `#tycho-config` block; none when it is missing or not a JSON object. */
export function readConfigBlock(doc: Pick<Document, 'getElementById'> | undefined): DeepPartial<AppConfig> | undefined {
  const text = doc?.getElementById('tycho-config')?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** On the server (the first screens of src/app/prerender), the page configuration the server set before loading them. */
const serverPageConfig = () => (globalThis as { tychoPageConfig?: DeepPartial<AppConfig> }).tychoPageConfig;

export const config: AppConfig = resolveConfig(
  typeof document === 'undefined' ? serverPageConfig() : readConfigBlock(document),
);
