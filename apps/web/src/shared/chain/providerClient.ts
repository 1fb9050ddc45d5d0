/**
 * One lazily created `ProviderRpcClient` over the wallet's provider (`window.__ever`), and the TIP-3 reads every
 * feature needs. everscale-inpage-provider is loaded with the first use, so it stays out of the initial bundle.
 */
import { DEPLOY_WALLET_VALUE, TokenRootAbi, TokenWalletAbi } from '@tycho/abi';

type Provider = typeof import('everscale-inpage-provider');
let clientPromise: Promise<{ lib: Provider; client: InstanceType<Provider['ProviderRpcClient']> }> | undefined;

export function getProviderClient() {
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
  const { lib, client } = await getProviderClient();
  const contract = new client.Contract(TokenRootAbi, new lib.Address(root));
  const out = await contract.methods
    .walletOf({ answerId: 0, walletOwner: new lib.Address(owner) })
    .call({ responsible: true });
  return String((out as { value0: unknown }).value0);
}

/**
 * The coin a transfer attaches to deploy the owner's wallet of a token (spec 9): DEPLOY_WALLET_VALUE when that
 * wallet does not exist yet, else 0 (an existing wallet would just keep the coin).
 */
export async function deployWalletValueOf(root: string, owner: string): Promise<bigint> {
  const { lib, client } = await getProviderClient();
  const { state } = await client.getFullContractState({ address: new lib.Address(await tokenWalletOf(root, owner)) });
  return state?.isDeployed ? 0n : DEPLOY_WALLET_VALUE;
}

/** The owner's balance of a token in smallest units; '0' when the wallet is not deployed; throws on a failed read. */
export async function tokenBalanceOf(root: string, owner: string): Promise<string> {
  const { lib, client } = await getProviderClient();
  const wallet = new lib.Address(await tokenWalletOf(root, owner));
  const { state } = await client.getFullContractState({ address: wallet });
  if (!state?.isDeployed) return '0';
  const contract = new client.Contract(TokenWalletAbi, wallet);
  const out = await contract.methods.balance({ answerId: 0 }).call({ responsible: true, cachedState: state });
  return String((out as { value0: unknown }).value0);
}

/** The owner's balance of a token in smallest units; 0 when the wallet is not deployed or the read fails. */
export async function readTokenBalance(root: string, owner: string): Promise<string> {
  try {
    return await tokenBalanceOf(root, owner);
  } catch (error) {
    console.warn('Balance load error', error);
    return '0';
  }
}

/** Calls `onChange` on every `contractStateChanged` of any of `addresses`; resolves to the unsubscribe function. */
export async function watchContracts(addresses: readonly string[], onChange: () => void): Promise<() => void> {
  const { lib, client } = await getProviderClient();
  const subscriptions = await Promise.all(
    addresses.map(async (address) => {
      const subscription = await client.subscribe('contractStateChanged', { address: new lib.Address(address) });
      subscription.on('data', () => onChange());
      return subscription;
    }),
  );
  return () => {
    for (const s of subscriptions)
      s.unsubscribe().catch((error: unknown) => console.warn('Contract unsubscribe error', error));
  };
}
