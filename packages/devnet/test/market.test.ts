/** The default seeded network: market, 30 days of history, dev accounts' holdings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DexPairAbiJson, OrderState, TokenWalletAbiJson } from '@tycho/abi';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import {
  createDevnet,
  createMarketActivity,
  type DevnetHandle,
  hasSeededMarket,
  logoSvg,
  TYCHO,
  upgradableTokens,
  V4_HOLDERS,
} from '../src';
import { marketRoots, marketViews } from '../src/market/actions';
import { limitMarketOf, limitTick, MAX_OPEN_PER_PAIR } from '../src/market/limit';
import { orderState } from '../src/seed/limit-actions';
import { deviation, referencePrices } from '../src/market/plan';
import type { PoolState } from '../src/contracts/dex/pool-state';
import type { DevnetImpl } from '../src/devnet';
import { EMPTY_CELL } from '../src/engine/codec';
import { tokenBalance, walletAddress } from '../src/seed/dex-actions';
import { START_PRICES } from '../src/seed/market-config';
import { expectConservation, eventsOf } from './dex/helpers';

let handle: DatabaseHandle;
let d: DevnetHandle;
const END = Date.UTC(2026, 10, 20) / 1000;
/** What must be equal between two networks seeded from the same seed. */
async function fingerprint(net: DevnetHandle) {
  return {
    addresses: net.addresses(),
    tokens: net.tokenMetadata(),
    accounts: net
      .accounts()
      .map((a) => [a.address, a.kind, a.balance.toString(), a.lastHash])
      .sort(),
    history: (await net.getTransactions(net.addresses()['pool:QUBE-USDT']!, undefined, 100)).transactions,
  };
}
let first: Awaited<ReturnType<typeof fingerprint>>;
beforeAll(async () => {
  handle = await openDatabase();
  const t0 = Date.now();
  const a = await createDevnet({ db: handle.db, seed: 1, historyEnd: END });
  console.log(`seeded the default network in ${Date.now() - t0} ms`);
  first = await fingerprint(a);
  await a.close();
  d = await createDevnet({ db: handle.db, seed: 1, historyEnd: END, reset: true });
}, 300_000); // two full seeds (about 20 s each on a quiet machine)
afterAll(async () => {
  await d?.close();
  await handle?.close();
});

const pools = () =>
  Object.entries(d.addresses())
    .filter(([k]) => k.startsWith('pool:'))
    .map(([name, address]) => ({ name, address, s: d.account(address)!.state as PoolState }));

function tvl(s: PoolState) {
  const symbols = s.roots.map((r) => d.tokenMetadata().find((t) => t.address === r)!.symbol);
  return s.balances.reduce((sum, b, k) => sum + (Number(b) / 10 ** s.decimals[k]!) * START_PRICES[symbols[k]!]!, 0);
}

describe('seeded market', () => {
  it('is deterministic: the same seed gives the same market and history', async () => {
    expect(await fingerprint(d)).toEqual(first);
    expect(d.tokenMetadata().map((t) => t.symbol)).toEqual([
      ...['USDT', 'USDC', 'DAI', 'QUBE', 'BRIDGE', 'WBTC', 'WTYCHO'],
      ...['WETH', 'EVER', 'TON', 'SOL', 'AAVE', 'LINK', 'USDТ'],
    ]);
  });

  it('has 10+ tokens with local logos and exactly one scam token', () => {
    const tokens = d.tokenMetadata();
    expect(tokens.length).toBeGreaterThanOrEqual(10);
    for (const t of tokens) {
      expect(t.logoURI).toMatch(/^\/logos\/[A-Za-z0-9_]+\.svg$/);
      expect(logoSvg(t.logoURI!.slice('/logos/'.length, -4))).toContain('<svg');
    }
    expect(tokens.filter((t) => t.scam).map((t) => t.symbol)).toEqual(['USDТ']);
  });

  it('has 15+ active pools of all three kinds, TVL above and below 50 000 USD', () => {
    const list = pools();
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(new Set(list.map((p) => p.s.type))).toEqual(new Set([1, 2, 3]));
    expect(list.every((p) => p.s.active && p.s.lpSupply > 0n)).toBe(true);
    const tvls = list.map((p) => tvl(p.s));
    expect(tvls.some((x) => x > 50_000)).toBe(true);
    expect(tvls.filter((x) => x < 50_000).length).toBeGreaterThanOrEqual(3);
    expect(d.addresses()['pool:USDT-USDC']).toBeDefined();
    expect(d.addresses()['pool:USDT-USDC-DAI']).toBeDefined();
    expect(d.addresses()['lp:USDT-USDC-DAI']).toBe(pools().find((p) => p.name === 'pool:USDT-USDC-DAI')!.s.lpRoot);
  });

  it('has 30 days of trades, deposits and withdrawals ending at historyEnd', async () => {
    const usdtUsdc = d.addresses()['pool:USDT-USDC']!;
    const page = await d.getTransactions(usdtUsdc, undefined, 500);
    const times = page.transactions.map((t) => t.createdAt);
    expect(Math.max(...times)).toBeLessThanOrEqual(END);
    expect(Math.max(...times)).toBeGreaterThan(END - 86_400);
    expect(Math.min(...times.filter((t) => t > END - 31 * 86_400))).toBeLessThan(END - 29 * 86_400);
    const exchanges = await eventsOf(d, usdtUsdc, DexPairAbiJson, 'Exchange');
    expect(exchanges.length).toBeGreaterThan(20);
    let deposits = 0;
    let withdrawals = 0;
    for (const p of pools()) {
      deposits += (await eventsOf(d, p.address, DexPairAbiJson, 'DepositLiquidity')).length;
      withdrawals += (await eventsOf(d, p.address, DexPairAbiJson, 'WithdrawLiquidity')).length;
    }
    expect(deposits).toBeGreaterThan(30);
    expect(withdrawals).toBeGreaterThan(5);
  });

  it('starts with every pair priced like the others: within 0.3 % of the prices the pools agree on', () => {
    const impl = d as unknown as DevnetImpl;
    const { views } = marketViews(impl, d.addresses().dexRoot!, marketRoots(impl));
    const prices = referencePrices(views);
    for (const v of views) expect(Math.abs(deviation(v, prices)), v.symbols.join('/')).toBeLessThan(0.003);
    // a round trip QUBE → USDT → WTYCHO → QUBE through three pools loses about their fees, not 8 %
    const price = (a: string, b: string) => prices.get(a)! / prices.get(b)!;
    expect(price('QUBE', 'USDT') * price('USDT', 'WTYCHO') * price('WTYCHO', 'QUBE')).toBeCloseTo(1, 9);
  });

  it('dev accounts hold several tokens, some LP tokens and keep 50 000+ TYCHO', () => {
    const impl = d as unknown as DevnetImpl;
    const lpRoots = pools().map((p) => p.s.lpRoot);
    let withLp = 0;
    for (const a of d.devAccounts()) {
      expect(BigInt(d.getFullContractState(a.address)!.balance)).toBeGreaterThan(50_000n * 10n ** 9n);
      const held = d.tokenMetadata().filter((t) => tokenBalance(impl, t.address, a.address) > 0n);
      expect(held.length).toBeGreaterThanOrEqual(5);
      if (lpRoots.some((lp) => tokenBalance(impl, lp, a.address) > 0n)) withLp++;
    }
    expect(withLp).toBeGreaterThanOrEqual(4);
  });

  it('conserves supplies and reserves', () => expectConservation(d));

  it('gives v4 tokens only to the holders (Dave), so the upgrade notice shows for them alone', () => {
    const impl = d as unknown as DevnetImpl;
    const manifest = upgradableTokens(d);
    expect(V4_HOLDERS).toEqual(['Dave']);
    for (const account of d.devAccounts()) {
      const held = manifest.filter((t) => tokenBalance(impl, t.rootV4, account.address) > 0n).map((t) => t.symbol);
      expect(held, account.name).toEqual(V4_HOLDERS.includes(account.name) ? ['QUBE', 'BRIDGE', 'WBTC'] : []);
    }
    // the proxy's v5 reserve covers the whole v4 supply
    for (const t of manifest) {
      const supply = d.devAccounts().reduce((sum, a) => sum + tokenBalance(impl, t.rootV4, a.address), 0n);
      expect(tokenBalance(impl, t.rootV5, t.proxy)).toBe(supply);
    }
  });

  it('upgrades v4 tokens through the proxy: burn with a callback (1 TYCHO, bounce) → the same amount of v5', async () => {
    const impl = d as unknown as DevnetImpl;
    const manifest = upgradableTokens(d);
    expect(manifest.map((t) => t.symbol)).toEqual(['QUBE', 'BRIDGE', 'WBTC']);
    const qube = manifest[0]!;
    expect(qube.logoURI).toBe('/logos/QUBE.svg');
    const holder = d.devAccounts().find((a) => a.name === V4_HOLDERS[0])!.address;
    const v4 = tokenBalance(impl, qube.rootV4, holder);
    const v5 = tokenBalance(impl, qube.rootV5, holder);
    expect(v4).toBeGreaterThan(0n);
    const sent = await d.sendFrom(holder, walletAddress(impl, qube.rootV4, holder), {
      value: TYCHO,
      bounce: true,
      call: {
        abi: TokenWalletAbiJson,
        method: 'burn',
        params: { amount: v4, remainingGasTo: holder, callbackTo: qube.proxy, payload: EMPTY_CELL },
      },
    });
    await sent.settled;
    expect(tokenBalance(impl, qube.rootV4, holder)).toBe(0n);
    expect(tokenBalance(impl, qube.rootV5, holder)).toBe(v5 + v4);
    expectConservation(d);
  });

  it('the background market trades through the pools tick by tick and keeps the pairs consistent', async () => {
    const impl = d as unknown as DevnetImpl;
    expect(hasSeededMarket(d)).toBe(true);
    const market = createMarketActivity(d);
    expect(market.running).toBe(false);
    const kinds = new Set<string>();
    for (let k = 0; k < 12; k++) kinds.add((await market.tick()).kind);
    expect(kinds.has('swap')).toBe(true);
    expect(market.ticks).toBe(12);
    expect(await impl.readMeta('marketTick')).toBe(12);
    // the traders' swaps reached the pools: new exchange events after the seeded history's end
    let exchanges = 0;
    for (const p of pools()) {
      const page = await d.getTransactions(p.address, undefined, 50);
      exchanges += page.transactions.filter((t) => t.createdAt > END).length;
    }
    expect(exchanges).toBeGreaterThan(0);
    const { views } = marketViews(impl, d.addresses().dexRoot!, marketRoots(impl));
    const prices = referencePrices(views);
    for (const v of views) expect(Math.abs(deviation(v, prices)), v.symbols.join('/')).toBeLessThan(0.01);
    expectConservation(d);
    // resuming schedules ticks, pausing stops them
    market.resume();
    expect(market.running).toBe(true);
    await market.pause();
    expect(market.running).toBe(false);
    await market.stop();
  });

  it('the background market places, fills and cancels limit orders on the seeded pairs, settling exactly', async () => {
    const impl = d as unknown as DevnetImpl;
    const m = limitMarketOf(impl)!;
    expect(m).toBeDefined();
    const kinds = new Set<string>();
    for (let tick = 1000; tick < 1060; tick++)
      kinds.add((await limitTick(impl, m, tick, 5_000_000n + BigInt(tick))).kind);
    expect([...kinds].sort()).toEqual(['cancel', 'fill', 'none', 'place']);
    // the orders it remembers are the active ones it placed, at most MAX_OPEN_PER_PAIR per pair
    await impl.chain.flush();
    const open = (await impl.readMeta('marketLimitOrders')) as string[][];
    expect(open.flat().length).toBeGreaterThan(0);
    for (const orders of open) {
      expect(orders.length).toBeLessThanOrEqual(MAX_OPEN_PER_PAIR);
      for (const order of orders) {
        const s = orderState(impl, order)!;
        expect(s.state).toBe(OrderState.Active);
        expect(s.owner).toBe(m.maker);
        // an order never holds less than it still sells, nor owes more than it was placed for
        expect(tokenBalance(impl, s.spentToken, order)).toBeGreaterThanOrEqual(s.currentSpent);
        expect(s.currentSpent).toBeLessThanOrEqual(s.initialAmount);
      }
    }
    // the book is never crossed: on every pair the best bid stays below the best ask
    for (const [base, quote] of m.pairs) {
      const prices = { bid: [] as number[], ask: [] as number[] };
      for (const a of d.accounts()) {
        const s = a.kind === 'LimitOrder' ? orderState(impl, a.address) : undefined;
        if (!s || s.state !== OrderState.Active) continue;
        if (s.spentToken === base && s.receiveToken === quote)
          prices.ask.push(Number(s.expectedAmount) / Number(s.initialAmount));
        if (s.spentToken === quote && s.receiveToken === base)
          prices.bid.push(Number(s.initialAmount) / Number(s.expectedAmount));
      }
      expect(Math.max(...prices.bid), base).toBeLessThan(Math.min(...prices.ask));
    }
    expectConservation(d);
  });
});
