/**
 * On-chain read of a TIP-3 balance that tells "no provider" (undefined) and "not answering in time" (undefined)
 * apart from a real balance: the owner's token wallet (root.walletOf) and its balance, '0' when not deployed.
 */
import { withinTime } from '../lib/waitUntil';
import { getProviderClient, tokenBalanceOf } from './providerClient';

export async function readTokenBalanceOnChain(
  root: string,
  owner: string,
  timeoutMs = 10_000,
): Promise<string | undefined> {
  const { hasEverscaleProvider } = await import('everscale-inpage-provider');
  if (!(await hasEverscaleProvider())) return undefined;
  if ((await withinTime(getProviderClient(), timeoutMs)) === 'timeout') return undefined;
  return tokenBalanceOf(root, owner);
}
