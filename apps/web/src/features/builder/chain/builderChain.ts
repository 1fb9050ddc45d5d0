/**
 * The builder's contract calls through the wallet's provider (typed by the ABIs of `@tycho/abi`): the token
 * factory's `createToken`, the root's `mint`, `burnTokens` (one builder for the preview before signing and the
 * send) and `transferOwnership`, and the reads the forms need.
 * Loaded with the first use (the provider library stays out of the first load).
 */
import { EMPTY_CELL, TokenFactoryAbi, TokenFactoryCallbacksAbi, TokenRootAbi, ZERO_ADDRESS } from '@tycho/abi';
import type { WalletCall } from '@/shared/chain/preview';
import { getProviderClient } from '@/shared/chain/providerClient';
import type { CreateTokenParams } from '../logic/createForm';
import type { DeployedCallback } from '../logic/createReceipt';
import {
  BURN_VALUE,
  CREATE_TOKEN_VALUE,
  MINT_DEPLOY_WALLET_VALUE,
  MINT_VALUE,
  TRANSFER_OWNERSHIP_VALUE,
} from '../logic/values';

export { readTokenBalance, tokenBalanceOf } from '@/shared/chain/providerClient';

/** Where a sent message landed: the sender's transaction. */
export interface SentCall {
  hash: string;
  lt: string;
}

/**
 * `createToken` on the factory (spec 7): zero initial supply to the zero address, no deploy-wallet value, all
 * flags off, the gas back to the sender; 5 of the native coin attached.
 */
export async function sendCreateToken(args: {
  factory: string;
  owner: string;
  callId: number;
  params: CreateTokenParams;
}): Promise<SentCall> {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const factory = new client.Contract(TokenFactoryAbi, new lib.Address(args.factory));
  const tx = await factory.methods
    .createToken({
      callId: args.callId,
      name: args.params.name,
      symbol: args.params.symbol,
      decimals: args.params.decimals,
      initialSupplyTo: new lib.Address(ZERO_ADDRESS),
      initialSupply: '0',
      deployWalletValue: '0',
      mintDisabled: false,
      burnByRootDisabled: false,
      burnPaused: false,
      remainingGasTo: owner,
    })
    .send({ from: owner, amount: CREATE_TOKEN_VALUE.toString(), bounce: true });
  return { hash: tx.id.hash, lt: tx.id.lt };
}

/**
 * The first `onTokenRootDeployed` the factory sent to `owner` after `sinceLt`, or undefined when none has arrived
 * yet (the caller polls). Reads the owner's newest transactions.
 */
export async function findDeployedCallback(args: {
  owner: string;
  factory: string;
  sinceLt: string;
}): Promise<DeployedCallback | undefined> {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const decoder = new client.Contract(TokenFactoryCallbacksAbi, owner);
  const { transactions } = await client.getTransactions({ address: owner, limit: 50 });
  const since = BigInt(args.sinceLt);
  const newer = transactions.filter((tx) => BigInt(tx.id.lt) > since).reverse();
  for (const tx of newer) {
    if (tx.inMessage.src?.toString().toLowerCase() !== args.factory.toLowerCase()) continue;
    const decoded = await decoder.decodeTransaction({ transaction: tx, methods: ['onTokenRootDeployed'] });
    if (decoded) return { callId: Number(decoded.input.callId), root: decoded.input.token_root.toString() };
  }
  return undefined;
}

/** A mint to `target`, or a burn from `target`'s wallet (spec 7), as the token's owner asks for it. */
export type SupplyCall = { root: string; owner: string; target: string; amount: bigint } & (
  { type: 'mint' } | { type: 'burn'; callbackTo: string; payload: string }
);

/**
 * The one builder of a mint or burn: what the preview before signing runs (`supplyWalletCall`) and the wallet sends
 * (`sendSupplyCall`). Mint (spec 7): deploy-wallet value 0.1, the gas back to the owner, no notify, empty payload.
 * Burn: the gas goes back to the burned wallet's owner (as the FlatQube app does), the callback to `callbackTo`
 * (zero: none); the payload is the typed text as a cell with one bytes field.
 */
async function supplyMethod(call: SupplyCall) {
  const { lib, client } = await getProviderClient();
  const target = new lib.Address(call.target);
  const root = new client.Contract(TokenRootAbi, new lib.Address(call.root));
  if (call.type === 'mint')
    return {
      value: MINT_VALUE,
      method: root.methods.mint({
        amount: call.amount.toString(),
        recipient: target,
        deployWalletValue: MINT_DEPLOY_WALLET_VALUE.toString(),
        remainingGasTo: new lib.Address(call.owner),
        notify: false,
        payload: EMPTY_CELL,
      }),
    };
  const payload = (
    await client.packIntoCell({
      structure: [{ name: 'data', type: 'bytes' }] as const,
      data: { data: bytesBase64(call.payload) },
    })
  ).boc;
  return {
    value: BURN_VALUE,
    method: root.methods.burnTokens({
      amount: call.amount.toString(),
      walletOwner: target,
      remainingGasTo: target,
      callbackTo: new lib.Address(call.callbackTo),
      payload,
    }),
  };
}

export async function sendSupplyCall(call: SupplyCall): Promise<void> {
  const { lib } = await getProviderClient();
  const { method, value } = await supplyMethod(call);
  await method.send({ from: new lib.Address(call.owner), amount: value.toString(), bounce: true });
}

/** The message sendSupplyCall asks the wallet to send, for the preview before signing. */
export async function supplyWalletCall(call: SupplyCall): Promise<WalletCall> {
  const { method, value } = await supplyMethod(call);
  return { recipient: call.root, amount: value, bounce: true, body: await method.encodeInternal() };
}

/** `transferOwnership` on the root (spec 7): no callbacks, the gas back to the old owner. */
export async function sendTransferOwnership(args: { root: string; owner: string; newOwner: string }) {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const root = new client.Contract(TokenRootAbi, new lib.Address(args.root));
  await root.methods
    .transferOwnership({ newOwner: new lib.Address(args.newOwner), remainingGasTo: owner, callbacks: [] })
    .send({ from: owner, amount: TRANSFER_OWNERSHIP_VALUE.toString(), bounce: true });
}

/** UTF-8 bytes of a text, base64 encoded (how the provider takes a `bytes` value). */
function bytesBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
