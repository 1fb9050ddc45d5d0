import Fastify, { type FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import {
  accountStateRoute,
  advanceClockRoute,
  buildOpenApiDocument,
  devnetInfoRoute,
  giveRoute,
  createWalletRoute,
  healthRoute,
  marketActivityRoute,
  type RouteDef,
  setMarketActivityRoute,
  tokenFactoryCallbackFaultRoute,
  holdClockRoute,
  limitOrderHoldRoute,
  transactionByHashRoute,
} from '@tycho/api';
import { CHAIN_TIME_HEADER } from '@tycho/api/headers';
import type { Db } from '@tycho/db';
import type { Devnet, LimitOrderHold, TokenFactoryCallbackFault } from '@tycho/devnet';
import { DEV_WALLET_MAX_FRAME_BYTES, devWalletScriptTag, registerDevWallet } from '@tycho/wallet/server';
import type { ServerConfig } from './config';
import {
  installErrorHandling,
  newRequestId,
  NotFoundError,
  ServiceUnavailableError,
  type RequestLogOptions,
} from './http/errors';
import { registerRoute } from './http/routes';
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

export interface AppDeps {
  config: Pick<ServerConfig, 'devWallet' | 'devWalletVersion' | 'networkId' | 'webDist'> &
    Partial<Pick<ServerConfig, 'tokenListPath' | 'upgradableTokensPath' | 'allowedHosts' | 'devControls' | 'host'>>;
  devnet: Devnet;
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

/** What the test-only routes switch (`setTokenFactoryCallbackFault` and `setLimitOrderHold` of @tycho/devnet). */
export interface TestSwitches {
  tokenFactoryCallback(caller: string, fault: TokenFactoryCallbackFault): void;
  /** Holds the owner's orders placed from now on in a state short of Active ('none' lifts it). */
  limitOrderHold(owner: string, hold: LimitOrderHold): void;
  /** Holds the chain clock (true) or lets it run on from the time it held (false). */
  holdClock(held: boolean): Promise<void>;
}

/** What the HTTP layer needs of the background market (`MarketActivity` of @tycho/devnet). */
export interface MarketControl {
  readonly running: boolean;
  readonly ticks: number;
  /** Resolves once no tick is under way any more. */
  pause(): Promise<void>;
  resume(): void;
  touch(): void;
}

/**
 * The web app's runtime overrides as a JSON data block (`#tycho-config`, read by apps/web/src/shared/config.ts):
 * data, not a script, so the content security policy needs no inline script. `<` is escaped so no value can
 * close the element.
 */
function runtimeConfigScript(values: Record<string, string | undefined>): string {
  const json = JSON.stringify(values).replace(/</g, '\\u003c');
  return `<script type="application/json" id="tycho-config">${json}</script>`;
}

/** Wires the local network's HTTP surface: health, docs, dev controls, the dev wallet and the web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: deps.logger ?? false, bodyLimit: 1_048_576, genReqId: newRequestId });
  installErrorHandling(app);
  const devControls = deps.config.devControls ?? true;
  installSecurity(app, {
    allowedHosts: deps.config.allowedHosts ?? [...LOOPBACK_HOSTS],
    devControls,
    devControlsOff: `The dev controls are off: the server listens on ${deps.config.host ?? 'a non-loopback address'}, not on loopback. Start it with DEV_CONTROLS=on to enable them.`,
  });
  // frames above the dev wallet's limit are refused before they are buffered (close 1009), not 100 MB (ws default)
  await app.register(fastifyWebsocket, { options: { maxPayload: DEV_WALLET_MAX_FRAME_BYTES } });
  const routes: RouteDef[] = [];
  const { devnet, market } = deps;
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
  registerRoute(
    app,
    advanceClockRoute,
    async ({ body }) => {
      await devnet.advanceClock(body.seconds);
      return { chainTime: devnet.now() };
    },
    routes,
  );
  registerRoute(
    app,
    giveRoute,
    async ({ body }) => {
      const transaction = await devnet.give(body.to, BigInt(body.amount));
      return { transactionHash: transaction.id.hash };
    },
    routes,
  );

  const { testSwitches } = deps;
  if (testSwitches) {
    registerRoute(
      app,
      tokenFactoryCallbackFaultRoute,
      ({ body }) => {
        testSwitches.tokenFactoryCallback(body.caller, body.fault);
        return { caller: body.caller, fault: body.fault };
      },
      routes,
    );
    registerRoute(
      app,
      holdClockRoute,
      async ({ body }) => {
        await testSwitches.holdClock(body.held);
        return { held: body.held, chainTime: devnet.now() };
      },
      routes,
    );
    registerRoute(
      app,
      limitOrderHoldRoute,
      ({ body }) => {
        testSwitches.limitOrderHold(body.owner, body.hold);
        return { owner: body.owner, hold: body.hold };
      },
      routes,
    );
  }

  if (market) {
    app.addHook('onRequest', async () => market.touch());
    const state = () => ({ running: market.running, ticks: market.ticks });
    registerRoute(app, marketActivityRoute, state, routes);
    registerRoute(
      app,
      setMarketActivityRoute,
      async ({ body }) => {
        if (body.running) market.resume();
        else await market.pause();
        return state();
      },
      routes,
    );
  }

  registerRoute(
    app,
    createWalletRoute,
    async ({ body }) =>
      devnet.createFundedWallet(undefined, body.amount === undefined ? undefined : BigInt(body.amount)),
    routes,
  );

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
    registerDexApi(app, { db: deps.db, chain: devnet, tokens, poolCache: deps.poolCache, files }, routes);
    registerLimitOrderApi(app, { db: deps.db }, routes);
    registerGaugesApi(app, { db: deps.db, chain: devnet, answers: deps.answers }, routes);
    registerFarmingApi(app, { db: deps.db, chain: devnet }, routes);
    registerDaoApi(app, { db: deps.db, chain: devnet, voteEscrow: devnet.addresses().voteEscrow }, routes);
    const governance = governanceLoader({ db: deps.db, chain: devnet });
    registerGovernanceApi(app, governance, routes, { voteEscrow: devnet.addresses().voteEscrow });
    const portfolio = { db: deps.db, chain: devnet, tokens, addresses: devnet, transactions: devnet, governance };
    const answers = deps.answers;
    registerPortfolioApi(app, { ...portfolio, answers, factory: devnet.addresses().tokenFactory }, routes);
  }
  registerBuilderApi(app, { chain: devnet, factory: devnet.addresses().tokenFactory }, routes);

  const openApi = buildOpenApiDocument(routes, { title: 'Tycho DEX local network', version: '0.2.31' });
  app.get('/api/openapi.json', async () => openApi);

  if (deps.config.devWallet) {
    await registerDevWallet(app, {
      devnet,
      version: deps.config.devWalletVersion,
      networkId: deps.config.networkId,
    });
  }
  await registerWeb(app, {
    webDist: deps.config.webDist,
    headInjection:
      runtimeConfigScript({
        tokenListUrl: tokenListPath,
        upgradableTokensUrl: upgradableTokensPath,
        wrappedNativeRoot: devnet.addresses().wtycho,
        dexRoot: devnet.addresses().dexRoot,
        dexGasValues: devnet.addresses().dexGasValues,
        tokenFactory: devnet.addresses().tokenFactory,
        gaugeFactory: devnet.addresses().gaugeFactory,
        farmFabric: devnet.addresses().farmFabric,
        voteEscrow: devnet.addresses().voteEscrow,
        daoRoot: devnet.addresses().daoRoot,
        limitOrderFactory: devnet.addresses().limitOrderFactory,
      }) + (deps.config.devWallet ? devWalletScriptTag() : ''),
  });
  return app;
}
