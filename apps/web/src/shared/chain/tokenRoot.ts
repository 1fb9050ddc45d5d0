/**
 * On-chain reads of a token root through the wallet's provider (spec 4.11: tokens without decimals in the
 * list are resolved on chain). Resolves undefined when there is no provider; the caller falls back.
 */
import { TokenRootAbi } from '@tycho/abi';
import { withinTime } from '../lib/waitUntil';
import { getProviderClient } from './providerClient';

/** The token root's contract, or undefined without a provider (or when it does not answer in time). */
async function tokenRoot(root: string, timeoutMs: number) {
  const { hasEverscaleProvider } = await import('everscale-inpage-provider');
  if (!(await hasEverscaleProvider())) return undefined;
  const ready = await withinTime(getProviderClient(), timeoutMs);
  if (ready === 'timeout') return undefined;
  const { lib, client } = ready;
  return new client.Contract(TokenRootAbi, new lib.Address(root));
}

export async function readTokenDecimalsOnChain(root: string, timeoutMs = 10_000): Promise<number | undefined> {
  const contract = await tokenRoot(root, timeoutMs);
  if (!contract) return undefined;
  const output = await contract.methods.decimals({ answerId: 0 }).call({ responsible: true });
  const value = Number(output.value0);
  return Number.isInteger(value) ? value : undefined;
}

/** The token's symbol as its root states it; undefined without a provider. */
export async function readTokenSymbolOnChain(root: string, timeoutMs = 10_000): Promise<string | undefined> {
  const contract = await tokenRoot(root, timeoutMs);
  if (!contract) return undefined;
  return (await contract.methods.symbol({ answerId: 0 }).call({ responsible: true })).value0;
}
