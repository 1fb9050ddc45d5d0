/**
 * The one TIP-3 "transfer with payload" (reference: TokenWallet `transfer`): the sender's token wallet sends
 * `amount` to the wallet of `recipient`, deploying it with `deployWalletValue` when asked, notifying the recipient
 * with `payload` (the contract's own encoded payload, or an empty cell), the gas left over going back to the owner.
 * `tip3TransferMethod` builds the call and does not send it: each feature's chain layer keeps one builder that both
 * the preview before signing (`encodeInternal`) and the send (`send`) use, so what is previewed is what is signed.
 */
import { TokenWalletAbi } from '@tycho/abi';
import { getProviderClient, tokenWalletOf } from './providerClient';

export type Tip3Transfer = {
  /** The sender: owner of the spending wallet; the remaining gas goes back to it. */
  owner: string;
  /** The owner of the receiving wallet (a pool, an escrow, a vault...), notified with the payload. */
  recipient: string;
  /** Smallest units. */
  amount: bigint | string;
  /** A base64 cell: the recipient's payload, `EMPTY_CELL` or '' (as the call had it). */
  payload: string;
  /** Attached to deploy the receiving wallet; 0 (default) when it exists. */
  deployWalletValue?: bigint | string;
} & (
  | { /** The token, whose root finds the owner's wallet. */ root: string }
  | { /** The owner's token wallet, already known. */ wallet: string }
);

/** The transfer's call on the sender's token wallet, and that wallet (the message's recipient). */
export async function tip3TransferMethod(t: Tip3Transfer) {
  const { lib, client } = await getProviderClient();
  const wallet = 'wallet' in t ? t.wallet : await tokenWalletOf(t.root, t.owner);
  const method = new client.Contract(TokenWalletAbi, new lib.Address(wallet)).methods.transfer({
    amount: t.amount.toString(),
    recipient: new lib.Address(t.recipient),
    deployWalletValue: (t.deployWalletValue ?? 0n).toString(),
    remainingGasTo: new lib.Address(t.owner),
    notify: true,
    payload: t.payload,
  });
  return { wallet, method };
}
