import { p, tuple } from './params';

const CONFIG = [
  p('votingDelay', 'uint32'),
  p('votingPeriod', 'uint32'),
  p('quorumVotes', 'uint128'),
  p('timeLock', 'uint32'),
  p('threshold', 'uint128'),
  p('gracePeriod', 'uint32'),
] as const;

/** The header js-core's DAO root and proposal ABIs declare (`time` only: queue and execute go unsigned). */
export const DAO_HEADER = ['time'] as const;

/**
 * FlatQube governance root (`DaoRoot`, js-core's vote-escrow-dao-root): the proposal configuration, `propose` with
 * TON and ETH actions and the action-value calculators, the proposal and ve-account addresses. Subset of js-core's
 * ABI the devnet models and the app calls.
 */
export const DaoRootAbi = {
  'ABI version': 2,
  version: '2.2',
  header: DAO_HEADER,
  functions: [
    { name: 'updateProposalConfiguration', inputs: [tuple('newConfig', 'tuple', CONFIG)], outputs: [] },
    {
      name: 'constructor',
      inputs: [
        p('platformCode_', 'cell'),
        tuple('proposalConfiguration_', 'tuple', [
          p('votingDelay', 'uint32'),
          p('votingPeriod', 'uint32'),
          p('quorumVotes', 'uint128'),
          p('timeLock', 'uint32'),
          p('threshold', 'uint128'),
          p('gracePeriod', 'uint32'),
        ]),
        p('admin_', 'address'),
      ],
      outputs: [],
    },
    { name: 'getAdmin', inputs: [p('answerId', 'uint32')], outputs: [p('value0', 'address')] },
    { name: 'getProposalCount', inputs: [p('answerId', 'uint32')], outputs: [p('value0', 'uint32')] },
    { name: 'getVoteEscrowRoot', inputs: [p('answerId', 'uint32')], outputs: [p('value0', 'address')] },
    {
      name: 'getEthereumActionEventConfiguration',
      inputs: [p('answerId', 'uint32')],
      outputs: [p('value0', 'address'), p('value1', 'uint128')],
    },
    {
      name: 'expectedProposalAddress',
      inputs: [p('answerId', 'uint32'), p('proposalId', 'uint32')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'expectedVoteEscrowAccountAddress',
      inputs: [p('answerId', 'uint32'), p('accountOwner', 'address')],
      outputs: [p('value0', 'address')],
    },
    {
      name: 'propose',
      inputs: [
        p('answerId', 'uint32'),
        tuple('tonActions', 'tuple[]', [p('value', 'uint128'), p('target', 'address'), p('payload', 'cell')]),
        tuple('ethActions', 'tuple[]', [
          p('value', 'uint256'),
          p('chainId', 'uint32'),
          p('target', 'uint160'),
          p('signature', 'string'),
          p('callData', 'bytes'),
        ]),
        p('description', 'string'),
      ],
      outputs: [],
    },
    {
      name: 'deployProposal',
      inputs: [p('nonce', 'uint32'), p('accountOwner', 'address'), p('proposalData', 'cell')],
      outputs: [],
    },
    {
      name: 'onProposalSucceeded',
      inputs: [
        p('proposalId', 'uint32'),
        p('proposer', 'address'),
        tuple('tonActions', 'tuple[]', [p('value', 'uint128'), p('target', 'address'), p('payload', 'cell')]),
        tuple('ethActions', 'tuple[]', [
          p('value', 'uint256'),
          p('chainId', 'uint32'),
          p('target', 'uint160'),
          p('signature', 'string'),
          p('callData', 'bytes'),
        ]),
      ],
      outputs: [],
    },
    {
      name: 'calcTonActionsValue',
      inputs: [tuple('actions', 'tuple[]', [p('value', 'uint128'), p('target', 'address'), p('payload', 'cell')])],
      outputs: [p('totalValue', 'uint128')],
    },
    {
      name: 'calcEthActionsValue',
      inputs: [
        tuple('actions', 'tuple[]', [
          p('value', 'uint256'),
          p('chainId', 'uint32'),
          p('target', 'uint160'),
          p('signature', 'string'),
          p('callData', 'bytes'),
        ]),
      ],
      outputs: [p('totalValue', 'uint128')],
    },
    { name: 'voteEscrowRoot', inputs: [], outputs: [p('voteEscrowRoot', 'address')] },
    { name: 'deployEventValue', inputs: [], outputs: [p('deployEventValue', 'uint128')] },
    { name: 'proposalCount', inputs: [], outputs: [p('proposalCount', 'uint32')] },
    {
      name: 'proposalConfiguration',
      inputs: [],
      outputs: [
        tuple('proposalConfiguration', 'tuple', [
          p('votingDelay', 'uint32'),
          p('votingPeriod', 'uint32'),
          p('quorumVotes', 'uint128'),
          p('timeLock', 'uint32'),
          p('threshold', 'uint128'),
          p('gracePeriod', 'uint32'),
        ]),
      ],
    },
    { name: 'proposalVersion', inputs: [], outputs: [p('proposalVersion', 'uint16')] },
    { name: 'admin', inputs: [], outputs: [p('admin', 'address')] },
  ],
  events: [
    {
      name: 'ProposalConfigurationUpdated',
      inputs: [tuple('oldConfig', 'tuple', CONFIG), tuple('newConfig', 'tuple', CONFIG)],
    },
    {
      name: 'EthActions',
      inputs: [
        p('gasBackWid', 'int8'),
        p('gasBackAddress', 'uint256'),
        p('chainId', 'uint32'),
        tuple('actions', 'tuple[]', [
          p('value', 'uint256'),
          p('target', 'uint160'),
          p('signature', 'string'),
          p('callData', 'bytes'),
        ]),
      ],
    },
    {
      name: 'ProposalCreated',
      inputs: [
        p('proposalId', 'uint32'),
        p('proposer', 'address'),
        tuple('tonActions', 'tuple[]', [p('value', 'uint128'), p('target', 'address'), p('payload', 'cell')]),
        tuple('ethActions', 'tuple[]', [
          p('value', 'uint256'),
          p('chainId', 'uint32'),
          p('target', 'uint160'),
          p('signature', 'string'),
          p('callData', 'bytes'),
        ]),
        p('description', 'string'),
      ],
    },
    {
      name: 'ExecutingTonActions',
      inputs: [
        p('proposalId', 'uint32'),
        tuple('tonActions', 'tuple[]', [p('value', 'uint128'), p('target', 'address'), p('payload', 'cell')]),
      ],
    },
  ],
} as const;

export const DaoRootAbiJson = JSON.stringify(DaoRootAbi);
