/**
 * On-chain read of a TIP-3 balance through the wallet's provider: the owner's token wallet (root.walletOf)
 * and its balance. Resolves '0' when the wallet is not deployed; undefined when there is no provider.
 */
import { TokenRootAbi, TokenWalletAbi } from '@tycho/abi';

export async function readTokenBalanceOnChain(root: string, owner: string, timeoutMs = 10_000): Promise<string | undefined> {
  const { ProviderRpcClient, EverscaleProviderAdapter, hasEverscaleProvider, Address } = await import(
    'everscale-inpage-provider'
  );
  if (!(await hasEverscaleProvider())) return undefined;
  const client = new ProviderRpcClient({ provider: new EverscaleProviderAdapter() });
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs));
  if ((await Promise.race([client.ensureInitialized().then(() => 'ready' as const), timer])) !== 'ready') return undefined;
  const rootContract = new client.Contract(TokenRootAbi, new Address(root));
  const walletOut = (await rootContract.methods.walletOf({ answerId: 0, walletOwner: new Address(owner) }).call({ responsible: true })) as {
    value0: { toString(): string };
  };
  const wallet = new Address(walletOut.value0.toString());
  const { state } = await client.getFullContractState({ address: wallet });
  if (!state?.isDeployed) return '0';
  const walletContract = new client.Contract(TokenWalletAbi, wallet);
  const out = (await walletContract.methods.balance({ answerId: 0 }).call({ responsible: true })) as { value0: string | number };
  return String(out.value0);
}
