/**
 * On-chain calls of the limit orders through the wallet's provider (typed by the ABIs of @tycho/abi): the order
 * root of a token (expected address, deployed or not), deploying it, placing, filling and cancelling an order (one
 * builder, `limitMethod`, makes the call the preview before signing runs and the wallet sends, call id included),
 * and the reads that tell when each has happened.
 */
import {
  DEPLOY_WALLET_VALUE,
  LimitOrderAbi,
  LimitOrderCallbacksAbi,
  LimitOrderFactoryAbi,
  LimitOrderRootAbi,
  TokenRootAbi,
  ZERO_ADDRESS,
} from '@tycho/abi';
import { LimitGas } from '@/shared/chain/gas';
import type { WalletCall } from '@/shared/chain/preview';
import { tip3TransferMethod } from '@/shared/chain/tip3Transfer';
import { getProviderClient } from '@/shared/chain/providerClient';
import { sendBuiltCall, walletCallOf } from '@/shared/chain/builtCall';

// the order states the polls compare with, from this (lazily loaded) module so the page's first chunk has no ABI
export { OrderState } from '@tycho/abi';

async function contracts() {
  const { lib, client } = await getProviderClient();
  return { lib, client, at: (address: string) => new lib.Address(address) };
}

/** The order root of a spent token, and whether it is deployed. */
export async function orderRootOf(factory: string, token: string): Promise<{ address: string; deployed: boolean }> {
  const { client, at } = await contracts();
  const f = new client.Contract(LimitOrderFactoryAbi, at(factory));
  const out = await f.methods
    .getExpectedAddressOrderRoot({ answerId: 0, token: at(token) })
    .call({ responsible: true });
  const address = out.value0.toString();
  const r = new client.Contract(LimitOrderRootAbi, at(address));
  const { state } = await client.getFullContractState({ address: at(address) });
  if (!state?.isDeployed) return { address, deployed: false };
  const wallet = await r.methods.getSpentWallet({ answerId: 0 }).call({ responsible: true, cachedState: state });
  return { address, deployed: wallet.value0.toString() !== ZERO_ADDRESS };
}

export async function sendCreateRoot(factory: string, token: string, owner: string, callbackId: string) {
  const { client, at } = await contracts();
  const f = new client.Contract(LimitOrderFactoryAbi, at(factory));
  await f.methods
    .createOrderRoot({ token: at(token), callbackId })
    .send({ from: at(owner), amount: LimitGas.CREATE_ROOT.toString(), bounce: true });
}

export interface PlaceOrder {
  root: string;
  owner: string;
  spentToken: string;
  receiveToken: string;
  amount: bigint;
  expected: bigint;
  callbackId: string;
}

export interface FillOrder {
  order: string;
  owner: string;
  receiveToken: string;
  amount: bigint;
  callbackId: string;
}

/** A limit-order action of the user: one call, the same for the preview before signing and the send. */
export type LimitCall =
  | ({ type: 'place' } & PlaceOrder)
  | ({ type: 'fill' } & FillOrder)
  | { type: 'cancel'; order: string; owner: string; callbackId: string };

/**
 * The one builder of a limit call: the contract method, the account it goes to and the coin attached. Placing is
 * a transfer to the order root with the root's payload, filling a transfer to the order with the order's payload,
 * cancelling the order's own `cancel`.
 */
async function limitMethod(call: LimitCall) {
  const { client, at } = await contracts();
  if (call.type === 'cancel') {
    const order = new client.Contract(LimitOrderAbi, at(call.order));
    return {
      recipient: call.order,
      amount: LimitGas.CANCEL,
      method: order.methods.cancel({ callbackId: call.callbackId }),
    };
  }
  const payload =
    call.type === 'place'
      ? await new client.Contract(LimitOrderRootAbi, at(call.root)).methods
          .buildPayload({
            callbackId: call.callbackId,
            user: at(call.owner),
            tokenReceive: at(call.receiveToken),
            expectedTokenAmount: call.expected.toString(),
            backPK: '0',
            backMatchingPK: '0',
            cancelPayload: null,
          })
          .call()
      : await new client.Contract(LimitOrderAbi, at(call.order)).methods
          .buildPayload({
            callbackId: call.callbackId,
            deployWalletValue: DEPLOY_WALLET_VALUE.toString(),
            recipient: at(call.owner),
            successPayload: null,
            cancelPayload: null,
          })
          .call();
  const [token, to] = call.type === 'place' ? [call.spentToken, call.root] : [call.receiveToken, call.order];
  const { wallet, method } = await tip3TransferMethod({
    root: token,
    owner: call.owner,
    recipient: to,
    amount: call.amount,
    deployWalletValue: call.type === 'place' ? LimitGas.CREATE_ORDER_DEPLOY_WALLET : DEPLOY_WALLET_VALUE,
    payload: payload.value0,
  });
  return { recipient: wallet, amount: call.type === 'place' ? LimitGas.CREATE_ORDER : LimitGas.FILL, method };
}

/** Asks the wallet to send the call. */
export async function sendLimitCall(call: LimitCall): Promise<void> {
  await sendBuiltCall(await limitMethod(call), call.owner);
}

/** The message sendLimitCall asks the wallet to send, for the preview before signing. */
export async function limitWalletCall(call: LimitCall): Promise<WalletCall> {
  return walletCallOf(await limitMethod(call));
}

/** The owner's newest transaction's logical time ('0' without any): an operation's answers come after it. */
export async function latestLt(owner: string): Promise<string> {
  const { client, at } = await contracts();
  const { transactions } = await client.getTransactions({ address: at(owner), limit: 1 });
  return transactions[0]?.id.lt ?? '0';
}

export type CreateResult = { kind: 'created'; order: string } | { kind: 'rejected'; errorCode: number };

/**
 * The order root's answer to an order placed with `callbackId` after `sinceLt` (its `onOrderCreateOrderSuccess` or
 * `onOrderCreateOrderReject` callback to the owner), or undefined while none has arrived (the caller polls). Reads the
 * chain, not the limit-order API: the result shown is the on-chain one even while the API is down.
 */
export async function findCreateResult(a: {
  owner: string;
  root: string;
  callbackId: string;
  sinceLt: string;
}): Promise<CreateResult | undefined> {
  const { client, at } = await contracts();
  const decoder = new client.Contract(LimitOrderCallbacksAbi, at(a.owner));
  const { transactions } = await client.getTransactions({ address: at(a.owner), limit: 50 });
  const since = BigInt(a.sinceLt);
  for (const tx of transactions) {
    if (BigInt(tx.id.lt) <= since) break; // newest first
    if (tx.inMessage.src?.toString().toLowerCase() !== a.root.toLowerCase()) continue;
    const decoded = await decoder.decodeTransaction({
      transaction: tx,
      methods: ['onOrderCreateOrderSuccess', 'onOrderCreateOrderReject'],
    });
    if (!decoded || String(decoded.input.id) !== a.callbackId) continue;
    const input = decoded.input;
    if ('order' in input) return { kind: 'created', order: input.order.toString() };
    return { kind: 'rejected', errorCode: 'errorCode' in input ? Number(input.errorCode) : 0 };
  }
  return undefined;
}

/** The order's state number and remaining amounts (smallest units). */
export async function readOrder(order: string) {
  const { client, at } = await contracts();
  const c = new client.Contract(LimitOrderAbi, at(order));
  const { value0 } = await c.methods.getDetails({ answerId: 0 }).call({ responsible: true });
  return {
    state: Number(value0.state),
    currentSpent: BigInt(value0.currentAmountSpentToken),
    currentReceive: BigInt(value0.currentAmountReceiveToken),
  };
}

/** Receive tokens to send to buy `amount` of an order's spent token now: [total, of which fee]. */
export async function quoteFill(order: string, amount: bigint): Promise<[bigint, bigint]> {
  const { client, at } = await contracts();
  const c = new client.Contract(LimitOrderAbi, at(order));
  const out = await c.methods
    .getExpectedSpentAmount({ answerId: 0, amount: amount.toString() })
    .call({ responsible: true });
  return [BigInt(out.value0), BigInt(out.value1)];
}

/** A token's total supply (smallest units). */
export async function readTotalSupply(root: string): Promise<bigint> {
  const { client, at } = await contracts();
  const c = new client.Contract(TokenRootAbi, at(root));
  const out = await c.methods.totalSupply({ answerId: 0 }).call({ responsible: true });
  return BigInt(out.value0);
}
