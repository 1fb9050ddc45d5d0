/**
 * Governance on chain through the wallet's provider (spec 7 "Wallet calls", reference dao-proposals.md 4): the
 * DaoRoot's configuration and action values, propose, the vote escrow's castVote(WithReason) and unlocks, the
 * member's vote-escrow account (balance, locked tokens, casted votes, created proposals), and a proposal's cancel
 * (signed), queue and execute (unsigned external messages) and state. Sends are matched with the event they cause.
 */
import { DaoRootAbi, PROPOSAL_STATES, ProposalAbi, VoteEscrowAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { getProviderClient } from '@/shared/chain/providerClient';
import type { WalletCall } from '@/shared/chain/preview';
import { findEvent, unlockCastedMethod } from '@/shared/chain/events';
import { voteEscrowAccount } from '@/shared/chain/voteEscrowAccount';
import { ProposalGas } from '../logic/voter';
import type { ethActionOf, tonActionOf } from '../logic/actions';
import { sendBuiltCall, walletCallOf } from '@/shared/chain/builtCall';

type Lib = Awaited<ReturnType<typeof getProviderClient>>['lib'];

export type TonAction = ReturnType<typeof tonActionOf>;
export type EthAction = ReturnType<typeof ethActionOf>;

export interface VoterState {
  hasAccount: boolean;
  account: string;
  /** Live veQUBE (calculateVeAverage): the voting weight. */
  balance: bigint;
  lockedTokens: bigint;
  /** Proposal id → support, for votes still locked in the account. */
  castedVotes: Map<number, boolean>;
  /** Proposal id → the threshold locked for it. */
  createdProposals: Map<number, bigint>;
}

/** The chain's clock (unix seconds) and the DaoRoot's threshold; proposal states follow the chain, not the browser. */
export async function readRoot(daoRoot: string): Promise<{ threshold: bigint; chainTime: number }> {
  const { lib, client } = await getProviderClient();
  const address = new lib.Address(daoRoot);
  const { state } = await client.getFullContractState({ address });
  if (!state) throw new Error('DAO root not found');
  const root = new client.Contract(DaoRootAbi, address);
  const { proposalConfiguration } = await root.methods.proposalConfiguration({}).call({ cachedState: state });
  return { threshold: BigInt(proposalConfiguration.threshold), chainTime: Number(state.genTimings.genUtime) };
}

const toNumberMap = <V>(entries: readonly (readonly [string | number, V])[]) =>
  new Map(entries.map(([k, v]) => [Number(k), v]));

export async function readVoter(voteEscrow: string, user: string): Promise<VoterState> {
  const { address: value0, account, state } = await voteEscrowAccount(voteEscrow, user);
  const empty = { balance: 0n, lockedTokens: 0n, castedVotes: new Map(), createdProposals: new Map() };
  if (!state) return { hasAccount: false, account: value0.toString(), ...empty };
  const [live, locked, casted, created] = await Promise.all([
    account.methods.calculateVeAverage({}).call({ cachedState: state }),
    account.methods.lockedTokens({ answerId: 0 }).call({ responsible: true, cachedState: state }),
    account.methods.casted_votes({}).call({ cachedState: state }),
    account.methods.created_proposals({}).call({ cachedState: state }),
  ]);
  return {
    hasAccount: true,
    account: value0.toString(),
    balance: BigInt(live._veQubeBalance),
    lockedTokens: BigInt(locked.value0),
    castedVotes: toNumberMap(casted.casted_votes),
    createdProposals: new Map(created.created_proposals.map(([k, v]) => [Number(k), BigInt(v)])),
  };
}

/** The coin `propose` needs: 10 EVER + calcTonActionsValue + calcEthActionsValue. */
export async function proposeValue(daoRoot: string, ton: TonAction[], eth: EthAction[]): Promise<bigint> {
  const { lib, client } = await getProviderClient();
  const root = new client.Contract(DaoRootAbi, new lib.Address(daoRoot));
  const [t, e] = await Promise.all([
    root.methods.calcTonActionsValue({ actions: tonArgs(lib, ton) }).call(),
    root.methods.calcEthActionsValue({ actions: eth }).call(),
  ]);
  return ProposalGas.PROPOSE + BigInt(t.totalValue) + BigInt(e.totalValue);
}

const tonArgs = (lib: Lib, ton: TonAction[]) =>
  ton.map((a) => ({ value: a.value.toString(), target: new lib.Address(a.target), payload: a.payload }));

/** The body of approveGaugeDAO / removeGaugeDAO(gauge) to the vote escrow (a candidate action's payload). */
export async function candidatePayload(
  voteEscrow: string,
  method: 'approveGaugeDAO' | 'removeGaugeDAO',
  gauge: string,
): Promise<string> {
  const { lib, client } = await getProviderClient();
  const escrow = new client.Contract(VoteEscrowAbi, new lib.Address(voteEscrow));
  return escrow.methods[method]({ gauge: new lib.Address(gauge) }).encodeInternal();
}

/** A contract's newest logical time, so the events of a later send can be told apart. */
export async function lastLt(address: string): Promise<string> {
  const { lib, client } = await getProviderClient();
  const { transactions } = await client.getTransactions({ address: new lib.Address(address), limit: 1 });
  return transactions[0]?.id.lt ?? '0';
}

const sameAddress = (a: unknown, b: string) => String(a).toLowerCase() === b.toLowerCase();

/** The id of the proposal `proposer` created after `sinceLt` (the root's ProposalCreated from the same proposer). */
export async function findCreated(daoRoot: string, proposer: string, sinceLt: string): Promise<number | undefined> {
  const data = await findEvent(DaoRootAbi, daoRoot, sinceLt, 'ProposalCreated', (d) =>
    sameAddress(d.proposer, proposer),
  );
  return data ? Number(data.proposalId) : undefined;
}

/** The proposal's VoteCast from `voter` after `sinceLt`: the vote counted. */
export async function findVoteCast(proposal: string, voter: string, sinceLt: string): Promise<true | undefined> {
  const data = await findEvent(ProposalAbi, proposal, sinceLt, 'VoteCast', (d) => sameAddress(d.voter, voter));
  return data ? true : undefined;
}

/** The account's UnlockCastedVotes (any of `ids`) or UnlockVotes (`ids[0]`) after `sinceLt`. */
export async function findUnlock(
  account: string,
  kind: 'casted' | 'tokens',
  ids: number[],
  sinceLt: string,
): Promise<true | undefined> {
  const event = kind === 'casted' ? 'UnlockCastedVotes' : 'UnlockVotes';
  const data = await findEvent(VoteEscrowAccountAbi, account, sinceLt, event, (d) =>
    ids.includes(Number(d.proposal_id)),
  );
  return data ? true : undefined;
}

/**
 * The proposal ids of every UnlockCastedVotes the member's account emitted after `sinceLt`, paging back through its
 * transactions (each unlock is a transaction of its own: the proposal answers the account one by one).
 */
export async function unlockedCastedSince(account: string, sinceLt: string): Promise<Set<number>> {
  const { lib, client } = await getProviderClient();
  const address = new lib.Address(account);
  const contract = new client.Contract(VoteEscrowAccountAbi, address);
  const ids = new Set<number>();
  let continuation: Parameters<typeof client.getTransactions>[0]['continuation'];
  for (;;) {
    const page = await client.getTransactions({ address, continuation, limit: 50 });
    for (const tx of page.transactions) {
      if (BigInt(tx.id.lt) <= BigInt(sinceLt)) return ids;
      for (const e of await contract.decodeTransactionEvents({ transaction: tx }))
        if (e.event === 'UnlockCastedVotes') ids.add(Number((e.data as { proposal_id: string }).proposal_id));
    }
    if (!page.continuation || page.transactions.length === 0) return ids;
    continuation = page.continuation;
  }
}

/** Queue and execute: unsigned external messages to the proposal (nothing leaves the user's wallet). */
export async function sendProposalExternal(proposal: string, call: 'queue' | 'execute') {
  const { lib, client } = await getProviderClient();
  await new client.Contract(ProposalAbi, new lib.Address(proposal)).methods[call]({}).sendExternal({
    withoutSignature: true,
  });
}

/**
 * A proposal action the user's wallet signs: create (the DaoRoot's propose with the value its actions need), the
 * vote (castVote, or castVoteWithReason with a reason), cancel (by the proposer), and the unlocks of a casted vote
 * and of a proposal's threshold.
 */
export type ProposalCall = { owner: string } & (
  | { type: 'create'; daoRoot: string; ton: TonAction[]; eth: EthAction[]; description: string; value: bigint }
  | { type: 'vote'; voteEscrow: string; proposalId: number; support: boolean; reason: string }
  | { type: 'cancel'; proposal: string }
  | { type: 'unlockCasted'; voteEscrow: string; proposalIds: number[] }
  | { type: 'unlockTokens'; voteEscrow: string; proposalId: number }
);

/**
 * The one builder of a proposal action's call: what the preview before signing runs (`proposalWalletCall`) and
 * the wallet sends (`sendProposalWalletCall`), with the coin attached.
 */
async function proposalMethod(call: ProposalCall) {
  const { lib, client } = await getProviderClient();
  if (call.type === 'create') {
    const root = new client.Contract(DaoRootAbi, new lib.Address(call.daoRoot));
    const method = root.methods.propose({
      answerId: 0,
      tonActions: tonArgs(lib, call.ton),
      ethActions: call.eth,
      description: call.description,
    });
    return { recipient: call.daoRoot, method, amount: call.value };
  }
  if (call.type === 'cancel') {
    const method = new client.Contract(ProposalAbi, new lib.Address(call.proposal)).methods.cancel({});
    return { recipient: call.proposal, method, amount: ProposalGas.CANCEL };
  }
  if (call.type === 'unlockCasted') return { recipient: call.voteEscrow, ...(await unlockCastedMethod(call)) };
  const escrow = new client.Contract(VoteEscrowAbi, new lib.Address(call.voteEscrow));
  if (call.type === 'unlockTokens') {
    const method = escrow.methods.tryUnlockVoteTokens({ proposal_id: call.proposalId });
    return { recipient: call.voteEscrow, method, amount: ProposalGas.UNLOCK_VOTE_TOKENS };
  }
  const vote = { proposal_id: call.proposalId, support: call.support };
  const method = call.reason
    ? escrow.methods.castVoteWithReason({ ...vote, reason: call.reason })
    : escrow.methods.castVote(vote);
  return { recipient: call.voteEscrow, method, amount: ProposalGas.CAST_VOTE };
}

/** Sends the action (the wallet asks the user). */
export async function sendProposalWalletCall(call: ProposalCall): Promise<void> {
  await sendBuiltCall(await proposalMethod(call), call.owner);
}

/** The message sendProposalWalletCall asks the wallet to send, for the preview before signing. */
export async function proposalWalletCall(call: ProposalCall): Promise<WalletCall> {
  return walletCallOf(await proposalMethod(call));
}

/** The proposal's state now, on chain. */
export async function readState(proposal: string): Promise<string> {
  const { lib, client } = await getProviderClient();
  const contract = new client.Contract(ProposalAbi, new lib.Address(proposal));
  const { value0 } = await contract.methods.getState({ answerId: 0 }).call({ responsible: true });
  return PROPOSAL_STATES[Number(value0)] ?? 'Unknown';
}
