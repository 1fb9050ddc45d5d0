/**
 * The connected user's veQUBE for the boost calculator: the vote escrow's account of the user, its live veQUBE
 * (`calculateVeAverage`, expired locks left out); 0 when the user has no account there yet.
 */
import { voteEscrowAccount } from '@/shared/chain/voteEscrowAccount';

export async function readUserVe(voteEscrow: string, user: string): Promise<bigint> {
  const { account, state } = await voteEscrowAccount(voteEscrow, user);
  if (!state) return 0n;
  const live = await account.methods.calculateVeAverage({}).call({ cachedState: state });
  return BigInt(live._veQubeBalance);
}
