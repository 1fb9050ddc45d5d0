/**
 * The routes that change the local network (its single writer only: roles `all` and `chain`): the dev controls
 * (clock, giver, funded wallets), the background market's switch and the test-only switches.
 */
import type { FastifyInstance } from 'fastify';
import {
  advanceClockRoute,
  createWalletRoute,
  giveRoute,
  holdClockRoute,
  limitOrderHoldRoute,
  marketActivityRoute,
  type RouteDef,
  setMarketActivityRoute,
  tokenFactoryCallbackFaultRoute,
} from '@tycho/api';
import type { Devnet, LimitOrderHold, TokenFactoryCallbackFault } from '@tycho/devnet';
import { registerRoute } from './routes';

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

export function registerDevControls(
  app: FastifyInstance,
  writer: Devnet,
  deps: { market?: MarketControl; testSwitches?: TestSwitches },
  routes: RouteDef[],
): void {
  const { market } = deps;
  registerRoute(
    app,
    advanceClockRoute,
    async ({ body }) => {
      await writer.advanceClock(body.seconds);
      return { chainTime: writer.now() };
    },
    routes,
  );
  registerRoute(
    app,
    giveRoute,
    async ({ body }) => {
      const transaction = await writer.give(body.to, BigInt(body.amount));
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
      limitOrderHoldRoute,
      ({ body }) => {
        testSwitches.limitOrderHold(body.owner, body.hold);
        return { owner: body.owner, hold: body.hold };
      },
      routes,
    );
    registerRoute(
      app,
      holdClockRoute,
      async ({ body }) => {
        await testSwitches.holdClock(body.held);
        return { held: body.held, chainTime: writer.now() };
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
      writer.createFundedWallet(undefined, body.amount === undefined ? undefined : BigInt(body.amount)),
    routes,
  );
}
