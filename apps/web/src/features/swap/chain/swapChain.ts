/** On-chain calls of the swap screen through the wallet's provider (lazy: loaded with the first use). */
import { TokenRootAbi, TokenWalletAbi, VaultTokenWalletAbi, WrappedCurrencyVaultAbi } from '@tycho/abi';
import type { SwapCall } from '@tycho/api';
import { deployWalletValueOf, getProviderClient as getClient, tokenWalletOf } from '@/shared/chain/providerClient';
export { readTokenBalance, tokenWalletOf } from '@/shared/chain/providerClient';

/** The coin balance of an account, smallest units. */
export async function readNativeBalance(owner: string): Promise<string> {
  const { lib, client } = await getClient();
  return client.getBalance(new lib.Address(owner));
}

/**
 * Sends the wallet call a cross_swap_payload answer describes (transfer, wrap or acceptNative). The tokens go to the
 * first pool's wallet of the spent token: the call attaches the deploy-wallet value only when that wallet does not
 * exist (spec 9). The user's wallet of the received token is the last pool's to deploy, with the value the
 * payload names (the server's receiverDeployValue).
 */
export async function sendSwap(built: SwapCall, owner: string): Promise<void> {
  const { lib, client } = await getClient();
  const from = new lib.Address(owner);
  const dest = new lib.Address(built.walletOfDestination);
  const first = built.route.steps[0];
  const send = { from, amount: built.gas, bounce: true };
  const deployWalletValue = async () =>
    (await deployWalletValueOf(first.spentCurrencyAddress, first.poolAddress)).toString();
  if (built.abiFunction === 'transfer') {
    const c = new client.Contract(TokenWalletAbi, dest);
    await c.methods
      .transfer({
        amount: first.amount,
        recipient: new lib.Address(first.poolAddress),
        deployWalletValue: await deployWalletValue(),
        remainingGasTo: from,
        notify: true,
        payload: built.payload,
      })
      .send(send);
  } else if (built.abiFunction === 'wrap') {
    const c = new client.Contract(WrappedCurrencyVaultAbi, dest);
    await c.methods
      .wrap({
        tokens: built.amountToWrap ?? '0',
        owner_address: new lib.Address(first.poolAddress),
        gas_back_address: from,
        payload: built.payload,
      })
      .send(send);
  } else {
    const c = new client.Contract(VaultTokenWalletAbi, dest);
    await c.methods
      .acceptNative({
        amount: built.amountToWrap ?? '0',
        deployWalletValue: await deployWalletValue(),
        remainingGasTo: from,
        payload: built.payload,
      })
      .send(send);
  }
}

/** The wrapped-coin vault: the owner of the wrapped coin's root. */
export async function vaultOf(wrappedRoot: string): Promise<string> {
  const { lib, client } = await getClient();
  const contract = new client.Contract(TokenRootAbi, new lib.Address(wrappedRoot));
  const out = await contract.methods.rootOwner({ answerId: 0 }).call({ responsible: true });
  return out.value0.toString();
}

/** Wrap: send the coin to the vault (plain transfer; the vault keeps `wrapGas` as its fee). */
export async function sendWrap(wrappedRoot: string, owner: string, amount: bigint, wrapGas: bigint): Promise<void> {
  const { lib, client } = await getClient();
  const vault = await vaultOf(wrappedRoot);
  await client.sendMessage({
    sender: new lib.Address(owner),
    recipient: new lib.Address(vault),
    amount: (amount + wrapGas).toString(),
    bounce: false,
  });
}

export const UNWRAP_GAS = '500000000';

/** Unwrap: a wrapped-coin transfer to the vault with notify and 0.5 coin attached. */
export async function sendUnwrap(wrappedRoot: string, owner: string, amount: bigint): Promise<void> {
  const { lib, client } = await getClient();
  const [vault, wallet] = await Promise.all([vaultOf(wrappedRoot), tokenWalletOf(wrappedRoot, owner)]);
  const from = new lib.Address(owner);
  const c = new client.Contract(TokenWalletAbi, new lib.Address(wallet));
  await c.methods
    .transfer({
      amount: amount.toString(),
      recipient: new lib.Address(vault),
      deployWalletValue: '0',
      remainingGasTo: from,
      notify: true,
      payload: '',
    })
    .send({ from, amount: UNWRAP_GAS, bounce: true });
}
