/**
 * createDevnet: loads the persisted network from the database, or wipes the devnet tables and seeds a new one
 * deterministically from the seed number.
 */
import type { Db } from '@tycho/db';
import type { Devnet } from './api';
import { Chain } from './engine/chain';
import { ChainClock } from './engine/clock';
import { deriveAddress } from './engine/addresses';
import { deterministicKeyPair } from './engine/keys';
import { GENESIS_SUPPLY } from './engine/constants';
import { fromJson } from './engine/json';
import { Store } from './engine/store';
import { must } from './engine/must';
import { createRegistry } from './contracts/registry';
import { DevnetImpl, type DevnetInternals, type NetworkInfo } from './devnet';
import { runSeed } from './seed';
import type { SeedStep } from './seed/steps';

export * from './api';
export { openDevnetReplica, type DevnetReader, type DevnetReplica } from './replica';
export type { DevnetInternals, NetworkInfo, TokenMetadata, CallOptions } from './devnet';
export {
  TRANSACTION_FEE,
  TYCHO,
  GENESIS_SUPPLY,
  GENESIS_TIME,
  CHAIN_TIME_HORIZON,
  Flag,
  ExitCode,
  RunLocalCode,
} from './engine/constants';
export { ContractError, DevnetInputError } from './engine/types';
export { MissingStateError } from './engine/must';
export { TokenErrors } from './contracts/tip3';
export { DEV_ACCOUNT_NAMES, SEED_TOKENS, DEFAULT_STEPS, BASE_STEPS, type SeedStep } from './seed';
export { logoSvg, logoURI, logoKey } from './seed/logos';
export { dexRootStep } from './seed/dex';
export { marketStep } from './seed/market';
export { tradersStep } from './seed/history';
export { builderStep, BUILDER_OWNER, BUILDER_TOKEN, CREATE_TOKEN_VALUE } from './seed/builder';
export {
  TokenFactoryErrors,
  TokenFactoryGas,
  setTokenFactoryCallbackFault,
  type TokenFactoryCallbackFault,
} from './contracts/token-factory';
export { setLimitOrderHold, type LimitOrderHold } from './contracts/limit/hold';
export { upgradableTokens, V4_HOLDERS, V4_TOKENS, type UpgradableToken } from './seed/upgrade';
export { MARKET_POOLS, MARKET_TOKENS, START_PRICES } from './seed/market-config';
export { SEED_GAUGES } from './seed/gauges';
export { SEED_FARMS, FARM_MIGRATION_DAYS } from './seed/farms';
export { encodeDepositPayload } from './contracts/gauge/payload';
export { createMarketActivity, hasSeededMarket, MarketActivity, type MarketActivityOptions } from './market/activity';
export type { TickAction } from './market/plan';
export { DexOp } from './contracts/dex/constants';
export {
  encodePayload,
  decodePayload,
  encodeCombo,
  encodeUnwrapTo,
  encodeUserOther,
  type PayloadHead,
  type ComboPayload,
} from './contracts/dex/payload';

export interface CreateDevnetOptions {
  db: Db;
  /** Seed number (default 1). Ignored when an existing network is loaded: the stored seed wins. */
  seed?: number;
  /** Wipe the devnet tables and seed again. */
  reset?: boolean;
  /** Seed steps (default: dev accounts, tokens, vault, DEX, market, history, v4 tokens). */
  steps?: SeedStep[];
  /**
   * End of the seeded 30-day market history, unix seconds (default: now, so the history ends at the moment the
   * network starts and the 24 h figures are those of a live market). Tests pin it for identical histories.
   */
  historyEnd?: number;
  /**
   * A stored network's chain clock goes on from the last time it handed out instead of following real time since
   * (`ChainClock.restore`): for a copy of a network sealed earlier. Ignored when seeding.
   */
  resumeClock?: boolean;
}

export type DevnetHandle = Devnet & DevnetInternals;

/** Whether the database holds a network (createDevnet loads it rather than seeding one). */
export async function hasNetwork(db: Db): Promise<boolean> {
  return (await new Store(db).loadMeta()).has('network');
}

export async function createDevnet(options: CreateDevnetOptions): Promise<DevnetHandle> {
  const store = new Store(options.db);
  const models = createRegistry();
  let devnet: DevnetImpl | undefined;
  const onCommit: ConstructorParameters<typeof Chain>[6] = (committed, accounts) => devnet?.notify(committed, accounts);

  if (!options.reset) {
    const meta = await store.loadMeta();
    const network = meta.get('network');
    if (network) {
      const info = fromJson<NetworkInfo>(network);
      const [accounts, queue] = await Promise.all([store.loadAccounts(), store.loadQueue()]);
      const clock = ChainClock.restore(fromJson(meta.get('clock')), options.resumeClock);
      const lt = BigInt(fromJson<string>(meta.get('lt')) ?? '0');
      const chain = new Chain(store, models, info.seed, info.feeCollector, clock, { lt, accounts, queue }, onCommit);
      devnet = new DevnetImpl(chain, store, info);
      chain.resume();
      return devnet;
    }
  }

  await store.wipe();
  const seed = options.seed ?? 1;
  const giverInit = { publicKey: deterministicKeyPair(`${seed}:giver`).publicKey, name: 'Giver' };
  const network: NetworkInfo = {
    seed,
    giver: deriveAddress(seed, 'EverWallet', giverInit),
    feeCollector: deriveAddress(seed, 'FeeCollector', {}),
    devAccounts: [],
    addresses: {},
    tokens: [],
  };
  network.addresses.giver = network.giver;
  network.addresses.feeCollector = network.feeCollector;
  const chain = new Chain(
    store,
    models,
    seed,
    network.feeCollector,
    new ChainClock(0),
    { lt: 0n, accounts: [], queue: [] },
    onCommit,
  );
  chain.genesis({
    address: network.giver,
    kind: 'EverWallet',
    balance: GENESIS_SUPPLY,
    state: must(models.get('EverWallet'), 'EverWallet model').init(giverInit),
    lastLt: 0n,
    lastHash: '',
  });
  chain.genesis({ address: network.feeCollector, balance: 0n, state: null, lastLt: 0n, lastHash: '' });
  devnet = new DevnetImpl(chain, store, network);
  await runSeed(devnet, network, options.steps, options.historyEnd);
  return devnet;
}
