/**
 * Seed step: 30 days of market history ending at `historyEnd`. Traders (seeded wallets and the dev accounts) swap
 * through the pools with the clock advanced trade by trade (deterministic PRNG: sizes vary, directions lean towards
 * each token's target price of market/plan.ts, so prices move and charts look alive), the market maker arbitrages
 * the pairs back to the prices the pools agree on at the end of every day and once more at the end (the network
 * starts consistent), dev accounts buy the token the base step left them without and, with the traders, add and
 * remove liquidity, and at the end the pools' beneficiary fees are sent to the beneficiary.
 */
import { DexPairAbiJson } from '@tycho/abi';
import { TYCHO } from '../engine/constants';
import { at, must } from '../engine/must';
import * as dex from './dex-actions';
import { arbitragePairs, TRADER_NAMES, marketRoots, sellFraction, viewOf } from '../market/actions';
import { leanSells, pickWeighted } from '../market/plan';
import { MARKET_POOLS, prng } from './market-config';
import { mintTo, poolAmounts, rootOf, seedWallet } from './market';
import { seeded, type SeedContext, type SeedStep } from './steps';
import { SEED_TOKENS } from './tokens';
import { DAY_SECONDS, HISTORY_DAYS, TRADES_PER_DAY } from './history-config';

async function fundTraders(ctx: SeedContext): Promise<string[]> {
  const traders: string[] = [];
  for (const name of TRADER_NAMES) {
    const address = await seedWallet(ctx, name, 200_000n);
    traders.push(address);
    for (const p of MARKET_POOLS) {
      for (const [k, symbol] of p.symbols.entries()) {
        if (symbol === 'WTYCHO') continue;
        const amount = at(poolAmounts(ctx, p.symbols, p.tvl), k, 'pool amount') / 10n;
        await mintTo(ctx, rootOf(ctx, symbol), address, amount);
      }
    }
    await ctx.devnet.sendFrom(address, seeded(ctx.addresses, 'vault'), { value: 60_001n * TYCHO, bounce: true });
  }
  await ctx.devnet.drain();
  return traders;
}

/**
 * First purchases: the base step leaves each dev account without one token (rotating); all but the last account buy
 * some of it at the start of the history (1 % of another token they hold, through a pool with both), so the dev
 * accounts can use every pool, and the last one (Heidi) shows a token without a wallet.
 */
async function firstPurchases(ctx: SeedContext, start: number) {
  const d = ctx.devnet;
  const dexRoot = seeded(ctx.addresses, 'dexRoot');
  d.chain.clock.freeze(Math.max(start, d.chain.clock.now() + 1));
  for (const account of ctx.devAccounts.slice(0, -1)) {
    for (const token of SEED_TOKENS) {
      const root = rootOf(ctx, token.symbol);
      if (dex.tokenBalance(d, root, account.address) > 0n) continue;
      for (const p of MARKET_POOLS.filter((x) => x.symbols.length === 2 && x.symbols.includes(token.symbol))) {
        const other = rootOf(
          ctx,
          must(
            p.symbols.find((x) => x !== token.symbol),
            `other token of a pool with ${token.symbol}`,
          ),
        );
        const amount = dex.tokenBalance(d, other, account.address) / 100n;
        if (amount === 0n) continue;
        const roots = p.symbols.map((x) => rootOf(ctx, x));
        await dex.swap(d, dexRoot, account.address, other, amount, [{ roots, outcoming: root, expected: 1n }]);
        break;
      }
    }
  }
}

/** The background market's traders, funded as the history step funds them, without the 30 days of history (tests). */
export const tradersStep: SeedStep = {
  name: 'traders',
  async run(ctx) {
    await fundTraders(ctx);
  },
};

export const historyStep: SeedStep = {
  name: 'history',
  async run(ctx) {
    const d = ctx.devnet;
    const clock = d.chain.clock;
    const dexRoot = seeded(ctx.addresses, 'dexRoot');
    const rand = prng(ctx.seed * 7919 + 17);
    const traders = await fundTraders(ctx);
    const users = [...traders, ...ctx.devAccounts.map((a) => a.address)];
    const pools = marketRoots(d);
    const maker = seeded(ctx.addresses, 'marketMaker');
    const weights = MARKET_POOLS.map((p) => Math.sqrt(p.tvl));
    const start = Math.max(clock.now() + 60, ctx.historyEnd - HISTORY_DAYS * DAY_SECONDS);
    await firstPurchases(ctx, start);
    let id = 1000n;
    for (let day = 0; day < HISTORY_DAYS; day++) {
      const dayStart = start + day * DAY_SECONDS;
      const count = TRADES_PER_DAY[0] + Math.floor(rand() * (TRADES_PER_DAY[1] - TRADES_PER_DAY[0]));
      // The last day (the 24 h before the network starts) trades in every pool at least once, at random times
      // after its first two hours (the 24 h figures count whole hours), each of those by a trader.
      const last = day === HISTORY_DAYS - 1;
      const slots = [...Array<number>(count).fill(-1), ...(last ? pools.map((_, k) => k) : [])];
      const early = last ? 7200 : 0;
      const times = slots
        .map(() => dayStart + early + Math.floor(rand() * (DAY_SECONDS - 600 - early)))
        .sort((a, b) => a - b);
      for (const t of times) {
        clock.freeze(Math.max(t, clock.now() + 1));
        const slot = at(slots.splice(Math.floor(rand() * slots.length), 1), 0, 'history trade slot');
        const k = slot >= 0 ? slot : pickWeighted(weights, rand());
        const s = dex.deployedPool(d, dexRoot, at(pools, k, 'market pool'));
        const [i, j] = s.roots.length === 2 ? [0, 1] : [Math.floor(rand() * 3), 0];
        const jj = i === j ? (j + 1) % s.roots.length : j;
        // Lean towards the target prices (the same for every pool, so the pools stay consistent), plus noise.
        const sellI = leanSells(
          viewOf(s, at(MARKET_POOLS, k, 'market pool').kind),
          i,
          jj,
          clock.now(),
          ctx.seed,
          rand(),
        );
        const [inK, outK] = sellI ? [i, jj] : [jj, i];
        const size = 0.0005 + rand() ** 2 * 0.012;
        const dev = rand() < 0.2 && slot < 0;
        const user = dev
          ? at(users, traders.length + Math.floor(rand() * (users.length - traders.length)), 'history user')
          : at(traders, Math.floor(rand() * traders.length), 'history trader');
        const cap = dev ? 4n : 1n;
        const held = dex.tokenBalance(d, at(s.roots, inK, 'pool root'), user) / cap;
        const fraction = Math.min(size, Number(held) / Number(at(s.balances, inK, 'pool balance')));
        await sellFraction(d, dexRoot, user, s, inK, outK, fraction, { id: id++, topUp: false });
      }
      // Arbitrage at the end of the day: no pair stays more than 1 % off the prices the pools agree on.
      clock.freeze(Math.max(dayStart + DAY_SECONDS - 400, clock.now() + 1));
      await arbitragePairs(d, dexRoot, maker, pools, { threshold: 0.01, rounds: 8, id: id++ });
      clock.freeze(Math.max(dayStart + DAY_SECONDS - 300, clock.now() + 1));
      await liquidityOfTheDay(ctx, rand, users, pools, day);
      for (const hook of ctx.historyDay ?? []) await hook(day);
    }
    // The network starts with every pair within 0.3 % of the others.
    await arbitragePairs(d, dexRoot, maker, pools, { threshold: 0.003, rounds: 20, id });
    for (const roots of pools) {
      await d.sendFrom(seeded(ctx.addresses, 'dexBeneficiary'), dex.poolOf(d, dexRoot, roots), {
        value: 2n * TYCHO,
        bounce: true,
        call: {
          abi: DexPairAbiJson,
          method: 'withdrawBeneficiaryFee',
          params: { send_gas_to: seeded(ctx.addresses, 'dexBeneficiary') },
        },
      });
    }
    clock.freeze(Math.max(ctx.historyEnd, clock.now() + 1));
  },
};

/** One deposit a day (dev accounts get LP this way), a withdrawal every third day. */
async function liquidityOfTheDay(
  ctx: SeedContext,
  rand: () => number,
  users: string[],
  pools: string[][],
  day: number,
) {
  const d = ctx.devnet;
  const dexRoot = seeded(ctx.addresses, 'dexRoot');
  const devs = ctx.devAccounts.map((a) => a.address);
  const user =
    day < devs.length * 2
      ? at(devs, day % devs.length, 'dev account')
      : at(users, Math.floor(rand() * users.length), 'history user');
  const k = day < devs.length * 2 ? (day * 5) % pools.length : Math.floor(rand() * pools.length);
  const s = dex.deployedPool(d, dexRoot, at(pools, k, 'market pool'));
  const share = 0.001 + rand() * 0.004;
  const amounts = s.balances.map((b) => BigInt(Math.floor(Number(b) * share)));
  if (amounts.every((a, i) => a > 0n && dex.tokenBalance(d, at(s.roots, i, 'pool root'), user) >= a)) {
    await dex.addLiquidity(d, dexRoot, user, s.roots, amounts, { callId: BigInt(day) });
  }
  // Withdrawals: every other day the market maker takes out 2 % of one pool; every third day a trader with LP half.
  const withdrawals: [string, bigint][] = [];
  if (day % 2 === 1) withdrawals.push([seeded(ctx.addresses, 'marketMaker'), 50n]);
  if (day % 3 === 2) withdrawals.push([at(users, Math.floor(rand() * 4), 'history user'), 2n]);
  for (const [who, part] of withdrawals) {
    const start = Math.floor(rand() * pools.length);
    for (let n = 0; n < pools.length; n++) {
      const p = dex.deployedPool(d, dexRoot, at(pools, (start + n) % pools.length, 'market pool'));
      const lp = dex.tokenBalance(d, p.lpRoot, who) / part;
      if (lp > 0n) {
        await dex.removeLiquidity(d, dexRoot, who, p.roots, lp);
        break;
      }
    }
  }
}
