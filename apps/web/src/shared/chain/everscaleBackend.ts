import { createRpcBackend, type RpcLike, type WalletBackend } from './walletBackend';

function timeout(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
}

/**
 * Find the injected wallet (`window.__ever`, announced by `window.__hasEverscaleProvider` and the
 * `ever#initialized` event) through everscale-inpage-provider, loaded as a separate chunk.
 * Resolves null when there is no provider or it never initializes within `timeoutMs`.
 */
export async function loadEverscaleBackend(timeoutMs: number): Promise<WalletBackend | null> {
  const { ProviderRpcClient, EverscaleProviderAdapter, hasEverscaleProvider, Address } =
    await import('everscale-inpage-provider');
  if (!(await hasEverscaleProvider())) return null;
  const client = new ProviderRpcClient({ provider: new EverscaleProviderAdapter() });
  const ready = await Promise.race([client.ensureInitialized().then(() => 'ready' as const), timeout(timeoutMs)]);
  if (ready !== 'ready') return null;
  return createRpcBackend(client as unknown as RpcLike, (address) => new Address(address));
}
