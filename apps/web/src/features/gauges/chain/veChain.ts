/**
 * The connected user's veQUBE for the boost calculator: the vote escrow's account of the user, its live veQUBE
 * (`calculateVeAverage`, expired locks left out); 0 when the user has no account there yet.
 */
import { VoteEscrowAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { getProviderClient } from '@/shared/chain/providerClient';

export async function readUserVe(voteEscrow: string, user: string): Promise<bigint> {
  const { lib, client } = await getProviderClient();
  const escrow = new client.Contract(VoteEscrowAbi, new lib.Address(voteEscrow));
  const { value0 } = await escrow.methods
    .getVoteEscrowAccountAddress({ answerId: 0, user: new lib.Address(user) })
    .call({ responsible: true });
  const { state } = await client.getFullContractState({ address: value0 });
  if (!state?.isDeployed) return 0n;
  const account = new client.Contract(VoteEscrowAccountAbi, value0);
  const live = await account.methods.calculateVeAverage({}).call({ cachedState: state });
  return BigInt(live._veQubeBalance);
}
