import { withinTime } from '../lib/waitUntil';
import { createRpcBackend, type RpcLike, type WalletBackend } from './walletBackend';

function pageLoaded(target: Window): Promise<void> {
  if (target.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => target.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * The check of everscale-inpage-provider's `hasEverscaleProvider` (the flag `window.__hasEverscaleProvider`, read
 * once the page has loaded), done without the library: visitors without a wallet never download it.
 */
export async function isProviderAnnounced(target: Window = window): Promise<boolean> {
  await pageLoaded(target);
  return target.__hasEverscaleProvider === true;
}

/**
 * Find the injected wallet (`window.__ever`, announced by `window.__hasEverscaleProvider` and the
 * `ever#initialized` event) through everscale-inpage-provider, loaded as a separate chunk once a wallet is
 * announced (its download starts at once when the flag is already set, in parallel with the page load).
 * Resolves null when there is no provider or it never initializes within `timeoutMs`.
 */
export async function loadEverscaleBackend(timeoutMs: number): Promise<WalletBackend | null> {
  const library = window.__hasEverscaleProvider === true ? import('everscale-inpage-provider') : null;
  if (!(await isProviderAnnounced())) return null;
  const { ProviderRpcClient, EverscaleProviderAdapter, hasEverscaleProvider, Address } = await (library ??
    import('everscale-inpage-provider'));
  if (!(await hasEverscaleProvider())) return null;
  const client = new ProviderRpcClient({ provider: new EverscaleProviderAdapter() });
  const ready = await withinTime(
    client.ensureInitialized().then(() => 'ready' as const),
    timeoutMs,
  );
  if (ready !== 'ready') return null;
  return createRpcBackend(client as unknown as RpcLike, (address) => new Address(address));
}
