/**
 * The builder's contract calls through the wallet's provider (typed by the ABIs of `@tycho/abi`): the token
 * factory's `createToken`, the root's `mint`, `burnTokens` and `transferOwnership` (one builder for the preview
 * before signing and the send), and the reads the forms need.
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
import { sendBuiltCall, walletCallOf } from '@/shared/chain/builtCall';

export { readTokenBalance, tokenBalanceOf } from '@/shared/chain/providerClient';

/** Where a sent message landed: the sender's transaction. */
export interface SentCall {
  hash: string;
  lt: string;
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

/** A call the builder's owner signs: a new token (its call id names the factory's answer), a mint or burn, a transfer. */
export type BuilderCall = SupplyCall | CreateCall | TransferCall;
export type CreateCall = { type: 'create'; factory: string; owner: string; callId: number; params: CreateTokenParams };
export type TransferCall = { type: 'transfer'; root: string; owner: string; newOwner: string };

/**
 * The one builder of the builder's calls: what the preview before signing runs (`builderWalletCall`) and the wallet
 * sends (`sendBuilderCall`). Create (spec 7): zero initial supply to the zero address, no deploy-wallet value, all
 * flags off, the gas back to the sender; 5 of the native coin. Mint: deploy-wallet value 0.1, the gas back to the
 * owner, no notify, empty payload. Burn: the gas goes back to the burned wallet's owner (as the FlatQube app does),
 * the callback to `callbackTo` (zero: none); the payload is the typed text as a cell with one bytes field.
 * Transfer ownership: no callbacks, the gas back to the old owner.
 */
async function builderMethod(call: BuilderCall) {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(call.owner);
  if (call.type === 'create') {
    const factory = new client.Contract(TokenFactoryAbi, new lib.Address(call.factory));
    const method = factory.methods.createToken({
      callId: call.callId,
      name: call.params.name,
      symbol: call.params.symbol,
      decimals: call.params.decimals,
      initialSupplyTo: new lib.Address(ZERO_ADDRESS),
      initialSupply: '0',
      deployWalletValue: '0',
      mintDisabled: false,
      burnByRootDisabled: false,
      burnPaused: false,
      remainingGasTo: owner,
    });
    return { recipient: call.factory, value: CREATE_TOKEN_VALUE, method };
  }
  const root = new client.Contract(TokenRootAbi, new lib.Address(call.root));
  if (call.type === 'transfer') {
    const method = root.methods.transferOwnership({
      newOwner: new lib.Address(call.newOwner),
      remainingGasTo: owner,
      callbacks: [],
    });
    return { recipient: call.root, value: TRANSFER_OWNERSHIP_VALUE, method };
  }
  const target = new lib.Address(call.target);
  if (call.type === 'mint')
    return {
      recipient: call.root,
      value: MINT_VALUE,
      method: root.methods.mint({
        amount: call.amount.toString(),
        recipient: target,
        deployWalletValue: MINT_DEPLOY_WALLET_VALUE.toString(),
        remainingGasTo: owner,
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
    recipient: call.root,
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

/** Sends the call (the wallet asks the user); where it landed: the sender's transaction. */
export async function sendBuilderCall(call: BuilderCall): Promise<SentCall> {
  const { method, value, recipient } = await builderMethod(call);
  return sendBuiltCall({ method, recipient, amount: value }, call.owner);
}

/** The message sendBuilderCall asks the wallet to send, for the preview before signing. */
export async function builderWalletCall(call: BuilderCall): Promise<WalletCall> {
  const { method, value, recipient } = await builderMethod(call);
  return walletCallOf({ method, recipient, amount: value });
}

/** UTF-8 bytes of a text, base64 encoded (how the provider takes a `bytes` value). */
function bytesBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
