/**
 * Seed steps of the limit orders. `limitSetupStep` (before the history) deploys the order factory
 * (`limitOrderFactory`), order roots for USDT, QUBE, WETH and WBTC (`limitRoot:<SYMBOL>`; other tokens have none, so
 * a user meets the deploy-root popup), and two limit traders, and adds a daily hook to the history: on every pair of
 * `LIMIT_PAIRS` every third day, an order near the pool price is placed and filled, partly or fully (a partly filled
 * one is cancelled at the end of the day). `limitBookStep` (after the history) leaves a live book: four asks and four
 * bids per pair, the nearest ones partly filled, one ask and one bid of Heidi on QUBE/USDT, and one ask of Dave on
 * WETH/USDT, a third filled (Dave holds a position of every kind: the portfolio's browser test).
 */
import { TYCHO } from '../engine/constants';
import { sha256 } from '../engine/codec';
import { at, entry } from '../engine/must';
import * as dex from './dex-actions';
import * as limit from './limit-actions';
import { decimalsOf, mintTo, rootOf, seedWallet } from './market';
import { prng, START_PRICES, toUnits } from './market-config';
import { deployViaGiver, seeded, type SeedContext, type SeedStep } from './steps';

export const LIMIT_PAIRS: [string, string][] = [
  ['QUBE', 'USDT'],
  ['WETH', 'USDT'],
  ['WBTC', 'USDT'],
];
export const LIMIT_ROOT_TOKENS = ['USDT', 'QUBE', 'WETH', 'WBTC'];
const TRADERS = ['LimitMaker', 'LimitTaker'];
/** USD of each token minted to each limit trader. */
const TRADER_USD = 400_000;

/** Price of one `base` in `quote` (whole tokens) from their pool's reserves. */
function midPrice(ctx: SeedContext, base: string, quote: string): number {
  const [baseRoot, quoteRoot] = [rootOf(ctx, base), rootOf(ctx, quote)];
  const s = dex.deployedPool(ctx.devnet, seeded(ctx.addresses, 'dexRoot'), [baseRoot, quoteRoot]);
  const amount = (root: string, symbol: string) =>
    Number(at(s.balances, s.roots.indexOf(root), 'pool balance')) / 10 ** decimalsOf(ctx, symbol);
  return amount(quoteRoot, quote) / amount(baseRoot, base);
}

interface Quote {
  base: string;
  quote: string;
  /** Price of one base in quote tokens. */
  price: number;
  /** USD value of the order. */
  usd: number;
}

/** Places an ask (sells base) or a bid (spends quote for base) at `price`. */
async function order(ctx: SeedContext, maker: string, side: 'ask' | 'bid', q: Quote) {
  const [b, c] = [rootOf(ctx, q.base), rootOf(ctx, q.quote)];
  const baseWhole = q.usd / midPrice(ctx, q.base, 'USDT');
  const [db, dq] = [decimalsOf(ctx, q.base), decimalsOf(ctx, q.quote)];
  const factory = seeded(ctx.addresses, 'limitOrderFactory');
  if (side === 'ask') {
    return limit.placeOrder(ctx.devnet, factory, maker, b, c, toUnits(baseWhole, db), toUnits(baseWhole * q.price, dq));
  }
  const quoteWhole = baseWhole * q.price;
  return limit.placeOrder(ctx.devnet, factory, maker, c, b, toUnits(quoteWhole, dq), toUnits(baseWhole, db));
}

/** Fills `part` (0..1] of what an order still expects. */
async function fillPart(ctx: SeedContext, taker: string, address: string, part: number) {
  const s = limit.orderState(ctx.devnet, address);
  if (!s) return;
  const amount = (s.currentReceive * BigInt(Math.round(part * 1000))) / 1000n;
  if (amount > 0n) await limit.fillOrder(ctx.devnet, address, taker, amount);
}

async function limitDay(ctx: SeedContext, rand: () => number, day: number) {
  const [maker, taker] = TRADERS.map((n) => seeded(ctx.addresses, `account:${n}`));
  for (const [k, [base, quote]] of LIMIT_PAIRS.entries()) {
    if ((day + k) % 3 !== 0) continue;
    ctx.devnet.chain.clock.freeze(ctx.devnet.now() + 1 + Math.floor(rand() * 20));
    const side = rand() < 0.5 ? 'ask' : 'bid';
    // The taker gets a little better than the pool price: takers have a reason to fill.
    const mid = midPrice(ctx, base, quote);
    const price = mid * (side === 'ask' ? 1 - 0.002 * rand() : 1 + 0.002 * rand());
    const address = await order(ctx, maker, side, { base, quote, price, usd: 500 + rand() * 2500 });
    if (!address) continue;
    ctx.devnet.chain.clock.freeze(ctx.devnet.now() + 5 + Math.floor(rand() * 30));
    const full = rand() < 0.5;
    await fillPart(ctx, taker, address, full ? 1 : 0.3 + rand() * 0.5);
    if (!full) {
      if (rand() < 0.5) await fillPart(ctx, taker, address, 0.3 + rand() * 0.4);
      ctx.devnet.chain.clock.freeze(ctx.devnet.now() + 10);
      await limit.cancelOrder(ctx.devnet, address, maker);
    }
  }
}

export const limitSetupStep: SeedStep = {
  name: 'limit orders: factory and roots',
  async run(ctx) {
    const d = ctx.devnet;
    const owner = seeded(ctx.addresses, 'dexOwner');
    const init = limit.factoryInit(owner, seeded(ctx.addresses, 'dexRoot'), sha256(`${ctx.seed}:limit-factory`));
    const factory = await deployViaGiver(ctx, 'LimitOrderFactory', init, 10n * TYCHO);
    ctx.addresses.limitOrderFactory = factory;
    for (const symbol of LIMIT_ROOT_TOKENS) {
      ctx.addresses[`limitRoot:${symbol}`] = await limit.createOrderRoot(d, factory, owner, rootOf(ctx, symbol));
    }
    for (const name of TRADERS) {
      const address = await seedWallet(ctx, name, 100_000n);
      ctx.addresses[`account:${name}`] = address;
      for (const symbol of new Set(LIMIT_PAIRS.flat())) {
        const amount = toUnits(TRADER_USD / entry(START_PRICES, symbol, 'start price'), decimalsOf(ctx, symbol));
        await mintTo(ctx, rootOf(ctx, symbol), address, amount);
      }
    }
    await d.drain();
    const rand = prng(ctx.seed * 104_729 + 3);
    (ctx.historyDay ??= []).push((day) => limitDay(ctx, rand, day));
  },
};

export const limitBookStep: SeedStep = {
  name: 'limit orders: live book',
  async run(ctx) {
    const [maker, taker] = TRADERS.map((n) => seeded(ctx.addresses, `account:${n}`));
    const rand = prng(ctx.seed * 15_485_863 + 11);
    for (const [base, quote] of LIMIT_PAIRS) {
      const mid = midPrice(ctx, base, quote);
      for (let k = 1; k <= 4; k++) {
        const usd = 800 * k + rand() * 400;
        const ask = await order(ctx, maker, 'ask', { base, quote, price: mid * (1 + 0.004 * k), usd });
        const bid = await order(ctx, maker, 'bid', { base, quote, price: mid * (1 - 0.004 * k), usd });
        if (k === 1 && ask) await fillPart(ctx, taker, ask, 0.4);
        if (k === 1 && bid) await fillPart(ctx, taker, bid, 0.25);
      }
    }
    // Heidi's own orders, paid from tokens minted for them (her other balances stay as seeded).
    const heidi = seeded(ctx.addresses, 'account:Heidi');
    const mid = midPrice(ctx, 'QUBE', 'USDT');
    await mintTo(ctx, rootOf(ctx, 'QUBE'), heidi, toUnits(100, decimalsOf(ctx, 'QUBE')));
    await mintTo(ctx, rootOf(ctx, 'USDT'), heidi, toUnits(100 * mid * 0.95, decimalsOf(ctx, 'USDT')));
    await ctx.devnet.drain();
    await order(ctx, heidi, 'ask', { base: 'QUBE', quote: 'USDT', price: mid * 1.05, usd: 50 * mid });
    await order(ctx, heidi, 'bid', { base: 'QUBE', quote: 'USDT', price: mid * 0.95, usd: 50 * mid });
    // Dave's ask, paid from WETH minted for it, a third taken by the limit taker
    const dave = seeded(ctx.addresses, 'account:Dave');
    const weth = { base: 'WETH', quote: 'USDT', price: midPrice(ctx, 'WETH', 'USDT') * 1.06, usd: 300 };
    await mintTo(
      ctx,
      rootOf(ctx, 'WETH'),
      dave,
      toUnits(weth.usd / midPrice(ctx, 'WETH', 'USDT'), decimalsOf(ctx, 'WETH')),
    );
    await ctx.devnet.drain();
    const daves = await order(ctx, dave, 'ask', weth);
    if (daves) await fillPart(ctx, taker, daves, 1 / 3);
  },
};
