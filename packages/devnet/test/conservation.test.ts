/**
 * Conservation under random operations of every kind the network has, run in process (no HTTP): native coin and
 * token transfers, swaps (one hop, and two hops failing at random), liquidity added and removed, gauge deposits,
 * withdrawals and claims with time passing, limit orders placed, filled and cancelled, builder-token mint and burn,
 * and the farming and governance operations of conservation-farm-dao.ts (farm pools, QUBE locks, epoch votes,
 * proposals). After each operation `checkInvariants` (native coin conserved, supplies = wallet sums, no pool, DEX
 * account, gauge, farm pool, vote escrow, vault or order holding less than it owes). Amounts range from zero to twice what the user holds, so the
 * failure paths (bounces, cancels, refused withdrawals) run as often as the successes.
 *
 * `CONSERVATION_OPS` operations (default 1,000 in `npm test`; `npm run soak` runs 10,000: docs/reliability.md).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import {
  BASE_STEPS,
  builderStep,
  createDevnet,
  dexRootStep,
  MARKET_POOLS,
  marketStep,
  SEED_GAUGES,
  type DevnetHandle,
} from '../src';
import type { SeedContext } from '../src/seed/steps';
import type { DevnetImpl } from '../src/devnet';
import { EMPTY_CELL } from '../src/engine/codec';
import { TYCHO } from '../src/engine/constants';
import * as dex from '../src/seed/dex-actions';
import { claimFromGauge, depositToGauge, withdrawFromGauge } from '../src/seed/gauge-actions';
import { daoSetupStep, daoStep } from '../src/seed/dao';
import { gaugesStep } from '../src/seed/gauges';
import { limitBookStep, limitSetupStep, LIMIT_PAIRS } from '../src/seed/limit';
import { cancelOrder, fillOrder, orderState, placeOrder } from '../src/seed/limit-actions';
import { farmsStep } from '../src/seed/farms';
import { FARM_DAO_KINDS, farmDaoOperation, farmDaoReached, runFarmDao, type FarmDaoOp } from './conservation-farm-dao';
import { checkInvariants } from './invariants';

const OPS = Number(process.env.CONSERVATION_OPS ?? 1_000);
const USERS = ['Alice', 'Bob', 'Carol', 'Heidi'];

/** The history's first day without the history: the vote escrow's first epoch, the dev accounts' QUBE locks. */
async function firstHistoryDay(ctx: SeedContext) {
  for (const hook of ctx.historyDay ?? []) await hook(0);
}

let handle: DatabaseHandle;
let d: DevnetImpl;
let users: string[];
const orders: string[] = [];

beforeAll(async () => {
  handle = await openDatabase();
  const devnet = await createDevnet({
    db: handle.db,
    seed: 3,
    steps: [
      ...BASE_STEPS,
      dexRootStep,
      marketStep,
      limitSetupStep,
      daoSetupStep,
      // the history's first day without the history: the vote escrow's first epoch and the dev accounts' locks
      { name: 'history day 0', run: firstHistoryDay },
      gaugesStep,
      builderStep,
      limitBookStep,
      farmsStep,
      daoStep,
    ],
  });
  d = devnet as unknown as DevnetImpl;
  users = USERS.map((name) => devnet.devAccounts().find((a) => a.name === name)!.address);
  for (const a of d.accounts()) if (a.kind === 'LimitOrder') orders.push(a.address);
}, 300_000);

afterAll(async () => {
  await (d as unknown as DevnetHandle | undefined)?.close();
  await handle?.close();
});

const a = () => d.addresses();
const root = (symbol: string) => a()[`token:${symbol}`]!;
const poolRoots = (symbols: string[]) => symbols.map(root);

/** Share of a holding: nothing, a little, a lot, all, or more than held (the refused paths). */
const SHARES = [0, 1, 10, 100, 500, 1000, 2000];
const share = fc.constantFrom(...SHARES);
const part = (amount: bigint, perMille: number) => (amount * BigInt(perMille)) / 1000n;

type Op =
  | { op: 'native'; from: number; to: number; perMille: number; bounce: boolean; nowhere: boolean }
  | { op: 'transfer'; from: number; to: number; token: number; perMille: number }
  | { op: 'swap'; who: number; pool: number; reverse: boolean; perMille: number; greedy: boolean }
  | { op: 'route'; who: number; pair: number; perMille: number; failAt: number }
  | { op: 'addLiquidity'; who: number; pool: number; perMille: number }
  | { op: 'removeLiquidity'; who: number; pool: number; perMille: number }
  | { op: 'gaugeDeposit'; who: number; gauge: number; perMille: number; lockDays: number }
  | { op: 'gaugeWithdraw'; who: number; gauge: number; perMille: number; claim: boolean }
  | { op: 'gaugeClaim'; who: number; gauge: number }
  | { op: 'wait'; seconds: number }
  | { op: 'placeOrder'; who: number; pair: number; ask: boolean; perMille: number; price: number }
  | { op: 'fillOrder'; who: number; order: number; perMille: number }
  | { op: 'cancelOrder'; who: number; order: number }
  | { op: 'builderMint'; to: number; amount: bigint }
  | { op: 'builderBurn'; who: number; perMille: number }
  | FarmDaoOp;

const who = fc.integer({ min: 0, max: USERS.length - 1 });
const TOKENS = ['USDT', 'USDC', 'DAI', 'QUBE', 'WBTC', 'WETH', 'WTYCHO', 'BRIDGE'];
/** Two-hop routes through pools that exist: [from, via, to]. */
const ROUTES = [
  ['QUBE', 'USDT', 'WBTC'],
  ['BRIDGE', 'QUBE', 'USDT'],
  ['WTYCHO', 'USDT', 'QUBE'],
  ['USDC', 'USDT', 'WETH'],
];
const index = (n: number) => fc.integer({ min: 0, max: n - 1 });

const operation: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('native' as const),
    from: who,
    to: who,
    perMille: share,
    bounce: fc.boolean(),
    nowhere: fc.boolean(),
  }),
  fc.record({ op: fc.constant('transfer' as const), from: who, to: who, token: index(TOKENS.length), perMille: share }),
  fc.record({
    op: fc.constant('swap' as const),
    who,
    pool: index(MARKET_POOLS.length),
    reverse: fc.boolean(),
    perMille: share,
    greedy: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('route' as const),
    who,
    pair: index(ROUTES.length),
    perMille: share,
    failAt: fc.integer({ min: -1, max: 1 }),
  }),
  fc.record({ op: fc.constant('addLiquidity' as const), who, pool: index(MARKET_POOLS.length), perMille: share }),
  fc.record({ op: fc.constant('removeLiquidity' as const), who, pool: index(MARKET_POOLS.length), perMille: share }),
  fc.record({
    op: fc.constant('gaugeDeposit' as const),
    who,
    gauge: index(SEED_GAUGES.length),
    perMille: share,
    lockDays: fc.constantFrom(0, 0, 1, 30),
  }),
  fc.record({
    op: fc.constant('gaugeWithdraw' as const),
    who,
    gauge: index(SEED_GAUGES.length),
    perMille: share,
    claim: fc.boolean(),
  }),
  fc.record({ op: fc.constant('gaugeClaim' as const), who, gauge: index(SEED_GAUGES.length) }),
  fc.record({
    op: fc.constant('wait' as const),
    // minutes (a proposal's delay, vote and time lock) or days (locks, rounds, epochs)
    seconds: fc.oneof(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 3 * 86_400 })),
  }),
  fc.record({
    op: fc.constant('placeOrder' as const),
    who,
    pair: index(LIMIT_PAIRS.length),
    ask: fc.boolean(),
    perMille: share,
    price: fc.double({ min: 0.5, max: 2, noNaN: true }),
  }),
  fc.record({ op: fc.constant('fillOrder' as const), who, order: fc.nat(), perMille: share }),
  fc.record({ op: fc.constant('cancelOrder' as const), who, order: fc.nat() }),
  fc.record({ op: fc.constant('builderMint' as const), to: who, amount: fc.bigInt({ min: 0n, max: 10n ** 12n }) }),
  fc.record({ op: fc.constant('builderBurn' as const), who, perMille: share }),
  // eleven kinds behind one entry: weighted so each runs about as often as a DEX kind
  { arbitrary: farmDaoOperation(USERS.length, share), weight: 8 },
);

/** The pool's roots in the direction of the swap, and its roots as the pool orders them. */
function poolOfIndex(k: number) {
  const symbols = MARKET_POOLS[k]!.symbols;
  return { symbols, roots: poolRoots(symbols) };
}

async function run(o: Op): Promise<void> {
  const dexRoot = a().dexRoot!;
  const held = (symbol: string, owner: string) => dex.tokenBalance(d, root(symbol), owner);
  switch (o.op) {
    case 'native': {
      const to = o.nowhere ? `0:${'5'.repeat(63)}${o.to}` : users[o.to]!;
      const amount = part(1000n * TYCHO, o.perMille);
      await (
        await d.sendFromWallet({ sender: users[o.from]!, recipient: to, amount, bounce: o.bounce })
      ).settled;
      return;
    }
    case 'transfer': {
      const symbol = TOKENS[o.token]!;
      const from = users[o.from]!;
      await dex.transferTokens(d, from, root(symbol), part(held(symbol, from), o.perMille), users[o.to]!, {
        deployWalletValue: TYCHO / 10n,
      });
      return;
    }
    case 'swap': {
      const { symbols, roots } = poolOfIndex(o.pool);
      const [fromK, toK] = o.reverse ? [symbols.length - 1, 0] : [0, 1];
      const user = users[o.who]!;
      const amount = part(held(symbols[fromK]!, user), o.perMille);
      const route = [{ roots, outcoming: roots[toK]!, expected: o.greedy ? 10n ** 30n : 0n }];
      await dex.swap(d, dexRoot, user, roots[fromK]!, amount, route);
      return;
    }
    case 'route': {
      const [from, via, to] = ROUTES[o.pair]!;
      const user = users[o.who]!;
      const amount = part(held(from!, user), o.perMille);
      const steps = [
        { roots: poolRoots([from!, via!]), outcoming: root(via!), expected: o.failAt === 0 ? 10n ** 30n : 0n },
        { roots: poolRoots([via!, to!]), outcoming: root(to!), expected: o.failAt === 1 ? 10n ** 30n : 0n },
      ].map((s) => ({ ...s, roots: orderedRoots(s.roots) }));
      await dex.swap(d, dexRoot, user, root(from!), amount, steps);
      return;
    }
    case 'addLiquidity': {
      const { symbols, roots } = poolOfIndex(o.pool);
      const user = users[o.who]!;
      const amounts = symbols.map((s) => part(held(s, user), o.perMille) / 10n);
      await dex.addLiquidity(d, dexRoot, user, roots, amounts, { autoChange: true });
      return;
    }
    case 'removeLiquidity': {
      const { roots } = poolOfIndex(o.pool);
      const user = users[o.who]!;
      const lpRoot = dex.poolState(d, dexRoot, roots)!.lpRoot;
      const lp = part(dex.tokenBalance(d, lpRoot, user), o.perMille);
      await dex.removeLiquidity(d, dexRoot, user, roots, lp);
      return;
    }
    case 'gaugeDeposit': {
      const { gauge, lp } = gaugeOf(o.gauge);
      const user = users[o.who]!;
      const amount = part(dex.tokenBalance(d, lp, user), o.perMille);
      await depositToGauge(d, user, lp, gauge, amount, o.lockDays * 86_400);
      return;
    }
    case 'gaugeWithdraw': {
      const { gauge, lp } = gaugeOf(o.gauge);
      const user = users[o.who]!;
      const deposited = dex.tokenBalance(d, lp, gauge);
      await withdrawFromGauge(d, user, gauge, part(deposited / 20n, o.perMille), o.claim);
      return;
    }
    case 'gaugeClaim':
      await claimFromGauge(d, users[o.who]!, gaugeOf(o.gauge).gauge);
      return;
    case 'wait':
      d.chain.clock.advance(o.seconds);
      return;
    case 'placeOrder': {
      const [base, quote] = LIMIT_PAIRS[o.pair]!;
      const [spent, receive] = o.ask ? [base, quote] : [quote, base];
      const maker = users[o.who]!;
      const amount = part(held(spent, maker), o.perMille) / 10n;
      const pool = dex.poolState(d, dexRoot, orderedRoots(poolRoots([base, quote])))!;
      const [inK, outK] = [pool.roots.indexOf(root(spent)), pool.roots.indexOf(root(receive))];
      const fair = (amount * pool.balances[outK]!) / (pool.balances[inK]! || 1n);
      const expected = (fair * BigInt(Math.round(o.price * 1000))) / 1000n;
      const order = await placeOrder(d, a().limitOrderFactory!, maker, root(spent), root(receive), amount, expected);
      if (order) orders.push(order);
      return;
    }
    case 'fillOrder': {
      if (orders.length === 0) return;
      const order = orders[o.order % orders.length]!;
      const s = orderState(d, order)!;
      const taker = users[o.who]!;
      const have = dex.tokenBalance(d, s.receiveToken, taker);
      const amount = part(s.currentReceive, o.perMille) < have ? part(s.currentReceive, o.perMille) : have;
      await fillOrder(d, order, taker, amount);
      return;
    }
    case 'cancelOrder': {
      if (orders.length === 0) return;
      const order = orders[o.order % orders.length]!;
      // the owner, or someone else (refused)
      const s = orderState(d, order)!;
      await cancelOrder(d, order, o.who === 0 ? s.owner : users[o.who]!);
      return;
    }
    case 'builderMint': {
      const demo = a()['builder:DEMO']!;
      const owner = users[USERS.indexOf('Heidi')]!;
      const params = {
        amount: o.amount,
        recipient: users[o.to]!,
        deployWalletValue: TYCHO / 10n,
        remainingGasTo: owner,
        notify: false,
        payload: EMPTY_CELL,
      };
      const call = { abi: TokenRootAbiJson, method: 'mint', params };
      await (
        await d.sendFrom(owner, demo, { value: (6n * TYCHO) / 10n, bounce: true, call })
      ).settled;
      return;
    }
    case 'builderBurn': {
      const demo = a()['builder:DEMO']!;
      const user = users[o.who]!;
      const amount = part(dex.tokenBalance(d, demo, user), o.perMille);
      const params = { amount, remainingGasTo: user, callbackTo: user, payload: EMPTY_CELL };
      const call = { abi: TokenWalletAbiJson, method: 'burn', params };
      const wallet = dex.walletAddress(d, demo, user);
      await (
        await d.sendFrom(user, wallet, { value: TYCHO / 2n, bounce: true, call })
      ).settled;
      return;
    }
    default:
      await runFarmDao(d, users, o);
  }
}

/** A pair's roots in the order its pool was deployed with (the seeded pool's). */
function orderedRoots(roots: string[]): string[] {
  const pool = MARKET_POOLS.map((p) => poolRoots(p.symbols)).find(
    (r) => r.length === roots.length && roots.every((x) => r.includes(x)),
  );
  return pool ?? roots;
}

function gaugeOf(k: number) {
  const g = SEED_GAUGES[k]!;
  return { gauge: a()[`gauge:${g.lp}`]!, lp: a()[`lp:${g.lp}`]! };
}

describe('conservation under random operations of every kind', () => {
  it(`holds after each of ${OPS} operations`, async () => {
    checkInvariants(d);
    const counts = new Map<string, number>();
    let step = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 50, maxLength: 50 }), async (ops) => {
        for (const o of ops) {
          step += 1;
          // one DB commit per operation (its whole cascade), as a block would; the checks read the committed state
          await d.batch(() => run(o));
          try {
            checkInvariants(d);
          } catch (error) {
            throw new Error(
              `after operation ${step} ${JSON.stringify(o, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}: ${(error as Error).message}`,
              { cause: error },
            );
          }
          counts.set(o.op, (counts.get(o.op) ?? 0) + 1);
        }
      }),
      { numRuns: Math.ceil(OPS / 50), seed: 2026, endOnFailure: true },
    );
    expect(step).toBeGreaterThanOrEqual(OPS);
    expect(d.chain.queueLength()).toBe(0);
    // every kind of operation ran
    expect(counts.size).toBe(15 + FARM_DAO_KINDS);
    // the farming and governance success paths ran too, not only their refusals
    const reached = farmDaoReached(d);
    expect(reached.veAccounts).toBeGreaterThan(0);
    expect(reached.proposals).toBeGreaterThan(0);
    expect(reached.voted).toBeGreaterThan(0);
    expect(reached.canceled).toBeGreaterThan(0);
    expect(reached.farmUsers).toBeGreaterThan(0);
    console.info('conservation: farming and governance reached', reached);
    console.info(`conservation: ${step} operations`, Object.fromEntries(counts));
  }, 3_600_000);
});
