import Fastify, { type FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import {
  accountStateRoute,
  buildOpenApiDocument,
  devnetInfoRoute,
  healthRoute,
  type RouteDef,
  transactionByHashRoute,
} from '@tycho/api';
import { CHAIN_TIME_HEADER } from '@tycho/api/headers';
import type { Db } from '@tycho/db';
import type { Devnet, DevnetReader } from '@tycho/devnet';
import { DEV_WALLET_MAX_FRAME_BYTES, devWalletScriptTag, registerDevWallet } from '@tycho/wallet/server';
import { LOCAL_PROFILE_PATH, type ServerConfig } from './config';
import { installTurnBudget } from './http/turn-budget';
import {
  installErrorHandling,
  newRequestId,
  NotFoundError,
  ServiceUnavailableError,
  type RequestLogOptions,
} from './http/errors';
import { registerRoute } from './http/routes';
import { type MarketControl, registerDevControls, type TestSwitches } from './http/dev-controls';
import { installSecurity, LOOPBACK_HOSTS } from './http/security';
import { registerWeb } from './http/web';
import { registerDexApi, type PoolCache } from './dex';
import { registerLimitOrderApi } from './limit';
import { registerBuilderApi } from './builder';
import { registerDaoApi } from './dao';
import { governanceLoader, registerGovernanceApi } from './governance';
import { registerGaugesApi } from './gauges';
import { registerFarmingApi } from './farming';
import type { AnswerCache } from './http/answer-cache';
import { registerPortfolioApi } from './portfolio';
import type { TokenFiles } from './dex/tokens';
import { devnetTokenCatalog } from './network/devnet';
import {
  mergeRoots,
  type Profile,
  readProfile,
  runtimeConfig,
  runtimeConfigScript,
  serviceOrigins,
} from './profile/profile';

export interface AppDeps {
  config: Pick<ServerConfig, 'devWallet' | 'devWalletVersion' | 'networkId' | 'webDist'> &
    Partial<
      Pick<
        ServerConfig,
        'tokenListPath' | 'upgradableTokensPath' | 'allowedHosts' | 'devControls' | 'host' | 'profile' | 'corsOrigins'
      >
    >;
  /**
   * The local network: the devnet itself (roles `all` and `chain`: the single writer, with the dev controls and the
   * dev wallet), or a read-only replica of it over the shared database (role `api`: the read routes only).
   */
  devnet: Devnet | DevnetReader;
  databaseKind: 'pglite' | 'postgres';
  /** The request log (pino through Fastify): off by default (tests); the server passes LOG_LEVEL. */
  logger?: boolean | RequestLogOptions;
  /** The database of the DEX read model; without it the DEX API is not served. */
  db?: Db;
  /** Route-search pool cache shared with the indexer (it invalidates the cache after writing pools). */
  poolCache?: PoolCache;
  /** Answers of the expensive reads kept while nothing they read changed (the indexer invalidates it after a batch). */
  answers?: AnswerCache;
  tokenFiles?: TokenFiles;
  /** The background market (dev-only pause and resume; every request marks the network as used). */
  market?: MarketControl;
  /** Test-only switches, given only when the server was started for tests (TEST_SWITCHES=on). */
  testSwitches?: TestSwitches;
}

export type { MarketControl, TestSwitches } from './http/dev-controls';

/**
 * The web app's runtime configuration for the profile: the local profile gets the running network's root addresses
 * and the server's own token list paths; another profile is served as it is.
 */
function pageConfig(profile: Profile, devnet: Devnet | DevnetReader, paths: { list: string; upgradable: string }) {
  if (!profile.local) return runtimeConfig(profile);
  const a = devnet.addresses();
  const roots = mergeRoots(profile.roots, { ...a, wrappedCoin: a.wtycho });
  const api = { ...profile.api, tokenList: paths.list, upgradableTokens: paths.upgradable };
  return runtimeConfig({ ...profile, roots, api });
}

/** Whether the server holds the devnet itself (the writer) rather than a read-only replica of it. */
function isWriter(devnet: Devnet | DevnetReader): devnet is Devnet {
  return 'sendFromWallet' in devnet;
}

/** Wires the local network's HTTP surface: health, docs, dev controls, the dev wallet and the web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: deps.logger ?? false, bodyLimit: 1_048_576, genReqId: newRequestId });
  installTurnBudget(app);
  installErrorHandling(app);
  const devControls = deps.config.devControls ?? true;
  const profile = deps.config.profile ?? readProfile(LOCAL_PROFILE_PATH);
  installSecurity(app, {
    connectOrigins: serviceOrigins(profile),
    corsOrigins: deps.config.corsOrigins,
    allowedHosts: deps.config.allowedHosts ?? [...LOOPBACK_HOSTS],
    devControls,
    devControlsOff: `The dev controls are off: the server listens on ${deps.config.host ?? 'a non-loopback address'}, not on loopback. Start it with DEV_CONTROLS=on to enable them.`,
  });
  // frames above the dev wallet's limit are refused before they are buffered (close 1009), not 100 MB (ws default)
  await app.register(fastifyWebsocket, { options: { maxPayload: DEV_WALLET_MAX_FRAME_BYTES } });
  const routes: RouteDef[] = [];
  const { devnet } = deps;
  const writer = isWriter(devnet) ? devnet : undefined;
  // every API answer says the chain's time, so a browser whose clock differs (the local network's clock runs ahead
  // after its seed) times rounds, deadlines and "N minutes ago" by the chain's clock, not its own
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header(CHAIN_TIME_HEADER, String(devnet.now()));
  });

  registerRoute(
    app,
    healthRoute,
    () => {
      // after a failed commit the chain refuses every send until a restart: not ready, and why (issue 41)
      const stopped = devnet.stoppedBy();
      if (stopped !== undefined)
        throw new ServiceUnavailableError(
          `The chain stopped after a failed commit (${stopped}); restart the server to resume from the database.`,
        );
      return { status: 'ok' as const, database: deps.databaseKind, chainTime: devnet.now() };
    },
    routes,
  );
  registerRoute(
    app,
    devnetInfoRoute,
    () => ({ chainTime: devnet.now(), accounts: devnet.devAccounts(), addresses: devnet.addresses() }),
    routes,
  );
  if (writer) registerDevControls(app, writer, deps, routes);

  registerRoute(
    app,
    accountStateRoute,
    ({ params }) => {
      const state = devnet.getFullContractState(params.address.toLowerCase());
      if (!state) throw new NotFoundError(`No account at ${params.address}`);
      return {
        address: params.address.toLowerCase(),
        balance: state.balance,
        isDeployed: state.isDeployed,
        lastTransactionLt: state.lastTransactionId?.lt,
      };
    },
    routes,
  );
  registerRoute(
    app,
    transactionByHashRoute,
    async ({ params }) => {
      const transaction = await devnet.getTransaction(params.hash);
      if (!transaction) throw new NotFoundError(`No transaction with hash ${params.hash}`);
      return transaction;
    },
    routes,
  );

  const tokenListPath = deps.config.tokenListPath ?? '/tokens.json';
  const upgradableTokensPath = deps.config.upgradableTokensPath ?? '/upgradable-tokens.json';
  if (deps.db) {
    const files = { ...deps.tokenFiles, tokenListPath, upgradableTokensPath };
    const tokens = devnetTokenCatalog(devnet);
    registerDexApi(
      app,
      { db: deps.db, chain: devnet, tokens, poolCache: deps.poolCache, files, answers: deps.answers },
      routes,
    );
    registerLimitOrderApi(app, { db: deps.db, answers: deps.answers }, routes);
    registerGaugesApi(app, { db: deps.db, chain: devnet, answers: deps.answers }, routes);
    registerFarmingApi(app, { db: deps.db, chain: devnet, answers: deps.answers }, routes);
    const voteEscrow = devnet.addresses().voteEscrow;
    registerDaoApi(app, { db: deps.db, chain: devnet, voteEscrow, answers: deps.answers }, routes);
    const governance = governanceLoader({ db: deps.db, chain: devnet });
    registerGovernanceApi(app, governance, routes, { voteEscrow, answers: deps.answers });
    const portfolio = { db: deps.db, chain: devnet, tokens, addresses: devnet, transactions: devnet, governance };
    const answers = deps.answers;
    registerPortfolioApi(app, { ...portfolio, answers, factory: devnet.addresses().tokenFactory }, routes);
  }
  registerBuilderApi(app, { chain: devnet, factory: devnet.addresses().tokenFactory }, routes);

  const openApi = buildOpenApiDocument(routes, { title: 'Tycho DEX local network', version: '0.2.31' });
  app.get('/api/openapi.json', async () => openApi);

  // the dev wallet belongs to the local network: a page of another network expects its own wallet extension
  const devWallet = deps.config.devWallet && writer !== undefined && profile.local;
  if (devWallet) {
    await registerDevWallet(app, {
      devnet: writer,
      version: deps.config.devWalletVersion,
      networkId: deps.config.networkId,
    });
  }
  const webConfig = pageConfig(profile, devnet, { list: tokenListPath, upgradable: upgradableTokensPath });
  await registerWeb(app, {
    webDist: deps.config.webDist,
    headInjection: runtimeConfigScript(webConfig) + (devWallet ? devWalletScriptTag() : ''),
    pageConfig: webConfig,
  });
  return app;
}
