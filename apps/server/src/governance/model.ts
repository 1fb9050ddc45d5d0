/**
 * The governance read model, pure: proposals and votes from the indexed governance events (`governance_events`),
 * each proposal's fixed parameters (its times and configuration, read once from its getters) and the chain clock.
 * A proposal's state is the contract's `state()` at `now` (packages/abi `proposalStateAt`).
 */
import { proposalStateAt, type ProposalStateName } from '@tycho/abi';

export interface GovernanceEventRow {
  contract: string;
  event: string;
  proposalId: number;
  subject: string | null;
  data: Record<string, unknown>;
  lt: string;
  timestamp: number;
  transactionHash: string;
  messageHash: string;
}

/** What a proposal fixes when it is deployed (its getters `getTimings` and `getConfig`). */
export interface ProposalFixed {
  startTime: number;
  endTime: number;
  votingDelay: number;
  timeLock: number;
  gracePeriod: number;
  quorumVotes: bigint;
}

export interface TonActionOut {
  value: string;
  target: string;
  payload: string;
}
export interface EthActionOut {
  value: string;
  chainId: number;
  target: string;
  signature: string;
  callData: string;
}

export interface ProposalView {
  actions: { tonActions: TonActionOut[]; ethActions: EthActionOut[] };
  againstVotes: string;
  canceled: boolean;
  canceledAt: number | null;
  createdAt: number;
  description: string;
  endTime: number;
  executed: boolean;
  executedAt: number | null;
  executionTime: number | null;
  forVotes: string;
  gracePeriod: number;
  messageHash: string;
  proposalAddress: string;
  proposalId: number;
  proposer: string;
  queued: boolean;
  queuedAt: number | null;
  quorumVotes: string;
  startTime: number;
  state: ProposalStateName;
  timeLock: number;
  timestampBlock: number;
  transactionHash: string;
  updatedAt: number;
  votingDelay: number;
}

export interface VoteView {
  createdAt: number;
  locked: boolean;
  messageHash: string;
  proposalId: number;
  reason: string;
  support: boolean;
  transactionHash: string;
  voter: string;
  votes: string;
}

export interface GovernanceModel {
  proposals: ProposalView[];
  votes: VoteView[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : String(v ?? ''));

/** An EVM address from the ABI's uint160 (decimal or hex string): 0x and 40 hexadecimal digits. */
export function evmAddress(v: unknown): string {
  const n = BigInt(str(v) || '0');
  return '0x' + n.toString(16).padStart(40, '0');
}

function actionsOf(data: Record<string, unknown>) {
  const ton = (data.tonActions as Record<string, unknown>[] | undefined) ?? [];
  const eth = (data.ethActions as Record<string, unknown>[] | undefined) ?? [];
  return {
    tonActions: ton.map((a) => ({ value: str(a.value), target: str(a.target), payload: str(a.payload) })),
    ethActions: eth.map((a) => ({
      value: str(a.value),
      chainId: Number(a.chainId),
      target: evmAddress(a.target),
      signature: str(a.signature),
      callData: str(a.callData),
    })),
  };
}

/**
 * Proposals (those whose fixed parameters are known: a proposal not deployed yet is left out) and votes. A vote is
 * locked until its voter's account emits UnlockCastedVotes for the proposal. `rows` are in chain order.
 */
export function governanceModel(
  rows: readonly GovernanceEventRow[],
  fixed: (proposalAddress: string) => ProposalFixed | undefined,
  now: number,
): GovernanceModel {
  const created = new Map<string, GovernanceEventRow>();
  const byAddress = new Map<string, GovernanceEventRow[]>();
  const unlocked = new Set<string>();
  for (const r of rows) {
    if (r.event === 'ProposalCreated') created.set(str(r.data.proposalAddress), r);
    else if (r.event === 'UnlockCastedVotes') unlocked.add(`${r.proposalId}:${r.subject}`);
    else if (r.event !== 'UnlockVotes') byAddress.set(r.contract, [...(byAddress.get(r.contract) ?? []), r]);
  }
  const proposals: ProposalView[] = [];
  const votes: VoteView[] = [];
  for (const [address, c] of created) {
    const f = fixed(address);
    if (!f) continue;
    const own = byAddress.get(address) ?? [];
    const at = (event: string) => own.find((r) => r.event === event);
    let forVotes = 0n;
    let againstVotes = 0n;
    for (const v of own.filter((r) => r.event === 'VoteCast')) {
      const support = v.data.support === true;
      const amount = BigInt(str(v.data.votes));
      if (support) forVotes += amount;
      else againstVotes += amount;
      votes.push({
        createdAt: v.timestamp,
        locked: !unlocked.has(`${c.proposalId}:${v.subject}`),
        messageHash: v.messageHash,
        proposalId: c.proposalId,
        reason: str(v.data.reason),
        support,
        transactionHash: v.transactionHash,
        voter: str(v.subject),
        votes: amount.toString(),
      });
    }
    const queued = at('Queued');
    const executed = at('Executed');
    const canceled = at('Canceled');
    const executionTime = queued ? Number(queued.data.executionTime) : 0;
    const state = proposalStateAt(
      {
        startTime: f.startTime,
        endTime: f.endTime,
        executionTime,
        canceled: canceled !== undefined,
        executed: executed !== undefined,
        forVotes,
        againstVotes,
        config: { quorumVotes: f.quorumVotes, gracePeriod: f.gracePeriod },
      },
      now,
    );
    proposals.push({
      actions: actionsOf(c.data),
      againstVotes: againstVotes.toString(),
      canceled: canceled !== undefined,
      canceledAt: canceled?.timestamp ?? null,
      createdAt: c.timestamp,
      description: str(c.data.description),
      endTime: f.endTime,
      executed: executed !== undefined,
      executedAt: executed?.timestamp ?? null,
      executionTime: queued ? executionTime : null,
      forVotes: forVotes.toString(),
      gracePeriod: f.gracePeriod,
      messageHash: c.messageHash,
      proposalAddress: address,
      proposalId: c.proposalId,
      proposer: str(c.subject),
      queued: queued !== undefined,
      queuedAt: queued?.timestamp ?? null,
      quorumVotes: f.quorumVotes.toString(),
      startTime: f.startTime,
      state,
      timeLock: f.timeLock,
      timestampBlock: c.timestamp,
      transactionHash: c.transactionHash,
      updatedAt: Math.max(c.timestamp, ...own.map((r) => r.timestamp)),
      votingDelay: f.votingDelay,
    });
  }
  return { proposals, votes };
}

/** A locked vote whose proposal has left Pending and Active: its voter can unlock it. */
export const availableForUnlock = (vote: VoteView, state: ProposalStateName) =>
  vote.locked && state !== 'Pending' && state !== 'Active';
