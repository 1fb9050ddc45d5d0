/** On-chain calls of the swap screen through the wallet's provider (lazy: loaded with the first use). */
import { TokenRootAbi, TokenWalletAbi, VaultTokenWalletAbi, WrappedCurrencyVaultAbi } from '@tycho/abi';
import type { CrossSwapPayloadResponse } from '@tycho/api';

type Provider = typeof import('everscale-inpage-provider');
let clientPromise: Promise<{ lib: Provider; client: InstanceType<Provider['ProviderRpcClient']> }> | undefined;

function getClient() {
  clientPromise ??= (async () => {
    const lib = await import('everscale-inpage-provider');
    const client = new lib.ProviderRpcClient({ provider: new lib.EverscaleProviderAdapter() });
    await client.ensureInitialized();
    return { lib, client };
  })();
  return clientPromise;
}

/** The owner's token wallet address of a root. */
export async function tokenWalletOf(root: string, owner: string): Promise<string> {
  const { lib, client } = await getClient();
  const contract = new client.Contract(TokenRootAbi, new lib.Address(root));
  const out = await contract.methods.walletOf({ answerId: 0, walletOwner: new lib.Address(owner) }).call({ responsible: true });
  return String((out as { value0: unknown }).value0);
}

/** The owner's balance of a token in smallest units; 0 when the wallet is not deployed or the read fails. */
export async function readTokenBalance(root: string, owner: string): Promise<string> {
  try {
    const { lib, client } = await getClient();
    const wallet = new lib.Address(await tokenWalletOf(root, owner));
    const { state } = await client.getFullContractState({ address: wallet });
    if (!state?.isDeployed) return '0';
    const contract = new client.Contract(TokenWalletAbi, wallet);
    const out = await contract.methods.balance({ answerId: 0 }).call({ responsible: true, cachedState: state });
    return String((out as { value0: unknown }).value0);
  } catch (error) {
    console.warn('Balance load error', error);
    return '0';
  }
}

/** The coin balance of an account, smallest units. */
export async function readNativeBalance(owner: string): Promise<string> {
  const { lib, client } = await getClient();
  return client.getBalance(new lib.Address(owner));
}

const DEPLOY_WALLET_VALUE = '100000000';

/** Sends the wallet call a cross_swap_payload answer describes (transfer, wrap or acceptNative). */
export async function sendSwap(built: CrossSwapPayloadResponse, owner: string): Promise<void> {
  const { lib, client } = await getClient();
  const from = new lib.Address(owner);
  const dest = new lib.Address(built.walletOfDestination);
  const first = built.route.steps[0];
  const send = { from, amount: built.gas, bounce: true };
  if (built.abiFunction === 'transfer') {
    const c = new client.Contract(TokenWalletAbi, dest);
    await c.methods
      .transfer({
        amount: first.amount,
        recipient: new lib.Address(first.poolAddress),
        deployWalletValue: DEPLOY_WALLET_VALUE,
        remainingGasTo: from,
        notify: true,
        payload: built.payload,
      } as never)
      .send(send);
  } else if (built.abiFunction === 'wrap') {
    const c = new client.Contract(WrappedCurrencyVaultAbi, dest);
    await c.methods
      .wrap({
        tokens: built.amountToWrap ?? '0',
        owner_address: new lib.Address(first.poolAddress),
        gas_back_address: from,
        payload: built.payload,
      } as never)
      .send(send);
  } else {
    const c = new client.Contract(VaultTokenWalletAbi, dest);
    await c.methods
      .acceptNative({
        amount: built.amountToWrap ?? '0',
        deployWalletValue: DEPLOY_WALLET_VALUE,
        remainingGasTo: from,
        payload: built.payload,
      } as never)
      .send(send);
  }
}

/** The wrapped-coin vault: the owner of the wrapped coin's root. */
export async function vaultOf(wrappedRoot: string): Promise<string> {
  const { lib, client } = await getClient();
  const contract = new client.Contract(TokenRootAbi, new lib.Address(wrappedRoot));
  const out = await contract.methods.rootOwner({ answerId: 0 }).call({ responsible: true });
  return String((out as { value0: unknown }).value0);
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
    } as never)
    .send({ from, amount: UNWRAP_GAS, bounce: true });
}
