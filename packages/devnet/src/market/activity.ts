/**
 * The background market of the local network: every few seconds one tick of market/plan.ts (a small swap, now and
 * then a deposit or a withdrawal) by one of the seeded traders, then the market maker's arbitrage of a pair that
 * drifted off the others, and now and then a limit order placed, filled or cancelled (market/limit.ts). Everything
 * goes through real wallet messages, so the indexer, the 24 h figures, the charts, the order book and the
 * transaction lists see an ordinary market. The tick number is stored in devnet_meta: the same seed
 * gives the same sequence of actions across restarts. Ticks are skipped while nobody used the network for a while.
 */
import type { Devnet } from '../api';
import { DevnetImpl, type DevnetInternals } from '../devnet';
import { fromJson } from '../engine/json';
import { prng } from '../seed/market-config';
import { seeded } from '../seed/steps';
import { at } from '../engine/must';
import * as dex from '../seed/dex-actions';
import {
  arbitragePairs,
  ensureGas,
  ensureHolding,
  marketRoots,
  marketViews,
  seededWallet,
  sellFraction,
  TRADER_NAMES,
} from './actions';
import { daoTick } from './dao';
import { limitMarketOf, limitTick, type LimitAction, type LimitMarket } from './limit';
import { planTick, type TickAction } from './plan';

export interface MarketActivityOptions {
  /** Mean wall-clock time between ticks (default 5000 ms); each wait is 0.5 to 1.5 times it. */
  intervalMs?: number;
  /** Ticks are skipped when nothing marked the network used (`touch`) for this long (default 15 minutes). */
  idleAfterMs?: number;
  /** Where failures are reported (default console.error). */
  onError?: (error: unknown) => void;
}

const TICK_KEY = 'marketTick';
/** Call ids of the background market's swaps and deposits (far above the seeded history's). */
const CALL_ID_BASE = 1_000_000_000n;

export class MarketActivity {
  private tickNumber = 0;
  private loaded = false;
  private timer?: NodeJS.Timeout;
  private current?: Promise<unknown>;
  private lastUse = Date.now();
  private stopped = false;
  private failures = 0;
  private readonly roots: string[][];
  private readonly traders: string[];
  private readonly maker: string;
  private readonly dexRoot: string;
  private readonly limit: LimitMarket | undefined;
  /** The limit-order action of the last tick (none on a network without the limit orders). */
  lastLimitAction: LimitAction = { kind: 'none' };

  constructor(
    private readonly devnet: DevnetImpl,
    private readonly options: MarketActivityOptions = {},
  ) {
    const addresses = devnet.addresses();
    this.dexRoot = seeded(addresses, 'dexRoot');
    this.maker = seeded(addresses, 'marketMaker');
    this.roots = marketRoots(devnet);
    this.traders = TRADER_NAMES.map((name) => seededWallet(devnet, name));
    this.limit = limitMarketOf(devnet);
  }

  /** Whether ticks are scheduled (started and not paused). */
  get running(): boolean {
    return this.timer !== undefined;
  }

  /** Ticks made on this network so far. */
  get ticks(): number {
    return this.tickNumber;
  }

  /** Marks the network as used (an HTTP request): ticks go on for `idleAfterMs` more. */
  touch(): void {
    this.lastUse = Date.now();
  }

  /** Starts (or resumes) ticking. */
  resume(): void {
    if (this.timer || this.stopped) return;
    this.schedule();
  }

  /** Stops scheduling ticks; resolves when the tick under way (if any) has completed: the market is still. */
  async pause(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.current?.catch(() => undefined);
  }

  /** Pauses for good (call before closing the devnet). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.pause();
  }

  private schedule(): void {
    const interval = this.options.intervalMs ?? 5000;
    const jitter = prng(this.devnet.seed * 104_729 + this.tickNumber)();
    this.timer = setTimeout(() => void this.onTimer(), interval * (0.5 + jitter));
    this.timer.unref();
  }

  private async onTimer(): Promise<void> {
    const mine = this.timer;
    const idle = Date.now() - this.lastUse > (this.options.idleAfterMs ?? 15 * 60_000);
    try {
      if (!idle) await this.tick();
    } catch (error) {
      // reported the first times and then every hundredth, not every few seconds forever
      this.failures += 1;
      if (this.failures <= 3 || this.failures % 100 === 0) {
        (this.options.onError ?? ((e) => console.error(`market activity: tick failed (${this.failures})`, e)))(error);
      }
    }
    // paused meanwhile (or paused and resumed: that scheduled its own timer): nothing to schedule
    if (this.timer === mine && mine && !this.stopped) this.schedule();
  }

  /** Runs one tick now (one at a time) and returns what it did. */
  async tick(): Promise<TickAction> {
    while (this.current) await this.current.catch(() => undefined);
    const run = this.runTick();
    this.current = run;
    try {
      return await run;
    } finally {
      this.current = undefined;
    }
  }

  private async runTick(): Promise<TickAction> {
    const d = this.devnet;
    if (!this.loaded) {
      this.tickNumber = Number(fromJson<number | undefined>(await d.readMeta(TICK_KEY)) ?? 0);
      this.loaded = true;
    }
    const tick = this.tickNumber;
    const { states, views } = marketViews(d, this.dexRoot, this.roots);
    const action = planTick(views, tick, d.now(), d.seed, this.traders.length);
    const user = at(this.traders, action.trader, 'market trader');
    const s = at(states, action.pool, 'market pool state');
    const id = CALL_ID_BASE + BigInt(tick);
    await ensureGas(d, user);
    await ensureGas(d, this.maker);
    const lp = dex.tokenBalance(d, s.lpRoot, user) / 3n;
    if (action.kind === 'swap') {
      await sellFraction(d, this.dexRoot, user, s, action.from, action.to, action.fraction, { id, topUp: true });
    } else if (action.kind === 'withdraw' && lp > 0n) {
      await dex.removeLiquidity(d, this.dexRoot, user, s.roots, lp, id);
    } else {
      const share = action.kind === 'deposit' ? action.share : 0.0005;
      const amounts = s.balances.map((b) => BigInt(Math.floor(Number(b) * share)));
      for (const [k, root] of s.roots.entries()) await ensureHolding(d, user, root, at(amounts, k, 'deposit amount'));
      await dex.addLiquidity(d, this.dexRoot, user, s.roots, amounts, { callId: id });
    }
    await arbitragePairs(d, this.dexRoot, this.maker, this.roots, { threshold: 0.005, rounds: 2, id });
    this.lastLimitAction = this.limit ? await limitTick(d, this.limit, tick, id) : { kind: 'none' };
    await daoTick(d, this.traders, tick);
    this.tickNumber = tick + 1;
    d.chain.setMeta(TICK_KEY, this.tickNumber);
    await d.chain.flush();
    return action;
  }
}

/** Whether the network has the seeded market the background market trades on (market and history seed steps). */
type DevnetHandle = Devnet & DevnetInternals;

export function hasSeededMarket(devnet: DevnetHandle): boolean {
  const addresses = devnet.addresses();
  return !!addresses.dexRoot && !!addresses.marketMaker && marketRoots(devnet).every((r) => r.every(Boolean));
}

/** The background market of a seeded network (see `hasSeededMarket`). */
export function createMarketActivity(devnet: DevnetHandle, options?: MarketActivityOptions): MarketActivity {
  if (!(devnet instanceof DevnetImpl) || !hasSeededMarket(devnet)) {
    throw new Error('the background market needs a network seeded with its market (createDevnet default steps)');
  }
  return new MarketActivity(devnet, options);
}
