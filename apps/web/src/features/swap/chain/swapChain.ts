/** On-chain calls of the swap screen through the wallet's provider (lazy: loaded with the first use). */
import { DexPairCallbacksAbiJson, TokenRootAbi, VaultTokenWalletAbi, WrappedCurrencyVaultAbi } from '@tycho/abi';
import type { Route, SwapCall } from '@tycho/api';
import type { SimulatedStep, WalletCall } from '@/shared/chain/preview';
import { deployWalletValueOf, getProviderClient as getClient } from '@/shared/chain/providerClient';
import { tip3TransferMethod } from '@/shared/chain/tip3Transfer';
export { readTokenBalance, tokenWalletOf } from '@/shared/chain/providerClient';

/** The coin balance of an account, smallest units. */
export async function readNativeBalance(owner: string): Promise<string> {
  const { lib, client } = await getClient();
  return client.getBalance(new lib.Address(owner));
}

/**
 * The wallet call a cross_swap_payload answer describes (transfer, wrap or acceptNative). The tokens go to the
 * first pool's wallet of the spent token: the call attaches the deploy-wallet value only when that wallet does not
 * exist (spec 9). The user's wallet of the received token is the last pool's to deploy, with the value the
 * payload names (the server's receiverDeployValue).
 */
async function swapMethod(built: SwapCall, owner: string) {
  const { lib, client } = await getClient();
  const from = new lib.Address(owner);
  const dest = new lib.Address(built.walletOfDestination);
  const first = built.route.steps[0];
  const deployWalletValue = async () =>
    (await deployWalletValueOf(first.spentCurrencyAddress, first.poolAddress)).toString();
  if (built.abiFunction === 'transfer') {
    const { method } = await tip3TransferMethod({
      wallet: built.walletOfDestination,
      owner,
      recipient: first.poolAddress,
      amount: first.amount,
      deployWalletValue: await deployWalletValue(),
      payload: built.payload,
    });
    return method;
  }
  if (built.abiFunction === 'wrap') {
    return new client.Contract(WrappedCurrencyVaultAbi, dest).methods.wrap({
      tokens: built.amountToWrap ?? '0',
      owner_address: new lib.Address(first.poolAddress),
      gas_back_address: from,
      payload: built.payload,
    });
  }
  return new client.Contract(VaultTokenWalletAbi, dest).methods.acceptNative({
    amount: built.amountToWrap ?? '0',
    deployWalletValue: await deployWalletValue(),
    remainingGasTo: from,
    payload: built.payload,
  });
}

/** Sends the swap's wallet call. */
export async function sendSwap(built: SwapCall, owner: string): Promise<void> {
  const { lib } = await getClient();
  await (await swapMethod(built, owner)).send({ from: new lib.Address(owner), amount: built.gas, bounce: true });
}

/** The message sendSwap asks the wallet to send, for the preview before signing. */
export async function swapWalletCall(built: SwapCall, owner: string): Promise<WalletCall> {
  const body = await (await swapMethod(built, owner)).encodeInternal();
  return { recipient: built.walletOfDestination, amount: BigInt(built.gas), bounce: true, body };
}

/**
 * The hop a previewed swap is cancelled at (1-based): a route pool answered the user `dexPairOperationCancelled`;
 * the failing hop is the deepest route pool the tree reached. Undefined when the swap goes through.
 */
export async function cancelledHop(steps: readonly SimulatedStep[], route: Route, owner: string) {
  const { client } = await getClient();
  const pools = route.steps.map((s) => s.poolAddress.toLowerCase());
  const callbacks = steps.filter(
    (s) => s.address === owner && pools.includes((s.transaction.inMessage.src ?? '').toLowerCase()),
  );
  for (const step of callbacks) {
    const body = step.transaction.inMessage.body;
    if (!body) continue;
    const decoded = await client.rawApi.decodeInput({
      body,
      abi: DexPairCallbacksAbiJson,
      method: ['dexPairOperationCancelled'],
      internal: true,
    });
    if (decoded) {
      const reached = pools.reduce((deepest, pool, k) => (steps.some((s) => s.address === pool) ? k + 1 : deepest), 1);
      return reached;
    }
  }
  return undefined;
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
  const { lib } = await getClient();
  const vault = await vaultOf(wrappedRoot);
  const { method } = await tip3TransferMethod({ root: wrappedRoot, owner, recipient: vault, amount, payload: '' });
  await method.send({ from: new lib.Address(owner), amount: UNWRAP_GAS, bounce: true });
}
