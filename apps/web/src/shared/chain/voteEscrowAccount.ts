/**
 * A member's account in the vote escrow (`VoteEscrowAccount`), as the DAO, proposals, gauges and portfolio features
 * read it: its address (the escrow's `getVoteEscrowAccountAddress`), its contract and its state, undefined while the
 * account is not deployed (the member never locked QUBE).
 */
import { VoteEscrowAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { getProviderClient } from './providerClient';

export async function voteEscrowAccount(voteEscrow: string, user: string) {
  const { lib, client } = await getProviderClient();
  const escrow = new client.Contract(VoteEscrowAbi, new lib.Address(voteEscrow));
  const { value0: address } = await escrow.methods
    .getVoteEscrowAccountAddress({ answerId: 0, user: new lib.Address(user) })
    .call({ responsible: true });
  const { state } = await client.getFullContractState({ address });
  const account = new client.Contract(VoteEscrowAccountAbi, address);
  return { lib, client, escrow, address, account, state: state?.isDeployed ? state : undefined };
}
