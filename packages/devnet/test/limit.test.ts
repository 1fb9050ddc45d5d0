/**
 * Limit orders on the devnet: order roots, orders, exact partial and full fills, cancels, rejections, and a property
 * test over random orders, fills and cancels (every token's total is unchanged, no order pays out more than it holds).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LimitOrderAbiJson,
  LimitOrderFactoryAbiJson,
  LimitOrderRootAbiJson,
  OrderState,
  TokenWalletAbiJson,
} from '@tycho/abi';
import type { DevAccount } from '../src/api';
import { TYCHO } from '../src/engine/constants';
import { encodeCreatePayload } from '../src/contracts/limit/constants';
import { setLimitOrderHold } from '../src/contracts/limit/hold';
import type { LimitOrderState } from '../src/contracts/limit/order';
import { tokenBalance, walletAddress } from '../src/seed/dex-actions';
import {
  cancelOrder,
  createOrderRoot,
  factoryAddress,
  factoryInit,
  fillOrder,
  orderRootOf,
  orderState,
  placeOrder,
  rootDeployed,
} from '../src/seed/limit-actions';
import { dexDevnet, eventsOf, expectConservation, impl, lastLt, mint, type Net } from './dex/helpers';

let d: Net;
let factory: string;
let usdt: string;
let qube: string;
let maker: DevAccount;
let taker: DevAccount;
const q = (n: bigint) => n * 10n ** 9n;
const u = (n: bigint) => n * 10n ** 6n;

beforeAll(async () => {
  d = await dexDevnet();
  const giver = d.addresses().giver!;
  const init = factoryInit(giver, d.addresses().dexRoot!, 'test');
  factory = factoryAddress(impl(d), init);
  const sent = await d.sendFrom(giver, factory, { value: 10n * TYCHO, deploy: { kind: 'LimitOrderFactory', init } });
  await sent.settled;
  usdt = d.addresses()['token:USDT']!;
  qube = d.addresses()['token:QUBE']!;
  maker = await d.createFundedWallet('maker', 1000n * TYCHO);
  taker = await d.createFundedWallet('taker', 1000n * TYCHO);
  await mint(d, qube, maker.address, q(1000n));
  await mint(d, usdt, taker.address, u(10_000n));
  await mint(d, usdt, maker.address, u(10_000n));
  await mint(d, qube, taker.address, q(1000n));
}, 60_000);
afterAll(() => d?.closeAll());

const bal = (root: string, owner: string) => tokenBalance(impl(d), root, owner);

describe('order roots', () => {
  it('rejects too little coin, deploys the root once, rejects a second root of the same token', async () => {
    const from = lastLt(d);
    const poor = await d.sendFrom(maker.address, factory, {
      value: 4n * TYCHO,
      bounce: true,
      call: { abi: LimitOrderFactoryAbiJson, method: 'createOrderRoot', params: { token: qube, callbackId: 5 } },
    });
    await poor.settled;
    expect(rootDeployed(impl(d), factory, qube)).toBe(false);
    expect(await eventsOf(d, factory, LimitOrderFactoryAbiJson, 'CreateOrderRootReject', from)).toHaveLength(1);

    const root = await createOrderRoot(impl(d), factory, maker.address, qube);
    expect(rootDeployed(impl(d), factory, qube)).toBe(true);
    const created = await eventsOf(d, factory, LimitOrderFactoryAbiJson, 'CreateOrderRoot', from);
    expect(created.map((e) => e!.data)).toEqual([{ order: root, token: qube }]);
    const expected = d.runLocal(factory, LimitOrderFactoryAbiJson, 'getExpectedAddressOrderRoot', { token: qube });
    expect(expected.output?.value0).toBe(root);

    await createOrderRoot(impl(d), factory, taker.address, qube);
    expect(await eventsOf(d, factory, LimitOrderFactoryAbiJson, 'CreateOrderRootReject', from)).toHaveLength(2);
    await createOrderRoot(impl(d), factory, taker.address, usdt);
    expectConservation(d);
  });
});

describe('orders', () => {
  it('places an order, fills it partly and fully with exact amounts', async () => {
    const m0 = { q: bal(qube, maker.address), u: bal(usdt, maker.address) };
    const t0 = { q: bal(qube, taker.address), u: bal(usdt, taker.address) };
    // Sell 100 QUBE for 250 USDT.
    const order = (await placeOrder(impl(d), factory, maker.address, qube, usdt, q(100n), u(250n)))!;
    expect(order).toBeDefined();
    const s = orderState(impl(d), order)!;
    expect(s.state).toBe(OrderState.Active);
    expect(bal(qube, order)).toBe(q(100n));
    expect(bal(qube, maker.address)).toBe(m0.q - q(100n));
    const details = d.runLocal(order, LimitOrderAbiJson, 'getDetails', {}).output!.value0 as Record<string, string>;
    expect(details.currentAmountSpentToken).toBe(q(100n).toString());
    const quote = d.runLocal(order, LimitOrderAbiJson, 'getExpectedSpentAmount', { amount: q(40n).toString() }).output!;
    expect(quote.value0).toBe(u(100n).toString());

    await fillOrder(impl(d), order, taker.address, u(100n));
    expect(orderState(impl(d), order)!.currentSpent).toBe(q(60n));
    expect(orderState(impl(d), order)!.currentReceive).toBe(u(150n));
    expect(bal(qube, taker.address)).toBe(t0.q + q(40n));
    expect(bal(usdt, maker.address)).toBe(m0.u + u(100n));

    // Pays 200 USDT for what is left (150): gets the 60 QUBE and 50 USDT change; the order is Filled and empty.
    await fillOrder(impl(d), order, taker.address, u(200n));
    const filled = orderState(impl(d), order)!;
    expect(filled.state).toBe(OrderState.Filled);
    expect(bal(qube, taker.address)).toBe(t0.q + q(100n));
    expect(bal(usdt, taker.address)).toBe(t0.u - u(250n));
    expect(bal(usdt, maker.address)).toBe(m0.u + u(250n));
    expect(bal(qube, order)).toBe(0n);
    expect(bal(usdt, order)).toBe(0n);
    expect(d.account(order)!.balance).toBe(0n);
    const parts = await eventsOf(d, order, LimitOrderAbiJson, 'PartExchange');
    expect(parts).toHaveLength(2);
    const states = await eventsOf(d, order, LimitOrderAbiJson, 'StateChanged');
    expect(states.map((e) => `${String(e!.data.from)}>${String(e!.data.to)}`).reverse()).toEqual(['0>0', '0>2', '2>3']);

    // A fill of a Filled order comes back whole.
    await fillOrder(impl(d), order, taker.address, u(10n));
    expect(bal(usdt, taker.address)).toBe(t0.u - u(250n));
    expectConservation(d);
  });

  it('cancels: only the owner, the remainder and the coin go back', async () => {
    const order = (await placeOrder(impl(d), factory, maker.address, usdt, qube, u(300n), q(120n)))!;
    await fillOrder(impl(d), order, taker.address, q(30n));
    const before = bal(usdt, maker.address);
    const sent = await d.sendFrom(taker.address, order, {
      value: TYCHO,
      bounce: true,
      call: { abi: LimitOrderAbiJson, method: 'cancel', params: { callbackId: 1 } },
    });
    await sent.settled;
    expect(orderState(impl(d), order)!.state).toBe(OrderState.Active);
    await cancelOrder(impl(d), order, maker.address);
    const s = orderState(impl(d), order)!;
    expect(s.state).toBe(OrderState.Cancelled);
    expect(bal(usdt, maker.address)).toBe(before + u(225n));
    expect(bal(usdt, order)).toBe(0n);
    expect(d.account(order)!.balance).toBe(0n);
    expectConservation(d);
  });

  it("a test hold keeps the maker's new orders short of Active: Initialize, AwaitTokens, SwapInProgress", async () => {
    const stateChanges = async (order: string) =>
      (await eventsOf(d, order, LimitOrderAbiJson, 'StateChanged'))
        .map((e) => `${String(e!.data.from)}>${String(e!.data.to)}`)
        .reverse();
    const expected = {
      Initialize: [OrderState.Initialize, ['0>0']],
      AwaitTokens: [OrderState.AwaitTokens, ['0>0', '0>1']],
      SwapInProgress: [OrderState.SwapInProgress, ['0>0', '0>2', '2>4']],
    } as const;
    try {
      for (const [hold, [state, changes]] of Object.entries(expected)) {
        setLimitOrderHold(maker.address, hold as keyof typeof expected);
        const before = { maker: bal(qube, maker.address), taker: bal(usdt, taker.address) };
        const order = (await placeOrder(impl(d), factory, maker.address, qube, usdt, q(10n), u(20n)))!;
        const s = orderState(impl(d), order)!;
        expect(s.state, hold).toBe(state);
        // (two changes of one transaction: compared as a set)
        expect((await stateChanges(order)).sort()).toEqual([...changes].sort());
        // the tokens left the maker and are kept by the order
        expect(bal(qube, maker.address)).toBe(before.maker - q(10n));
        expect(bal(qube, order)).toBe(q(10n));
        // a fill comes back whole, the owner's cancel is refused: nothing changes
        await fillOrder(impl(d), order, taker.address, u(5n));
        await cancelOrder(impl(d), order, maker.address);
        expect(orderState(impl(d), order)!.state).toBe(state);
        expect(bal(usdt, taker.address)).toBe(before.taker);
        expect(bal(qube, order)).toBe(q(10n));
      }
      // another maker's orders, and the maker's after the hold is lifted, become Active
      const other = (await placeOrder(impl(d), factory, taker.address, qube, usdt, q(1n), u(2n)))!;
      expect(orderState(impl(d), other)!.state).toBe(OrderState.Active);
      setLimitOrderHold(maker.address, 'none');
      const freed = (await placeOrder(impl(d), factory, maker.address, qube, usdt, q(1n), u(2n)))!;
      expect(orderState(impl(d), freed)!.state).toBe(OrderState.Active);
      expect(orderState(impl(d), freed)!.hold).toBeUndefined();
      expectConservation(d);
    } finally {
      setLimitOrderHold(maker.address, 'none');
    }
  });

  it('returns a transfer with a bad payload to its sender', async () => {
    const root = orderRootOf(impl(d), factory, qube);
    const from = lastLt(d);
    const before = bal(qube, maker.address);
    const sent = await d.sendFrom(maker.address, walletAddress(impl(d), qube, maker.address), {
      value: 6n * TYCHO,
      bounce: true,
      call: {
        abi: TokenWalletAbiJson,
        method: 'transfer',
        params: {
          amount: q(5n),
          recipient: root,
          deployWalletValue: 0,
          remainingGasTo: maker.address,
          notify: true,
          payload: encodeCreatePayload({
            callbackId: 9,
            user: maker.address,
            tokenReceive: qube,
            expectedTokenAmount: 1,
          }),
        },
      },
    });
    await sent.settled;
    expect(bal(qube, maker.address)).toBe(before);
    const rejects = await eventsOf(d, root, LimitOrderRootAbiJson, 'CreateOrderReject', from);
    expect(rejects.map((e) => e!.data.errorCode)).toEqual(['202']);
  });
});

describe('property', () => {
  type Op =
    | { type: 'place'; who: number; sell: boolean; amount: bigint; expected: bigint }
    | { type: 'fill'; who: number; order: number; amount: bigint }
    | { type: 'cancel'; order: number; owner: boolean };
  const who = fc.integer({ min: 0, max: 1 });
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      type: fc.constant('place' as const),
      who,
      sell: fc.boolean(),
      amount: fc.bigInt({ min: 1n, max: 5_000_000n }),
      expected: fc.bigInt({ min: 1n, max: 5_000_000n }),
    }),
    fc.record({
      type: fc.constant('fill' as const),
      who,
      order: fc.nat(20),
      amount: fc.bigInt({ min: 1n, max: 6_000_000n }),
    }),
    fc.record({ type: fc.constant('cancel' as const), order: fc.nat(20), owner: fc.boolean() }),
  );

  it('keeps every token total and never pays out more than an order holds', async () => {
    const users = [maker, taker];
    const orders: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          if (o.type === 'place') {
            const [spent, receive] = o.sell ? [qube, usdt] : [usdt, qube];
            const a = await placeOrder(impl(d), factory, users[o.who]!.address, spent, receive, o.amount, o.expected);
            if (a) orders.push(a);
          } else if (orders.length > 0) {
            const order = orders[o.order % orders.length]!;
            const before = orderState(impl(d), order)!;
            if (o.type === 'fill') {
              const takerAddress = users[o.who]!.address;
              const got = () => bal(before.spentToken, takerAddress);
              const had = got();
              await fillOrder(impl(d), order, takerAddress, o.amount);
              const after = orderState(impl(d), order)!;
              // What the taker got is exactly what left the order, never more than it held.
              const out = before.state === OrderState.Active ? before.currentSpent - after.currentSpent : 0n;
              if (takerAddress !== before.owner)
                expect(got() - had).toBe(after.state === OrderState.Filled ? before.currentSpent : out);
              expect(out).toBeGreaterThanOrEqual(0n);
              expect(out).toBeLessThanOrEqual(before.currentSpent);
            } else {
              const owner = o.owner ? before.owner : users.find((x) => x.address !== before.owner)!.address;
              await cancelOrder(impl(d), order, owner);
            }
          }
        }
        for (const order of orders) {
          const s = orderState(impl(d), order) as LimitOrderState;
          const held = bal(s.spentToken, order);
          expect(held).toBe(s.state === OrderState.Active ? s.currentSpent : 0n);
          expect(bal(s.receiveToken, order)).toBe(0n);
          expect(s.initialAmount - s.currentSpent).toBeLessThanOrEqual(s.initialAmount);
        }
        expectConservation(d);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
