/**
 * A token wallet's address, by root and owner, remembered. A TIP-3 root computes it from its wallet (or wallet
 * platform) code, its own address and the owner: it never changes for a root, so it is asked of the chain once. The
 * portfolio asks it of every listed token for each wallet it values (half of the getters of a fresh `tokens`
 * section); the DEX pages for the pools' and the root owners' wallets. A root that does not answer (not deployed
 * yet) is asked again next time. At most `limit` addresses are kept per chain, the oldest forgotten first.
 */
import { TokenRootAbi } from '@tycho/abi';
import { callGetter, type ChainReader } from './reader';

const kept = new WeakMap<ChainReader, Map<string, string>>();

export function tokenWalletOf(chain: ChainReader, root: string, owner: string, limit = 50_000): string | undefined {
  let known = kept.get(chain);
  if (!known) kept.set(chain, (known = new Map()));
  const key = `${root.toLowerCase()} ${owner.toLowerCase()}`;
  const found = known.get(key);
  if (found !== undefined) return found;
  const wallet = callGetter(chain, root, TokenRootAbi, 'walletOf', { answerId: 0, walletOwner: owner })?.value0;
  if (wallet === undefined) return undefined;
  if (known.size >= limit) known.delete(known.keys().next().value!);
  known.set(key, wallet);
  return wallet;
}
