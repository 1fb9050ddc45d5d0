import { HEADER, p, tuple } from './params';

/** FlatQube DAO vote escrow account (`VoteEscrowAccount`): one user's QUBE locks (deposits) and ve balance, the epoch vote, the proposal threshold locks and the proposal votes. Subset of js-core's ABI the devnet models and the app calls. */
export const VoteEscrowAccountAbi = {
  'ABI version': 2,
  version: '2.2',
  header: HEADER,
  functions: [
    { name: 'constructor', inputs: [], outputs: [] },
    {
      name: 'processVoteEpoch',
      inputs: [
        p('voteEpoch', 'uint32'),
        p('votes', 'map(address,uint128)'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'processWithdraw',
      inputs: [tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')])],
      outputs: [],
    },
    {
      name: 'processDeposit',
      inputs: [
        p('deposit_nonce', 'uint32'),
        p('qube_amount', 'uint128'),
        p('ve_amount', 'uint128'),
        p('lock_time', 'uint32'),
        tuple('meta', 'tuple', [p('call_id', 'uint32'), p('nonce', 'uint32'), p('send_gas_to', 'address')]),
      ],
      outputs: [],
    },
    {
      name: 'getVeAverage',
      inputs: [p('callback_receiver', 'address'), p('callback_nonce', 'uint32'), p('sync_time', 'uint32')],
      outputs: [],
    },
    { name: 'lockedTokens', inputs: [p('answerId', 'uint32')], outputs: [p('value0', 'uint128')] },
    {
      name: 'castVote',
      inputs: [p('proposal_id', 'uint32'), p('support', 'bool'), p('reason', 'string')],
      outputs: [],
    },
    { name: 'propose', inputs: [p('proposal_data', 'cell'), p('threshold', 'uint128')], outputs: [] },
    {
      name: 'onProposalDeployed',
      inputs: [p('nonce', 'uint32'), p('proposal_id', 'uint32'), p('answer_id', 'uint32')],
      outputs: [],
    },
    { name: 'voteCasted', inputs: [p('proposal_id', 'uint32')], outputs: [] },
    { name: 'rejectVote', inputs: [p('proposal_id', 'uint32')], outputs: [] },
    { name: 'unlockVoteTokens', inputs: [p('proposal_id', 'uint32'), p('success', 'bool')], outputs: [] },
    { name: 'unlockCastedVote', inputs: [p('proposal_id', 'uint32'), p('success', 'bool')], outputs: [] },
    { name: 'tryUnlockVoteTokens', inputs: [p('proposal_id', 'uint32')], outputs: [] },
    { name: 'tryUnlockCastedVotes', inputs: [p('proposal_ids', 'uint32[]')], outputs: [] },
    {
      name: 'getDetails',
      inputs: [p('answerId', 'uint32')],
      outputs: [
        p('_current_version', 'uint32'),
        p('_voteEscrow', 'address'),
        p('_user', 'address'),
        p('_qubeBalance', 'uint128'),
        p('_veQubeBalance', 'uint128'),
        p('_veQubeAverage', 'uint128'),
        p('_veQubeAveragePeriod', 'uint32'),
        p('_unlockedQubes', 'uint128'),
        p('_lastUpdateTime', 'uint32'),
        p('_lastEpochVoted', 'uint32'),
        p('_activeDeposits', 'uint32'),
      ],
    },
    { name: 'calculateMinGas', inputs: [p('answerId', 'uint32')], outputs: [p('min_gas', 'uint128')] },
    {
      name: 'calculateVeAverage',
      inputs: [],
      outputs: [
        p('_qubeBalance', 'uint128'),
        p('_veQubeBalance', 'uint128'),
        p('_expiredVeQubes', 'uint128'),
        p('_unlockedQubes', 'uint128'),
        p('_veQubeAverage', 'uint128'),
        p('_veQubeAveragePeriod', 'uint128'),
      ],
    },
    {
      name: 'deposits',
      inputs: [],
      outputs: [
        tuple('deposits', 'map(uint64,tuple)', [
          p('amount', 'uint128'),
          p('veAmount', 'uint128'),
          p('createdAt', 'uint32'),
          p('lockTime', 'uint32'),
        ]),
      ],
    },
    { name: 'created_proposals', inputs: [], outputs: [p('created_proposals', 'map(uint32,uint128)')] },
    { name: '_tmp_proposals', inputs: [], outputs: [p('_tmp_proposals', 'map(uint32,uint128)')] },
    { name: 'casted_votes', inputs: [], outputs: [p('casted_votes', 'map(uint32,bool)')] },
  ],
  events: [
    {
      name: 'VoteCast',
      inputs: [p('proposal_id', 'uint32'), p('support', 'bool'), p('votes', 'uint128'), p('reason', 'string')],
    },
    { name: 'UnlockVotes', inputs: [p('proposal_id', 'uint32'), p('value', 'uint128')] },
    { name: 'UnlockCastedVotes', inputs: [p('proposal_id', 'uint32')] },
    { name: 'ProposalCreationRejected', inputs: [p('votes_available', 'uint128'), p('threshold', 'uint128')] },
    { name: 'ProposalCodeUpgraded', inputs: [p('votes_available', 'uint128'), p('threshold', 'uint128')] },
  ],
} as const;

export const VoteEscrowAccountAbiJson = JSON.stringify(VoteEscrowAccountAbi);
