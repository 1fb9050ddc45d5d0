/**
 * Governance events into the `governance_events` read model: the DaoRoot's ProposalCreated, a proposal's VoteCast,
 * Queued, Executed and Canceled, and a vote-escrow account's UnlockVotes and UnlockCastedVotes. Accounts are trusted
 * by their getters: a proposal sits at its root's `expectedProposalAddress(id)`, an account at its VoteEscrow's
 * `getVoteEscrowAccountAddress(user)`. The governance API (apps/server/src/governance) derives its answers from these
 * rows. Votes are the proposal's VoteCast (the account's own VoteCast is also emitted for votes the proposal rejects).
 */
import type { RawTransaction } from 'everscale-inpage-provider';
import { DaoRootAbi, eventData, ProposalAbi, VoteEscrowAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { schema, type Db } from '@tycho/db';
import { callGetter, type ChainReader } from '../chain/reader';
import { transactionEvents } from '../chain/events';
import type { GovernanceEvent } from './events';

type Kind = { kind: 'root' } | { kind: 'proposal'; id: number } | { kind: 'account'; owner: string } | null;

export class GovernanceResolver {
  private readonly known = new Map<string, Kind>();

  constructor(private readonly chain: ChainReader) {}

  private isRoot(address: string): boolean {
    return callGetter(this.chain, address, DaoRootAbi, 'getProposalCount', { answerId: 0 }) !== undefined;
  }

  private classify(address: string): Kind {
    if (this.isRoot(address)) return { kind: 'root' };
    const id = callGetter(this.chain, address, ProposalAbi, 'id', {});
    if (id) {
      const root = callGetter(this.chain, address, ProposalAbi, 'root', {})?.root;
      const proposalId = Number(id.id);
      const expected =
        root && this.isRoot(root)
          ? callGetter(this.chain, root, DaoRootAbi, 'expectedProposalAddress', { answerId: 0, proposalId })
          : undefined;
      return expected?.value0 === address ? { kind: 'proposal', id: proposalId } : null;
    }
    // `getDetails` is a common name (limit orders have one): an account answers lockedTokens first
    const isAccount = callGetter(this.chain, address, VoteEscrowAccountAbi, 'lockedTokens', { answerId: 0 });
    const details = isAccount && callGetter(this.chain, address, VoteEscrowAccountAbi, 'getDetails', { answerId: 0 });
    if (details) {
      const expected = callGetter(this.chain, details._voteEscrow, VoteEscrowAbi, 'getVoteEscrowAccountAddress', {
        answerId: 0,
        user: details._user,
      });
      return expected?.value0 === address ? { kind: 'account', owner: details._user } : null;
    }
    return null;
  }

  /** What the account is; an account not deployed yet is asked again next time. */
  kindOf(address: string, tx: RawTransaction): Kind {
    let kind = this.known.get(address);
    if (kind === undefined) {
      kind = this.classify(address);
      if (kind === null && tx.endStatus !== 'active') return null;
      this.known.set(address, kind);
    }
    return kind;
  }

  /** The proposal's address by its root (stored with ProposalCreated: the proposals filter by it). */
  proposalAddress(root: string, proposalId: number): string | undefined {
    return callGetter(this.chain, root, DaoRootAbi, 'expectedProposalAddress', { answerId: 0, proposalId })?.value0;
  }
}

export function decodeGovernanceTransaction(
  resolver: GovernanceResolver,
  account: string,
  tx: RawTransaction,
): GovernanceEvent[] {
  if (tx.aborted) return [];
  const kind = resolver.kindOf(account, tx);
  if (!kind) return [];
  const base = {
    type: 'governance' as const,
    contract: account,
    lt: BigInt(tx.id.lt),
    time: tx.createdAt,
    transactionHash: tx.id.hash,
    messageHash: tx.inMessage.hash,
  };
  const out: GovernanceEvent[] = [];
  if (kind.kind === 'root') {
    transactionEvents(DaoRootAbi, tx).forEach(({ event, data }, eventIndex) => {
      if (event !== 'ProposalCreated') return;
      const d = eventData(DaoRootAbi, 'ProposalCreated', data);
      const proposalId = Number(d.proposalId);
      const proposalAddress = resolver.proposalAddress(account, proposalId);
      const row = { ...d, proposalAddress };
      out.push({ ...base, eventIndex, event, proposalId, subject: d.proposer, data: row });
    });
  } else if (kind.kind === 'proposal') {
    transactionEvents(ProposalAbi, tx).forEach(({ event, data }, eventIndex) => {
      const d = data as Record<string, unknown>;
      const subject = event === 'VoteCast' ? eventData(ProposalAbi, 'VoteCast', data).voter : null;
      if (['VoteCast', 'Queued', 'Executed', 'Canceled'].includes(event))
        out.push({ ...base, eventIndex, event, proposalId: kind.id, subject, data: d });
    });
  } else {
    transactionEvents(VoteEscrowAccountAbi, tx).forEach(({ event, data }, eventIndex) => {
      if (event !== 'UnlockVotes' && event !== 'UnlockCastedVotes') return;
      const proposalId = Number(eventData(VoteEscrowAccountAbi, event, data).proposal_id);
      const d = data as Record<string, unknown>;
      out.push({ ...base, eventIndex, event, proposalId, subject: kind.owner, data: d });
    });
  }
  return out;
}

export async function insertGovernanceEvents(db: Db, events: GovernanceEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(schema.governanceEvents)
    .values(
      events.map((e) => ({
        transactionHash: e.transactionHash,
        eventIndex: e.eventIndex,
        contract: e.contract,
        event: e.event,
        proposalId: e.proposalId,
        subject: e.subject,
        lt: e.lt,
        timestamp: e.time,
        messageHash: e.messageHash,
        data: e.data,
      })),
    )
    .onConflictDoNothing();
}
