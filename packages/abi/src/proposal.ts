import { p, tuple } from './params';
import { DAO_HEADER } from './dao-root';

/**
 * FlatQube governance proposal (`Proposal`, js-core's vote-escrow-proposal): overview, actions, configuration and
 * state getters; `queue` and `execute` (unsigned external messages), `cancel` (the proposer). Subset of js-core's ABI
 * the devnet models and the app calls.
 */
export const ProposalAbi = {
  'ABI version': 2,
  version: '2.2',
  header: DAO_HEADER,
  data: [],
  functions: [
    {
      name: 'getOverview',
      inputs: [p('answerId', 'uint32')],
      outputs: [
        p('proposer_', 'address'),
        p('description_', 'string'),
        p('startTime_', 'uint32'),
        p('endTime_', 'uint32'),
        p('executionTime_', 'uint32'),
        p('forVotes_', 'uint128'),
        p('againstVotes_', 'uint128'),
        p('quorumVotes_', 'uint128'),
        p('state_', 'uint8'),
      ],
    },
    { name: 'getProposer', inputs: [p('answerId', 'uint32')], outputs: [p('value0', 'address')] },
    {
      name: 'getActions',
      inputs: [p('answerId', 'uint32')],
      outputs: [
        tuple('value0', 'tuple[]', [p('value', 'uint128'), p('target', 'address'), p('payload', 'cell')]),
        tuple('value1', 'tuple[]', [
          p('value', 'uint256'),
          p('chainId', 'uint32'),
          p('target', 'uint160'),
          p('signature', 'string'),
          p('callData', 'bytes'),
        ]),
      ],
    },
    {
      name: 'getConfig',
      inputs: [p('answerId', 'uint32')],
      outputs: [
        tuple('value0', 'tuple', [
          p('votingDelay', 'uint32'),
          p('votingPeriod', 'uint32'),
          p('quorumVotes', 'uint128'),
          p('timeLock', 'uint32'),
          p('threshold', 'uint128'),
          p('gracePeriod', 'uint32'),
        ]),
      ],
    },
    {
      name: 'getTimings',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'uint32'), p('value1', 'uint32'), p('value2', 'uint32')],
    },
    {
      name: 'getVotes',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'uint128'), p('value1', 'uint128'), p('value2', 'uint128')],
    },
    { name: 'getStatuses', inputs: [p('answerId', 'uint32')], outputs: [p('value0', 'bool'), p('value1', 'bool')] },
    { name: 'getState', inputs: [p('answerId', 'uint32')], outputs: [p('value0', 'uint8')] },
    { name: 'queue', inputs: [], outputs: [] },
    { name: 'execute', inputs: [], outputs: [] },
    { name: 'cancel', inputs: [], outputs: [] },
    {
      name: 'castVote',
      inputs: [
        p('value0', 'uint32'),
        p('voter', 'address'),
        p('votes', 'uint128'),
        p('support', 'bool'),
        p('reason', 'string'),
      ],
      outputs: [],
    },
    { name: 'onActionsExecuted', inputs: [], outputs: [] },
    { name: 'unlockCastedVote', inputs: [p('accountOwner', 'address')], outputs: [] },
    { name: 'unlockVoteTokens', inputs: [p('accountOwner', 'address')], outputs: [] },
    { name: 'constructor', inputs: [], outputs: [] },
    { name: 'root', inputs: [], outputs: [p('root', 'address')] },
    { name: 'id', inputs: [], outputs: [p('id', 'uint32')] },
    { name: 'voteEscrowRoot', inputs: [], outputs: [p('voteEscrowRoot', 'address')] },
    { name: 'proposer', inputs: [], outputs: [p('proposer', 'address')] },
    { name: 'description', inputs: [], outputs: [p('description', 'string')] },
    {
      name: 'tonActions',
      inputs: [],
      outputs: [tuple('tonActions', 'tuple[]', [p('value', 'uint128'), p('target', 'address'), p('payload', 'cell')])],
    },
    {
      name: 'ethActions',
      inputs: [],
      outputs: [
        tuple('ethActions', 'tuple[]', [
          p('value', 'uint256'),
          p('chainId', 'uint32'),
          p('target', 'uint160'),
          p('signature', 'string'),
          p('callData', 'bytes'),
        ]),
      ],
    },
    { name: 'proposalVersion', inputs: [], outputs: [p('proposalVersion', 'uint16')] },
    {
      name: 'config',
      inputs: [],
      outputs: [
        tuple('config', 'tuple', [
          p('votingDelay', 'uint32'),
          p('votingPeriod', 'uint32'),
          p('quorumVotes', 'uint128'),
          p('timeLock', 'uint32'),
          p('threshold', 'uint128'),
          p('gracePeriod', 'uint32'),
        ]),
      ],
    },
    { name: 'startTime', inputs: [], outputs: [p('startTime', 'uint32')] },
    { name: 'endTime', inputs: [], outputs: [p('endTime', 'uint32')] },
    { name: 'executionTime', inputs: [], outputs: [p('executionTime', 'uint32')] },
    { name: 'canceled', inputs: [], outputs: [p('canceled', 'bool')] },
    { name: 'executed', inputs: [], outputs: [p('executed', 'bool')] },
    { name: 'forVotes', inputs: [], outputs: [p('forVotes', 'uint128')] },
    { name: 'againstVotes', inputs: [], outputs: [p('againstVotes', 'uint128')] },
  ],
  events: [
    {
      name: 'VoteCast',
      inputs: [p('voter', 'address'), p('support', 'bool'), p('votes', 'uint128'), p('reason', 'string')],
    },
    { name: 'Queued', inputs: [p('executionTime', 'uint32')] },
    { name: 'Executed', inputs: [] },
    { name: 'Canceled', inputs: [] },
  ],
} as const;

export const ProposalAbiJson = JSON.stringify(ProposalAbi);

/** The proposal states in the contract's `state()` order (uint8 0–7). */
export const PROPOSAL_STATES = [
  'Pending',
  'Active',
  'Canceled',
  'Failed',
  'Succeeded',
  'Expired',
  'Queued',
  'Executed',
] as const;
export type ProposalStateName = (typeof PROPOSAL_STATES)[number];

/** What a proposal's state depends on: its times, flags, votes and the configuration it was created with. */
export interface ProposalStateInput {
  startTime: number;
  endTime: number;
  /** 0 until queued. */
  executionTime: number;
  canceled: boolean;
  executed: boolean;
  forVotes: bigint;
  againstVotes: bigint;
  config: { quorumVotes: bigint; gracePeriod: number };
}

/**
 * `Proposal.state()` at `now`, evaluated in the contract's order: Canceled, Executed, Pending (now ≤ start), Active
 * (now ≤ end), Failed (for ≤ against or below quorum), Succeeded (not queued), Expired (past execution + grace),
 * Queued. The devnet's contract and the governance API share it.
 */
export function proposalStateAt(p: ProposalStateInput, now: number): ProposalStateName {
  if (p.canceled) return 'Canceled';
  if (p.executed) return 'Executed';
  if (now <= p.startTime) return 'Pending';
  if (now <= p.endTime) return 'Active';
  if (p.forVotes <= p.againstVotes || p.forVotes < p.config.quorumVotes) return 'Failed';
  if (p.executionTime === 0) return 'Succeeded';
  if (now > p.executionTime + p.config.gracePeriod) return 'Expired';
  return 'Queued';
}
