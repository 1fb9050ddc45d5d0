/** Test-only bundle: exposes everscale-inpage-provider's ProviderRpcClient to a page, as the web app uses it. */
import { Address, ProviderRpcClient } from 'everscale-inpage-provider';

(window as unknown as { TychoRpc: unknown }).TychoRpc = { Address, ProviderRpcClient };
