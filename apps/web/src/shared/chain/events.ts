/**
 * Reading what a send caused: the first event of a contract after a logical time (the contract's newest `lt` taken
 * before the send), and the vote escrow's unlock of casted proposal votes, shared by the proposal pages and the
 * portfolio.
 */
import { DaoRootAbi, ProposalAbi, VoteEscrowAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { unlockCastedValue } from './gas';
import { getProviderClient } from './providerClient';

/** The contracts whose events are read here. */
export type EventAbi = typeof DaoRootAbi | typeof ProposalAbi | typeof VoteEscrowAbi | typeof VoteEscrowAccountAbi;

/** The data of the first event named `event` emitted by `address` after `sinceLt` that `match` accepts. */
export async function findEvent(
  abi: EventAbi,
  address: string,
  sinceLt: string,
  event: string,
  match: (data: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown> | undefined> {
  const { lib, client } = await getProviderClient();
  const contract = new client.Contract(abi, new lib.Address(address));
  const { transactions } = await client.getTransactions({ address: new lib.Address(address), limit: 50 });
  for (const tx of transactions.filter((t) => BigInt(t.id.lt) > BigInt(sinceLt)).reverse()) {
    for (const e of await contract.decodeTransactionEvents({ transaction: tx })) {
      const data = e.data as Record<string, unknown>;
      if (e.event === event && match(data)) return data;
    }
  }
  return undefined;
}

/**
 * The vote escrow's tryUnlockCastedVotes for `proposalIds` and the value the app attaches: the one builder of the
 * call for the send and the preview before signing.
 */
export async function unlockCastedMethod(args: { voteEscrow: string; proposalIds: number[] }) {
  const { lib, client } = await getProviderClient();
  const escrow = new client.Contract(VoteEscrowAbi, new lib.Address(args.voteEscrow));
  return {
    method: escrow.methods.tryUnlockCastedVotes({ proposal_ids: args.proposalIds }),
    amount: unlockCastedValue(args.proposalIds.length),
  };
}

/** The vote-escrow account's UnlockCastedVotes for any of `ids` after `sinceLt`. */
export async function findUnlockCasted(account: string, ids: number[], sinceLt: string): Promise<true | undefined> {
  const data = await findEvent(VoteEscrowAccountAbi, account, sinceLt, 'UnlockCastedVotes', (d) =>
    ids.includes(Number(d.proposal_id)),
  );
  return data ? true : undefined;
}
