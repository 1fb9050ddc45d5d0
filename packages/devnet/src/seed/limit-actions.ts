/**
 * Limit-order actions as a user's wallet performs them (real messages through `sendFrom`, the amounts the FlatQube
 * front end attaches): create an order root, place an order (a transfer to the root with the root's payload), fill
 * an order (a transfer to the order with the order's payload), cancel. Used by the seeder and the tests.
 */
import { LimitOrderAbiJson, LimitOrderFactoryAbiJson, TokenWalletAbiJson, ZERO_ADDRESS } from '@tycho/abi';
import type { DevnetImpl } from '../devnet';
import { TYCHO } from '../engine/constants';
import { must } from '../engine/must';
import { FACTORY_KIND, encodeCreatePayload, encodeExchangePayload, ROOT_KIND } from '../contracts/limit/constants';
import { rootInit } from '../contracts/limit/factory';
import type { LimitOrderState } from '../contracts/limit/order';
import type { LimitRootState } from '../contracts/limit/root';
import { peekState, walletAddress } from './dex-actions';

type D = DevnetImpl;

export const factoryInit = (owner: string, dexRoot: string, nonce: string) => ({
  owner,
  dexRoot,
  nonce,
  fee: { numerator: 0, denominator: 0, matchingNumerator: 0, matchingDenominator: 0, beneficiary: ZERO_ADDRESS },
});
export const factoryAddress = (d: D, init: ReturnType<typeof factoryInit>) => d.addressOf(FACTORY_KIND, init);
export const orderRootOf = (d: D, factory: string, token: string) => d.addressOf(ROOT_KIND, rootInit(factory, token));
export const orderState = (d: D, order: string) => peekState<LimitOrderState>(d, order);
/** The state of an order that must be deployed; a MissingStateError naming it when it is not. */
export const deployedOrder = (d: D, order: string) => must(orderState(d, order), `limit order state of ${order}`);
export const rootDeployed = (d: D, factory: string, token: string) =>
  (peekState<LimitRootState>(d, orderRootOf(d, factory, token))?.spentWallet ?? ZERO_ADDRESS) !== ZERO_ADDRESS;

export async function createOrderRoot(d: D, factory: string, from: string, token: string, callbackId = 1n) {
  const sent = await d.sendFrom(from, factory, {
    value: 5n * TYCHO,
    bounce: true,
    call: { abi: LimitOrderFactoryAbiJson, method: 'createOrderRoot', params: { token, callbackId } },
  });
  await sent.settled;
  return orderRootOf(d, factory, token);
}

/** Places an order: `amount` of `spentToken` for `expected` of `receiveToken`. Answers the new order's address. */
export async function placeOrder(
  d: D,
  factory: string,
  maker: string,
  spentToken: string,
  receiveToken: string,
  amount: bigint,
  expected: bigint,
  callbackId = 1n,
): Promise<string | undefined> {
  const root = orderRootOf(d, factory, spentToken);
  const nonce = peekState<LimitRootState>(d, root)?.nonce ?? 0;
  const payload = encodeCreatePayload({
    callbackId,
    user: maker,
    tokenReceive: receiveToken,
    expectedTokenAmount: expected,
    backPK: 0,
    backMatchingPK: 0,
  });
  const sent = await d.sendFrom(maker, walletAddress(d, spentToken, maker), {
    value: 6n * TYCHO,
    bounce: true,
    call: {
      abi: TokenWalletAbiJson,
      method: 'transfer',
      params: {
        amount,
        recipient: root,
        deployWalletValue: TYCHO / 2n,
        remainingGasTo: maker,
        notify: true,
        payload,
      },
    },
  });
  await sent.settled;
  const after = peekState<LimitRootState>(d, root);
  return after && after.nonce > nonce ? after.lastOrder : undefined;
}

/** Fills an order with `amount` of its receive token. */
export async function fillOrder(d: D, order: string, taker: string, amount: bigint, callbackId = 2n) {
  const s = deployedOrder(d, order);
  const payload = encodeExchangePayload({ callbackId, deployWalletValue: TYCHO / 10n, recipient: taker });
  const sent = await d.sendFrom(taker, walletAddress(d, s.receiveToken, taker), {
    value: 6n * TYCHO,
    bounce: true,
    call: {
      abi: TokenWalletAbiJson,
      method: 'transfer',
      params: {
        amount,
        recipient: order,
        deployWalletValue: TYCHO / 10n,
        remainingGasTo: taker,
        notify: true,
        payload,
      },
    },
  });
  await sent.settled;
}

export async function cancelOrder(d: D, order: string, owner: string, callbackId = 3n) {
  const sent = await d.sendFrom(owner, order, {
    value: TYCHO,
    bounce: true,
    call: { abi: LimitOrderAbiJson, method: 'cancel', params: { callbackId } },
  });
  await sent.settled;
}
