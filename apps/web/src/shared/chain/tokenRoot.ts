/**
 * On-chain reads of a token root through the wallet's provider (spec 4.11: tokens without decimals in the
 * list are resolved on chain). Resolves undefined when there is no provider; the caller falls back.
 */
import { TokenRootAbi } from '@tycho/abi';

export async function readTokenDecimalsOnChain(root: string, timeoutMs = 10_000): Promise<number | undefined> {
  const { ProviderRpcClient, EverscaleProviderAdapter, hasEverscaleProvider, Address } = await import(
    'everscale-inpage-provider'
  );
  if (!(await hasEverscaleProvider())) return undefined;
  const client = new ProviderRpcClient({ provider: new EverscaleProviderAdapter() });
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs));
  if ((await Promise.race([client.ensureInitialized().then(() => 'ready' as const), timer])) !== 'ready') return undefined;
  const contract = new client.Contract(TokenRootAbi, new Address(root));
  const output = await contract.methods.decimals({ answerId: 0 }).call({ responsible: true });
  const value = Number((output as { value0: string | number }).value0);
  return Number.isInteger(value) ? value : undefined;
}
