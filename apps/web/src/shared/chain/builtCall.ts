/**
 * A feature's one builder of a wallet call gives the contract method, the recipient and the coin attached; these two
 * turn it into the send (the wallet asks the user) and the message the preview before signing runs, so the preview
 * always runs exactly what is signed.
 */
import type { Address, Transaction } from 'everscale-inpage-provider';
import type { WalletCall } from './preview/types';
import { getProviderClient } from './providerClient';

export interface BuiltCall {
  recipient: string;
  amount: bigint;
  method: {
    encodeInternal(): Promise<string>;
    send(args: { from: Address; amount: string; bounce: boolean }): Promise<Transaction>;
  };
}

/** Sends the call from `owner`, bounceable; answers where it landed: the sender's transaction. */
export async function sendBuiltCall(built: BuiltCall, owner: string): Promise<{ hash: string; lt: string }> {
  const { lib } = await getProviderClient();
  const tx = await built.method.send({ from: new lib.Address(owner), amount: built.amount.toString(), bounce: true });
  return { hash: tx.id.hash, lt: tx.id.lt };
}

/** The message sendBuiltCall asks the wallet to send, for the preview before signing. */
export async function walletCallOf(built: BuiltCall): Promise<WalletCall> {
  return { recipient: built.recipient, amount: built.amount, bounce: true, body: await built.method.encodeInternal() };
}
